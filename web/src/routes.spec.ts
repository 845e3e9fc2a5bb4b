import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EN_TEXTS } from './i18n/en';
import { HI_TEXTS } from './i18n/hi';
import { VERIFY_PAGE_PATH } from '@seedcorp/contracts';
import {
  FOOTER_LINKS,
  NAV_MENUS,
  NOT_FOUND_PAGE,
  RECORD_ROUTES,
  ROUTE_TABLE,
  routeEntry,
  ROUTES,
  SECTION_REDIRECTS,
} from './routes';
import { VERIFY_PATH } from './pages/verify/pages';
import { NAV_ITEMS } from './features/navigation/nav-items';
import { PROACTIVE_DISCLOSURE_PAGES } from './content/rti';

/**
 * Spec 2.3's pages as the spec lists them (its spellings included), with 2.5's crop pages; the 17
 * disclosure pages are checked by name in the content tests and must all be routes too. `true` marks
 * the pages spec 2.1's site search offers.
 */
const SPEC_PAGES: readonly (readonly [path: string, searchable: boolean])[] = [
  ['/', true],
  ['/about-us', true],
  ['/latest-news', false],
  ['/photo-gallery', false],
  ['/products/field-crops', false],
  ['/products/field-crops/rabi-crops', false],
  ['/products/field-crops/kharif-crops', false],
  ...['wheat', 'gram', 'lentil', 'barley', 'toria', 'mustard'].map(
    (crop) => [`/products/field-crops/rabi-crops/${crop}`, false] as const,
  ),
  ...['cotton', 'guar', 'bajra', 'paddy', 'arhar', 'til', 'moth', 'moong', 'urad', 'maize'].map(
    (crop) => [`/products/field-crops/kharif-crops/${crop}`, false] as const,
  ),
  ['/products/vegetables', true],
  ['/schemes', true],
  ['/products/vegetables/rabi-crops-Vegetables', true],
  ['/products/vegetables/kharif-crops-Vegetables', true],
  ['/production/stages', true],
  ['/production/seed-production', true],
  ['/production/seed-processing', true],
  ['/production/incentives', true],
  ['/engineering', true],
  ['/finance', true],
  ['/tenders', true],
  ['/tenders/archived', false],
  ['/contact-us', true],
  ['/administration/service-rules', true],
  ['/administration/circulars', true],
  ['/administration/forms', true],
  ['/administration/manuals', true],
  ['/administration/notifications', true],
  ['/administration/placement', true],
  ['/administration/policies', true],
  ['/administration/transfers', true],
  ['/administration/miscellaneous', true],
  ['/administration/anti-stubble-buring-campaign', false],
  ['/directory/directors', true],
  ['/directory/head-offices', true],
  ['/directory/regional-offices', true],
  ['/marketing/rabi-seeds', true],
  ['/marketing/rabi-vegetables', true],
  ['/marketing/kharif-seeds', true],
  ['/marketing/kharif-vegetables', true],
  ['/marketing/rabi-availability', true],
  ['/marketing/kharif-availability', true],
  ['/marketing/offices', true],
  ['/marketing/sale-counters', true],
  ['/marketing/sale-rate-agro', true],
  ['/marketing/citizen-services', true],
  ['/marketing/subsidy-program', true],
  ['/marketing/seeds-allocation', true],
  ['/internal-complaint-committee', false],
  ['/audit-cell', false],
  ['/quality-control', false],
  ['/agreements', false],
  ['/services', false],
  ['/rti', false],
  ['/rti/application-form', true],
  ['/rti/fees', true],
  ['/rti/rti-replies', true],
  ['/rti/list-of-authorities', true],
  ['/rti/proactive-disclouser', true],
  ['/accessibility-statement', true],
  ['/website-policies', true],
  ['/terms-and-conditions', true],
  ['/disclaimer', true],
  ['/help', true],
  ['/sitemap', true],
  ['/screen-access-reader', true],
  ['/feedback', true],
];

/** Pages beyond the spec's: the services farmers use the site for. */
const FARMER_SERVICES = ['/verify', '/booking'];
const SEARCHABLE = SPEC_PAGES.filter(([, searchable]) => searchable).map(([path]) => path);

describe('the route table', () => {
  it('holds every page of spec 2.3 and 2.5, each proactive-disclosure page included', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    expect(SPEC_PAGES.filter(([path]) => !paths.has(path))).toEqual([]);
    expect(PROACTIVE_DISCLOSURE_PAGES).toHaveLength(17);
    expect(PROACTIVE_DISCLOSURE_PAGES.filter((disclosure) => !paths.has(disclosure.path))).toEqual([]);
  });

  it('holds each path once, each with a title, a description and an existing page module', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of ROUTE_TABLE) {
      expect(entry.title).toBeTruthy();
      expect(entry.description.length).toBeGreaterThan(10);
      expect(existsSync(join(__dirname, 'pages', `${entry.page.module}.tsx`))).toBe(true);
    }
    expect(existsSync(join(__dirname, 'pages', `${NOT_FOUND_PAGE.module}.tsx`))).toBe(true);
  });

  it('names only pages of the route table among the paths linked to by name', () => {
    expect(Object.values(ROUTES).filter((path) => !routeEntry(path))).toEqual([]);
  });

  it("offers exactly the spec's searchable pages, and the farmers' services", () => {
    const searchable = ROUTE_TABLE.filter((entry) => entry.searchable).map((entry) => entry.path);
    expect([...searchable].sort()).toEqual([...SEARCHABLE, ...FARMER_SERVICES].sort());
  });

  it('lays out the main navigation of spec 2.1', () => {
    expect(
      NAV_ITEMS.map((item) =>
        item.kind === 'link' ? routeEntry(item.path)?.title.toUpperCase() : item.id.toUpperCase(),
      ),
    ).toEqual([
      'HOME',
      'ABOUT US',
      'PRODUCTS',
      'PRODUCTION',
      'MARKETING',
      'ENGINEERING',
      'DIRECTORY',
      'FINANCE',
      'TENDERS',
      'ADMINISTRATION',
      'CONTACT US',
    ]);
    const menu = (id: string) =>
      NAV_ITEMS.flatMap((item) => (item.kind === 'menu' && item.id === id ? item.paths : []));
    expect(menu('products')).toEqual(['/products/field-crops', '/products/vegetables']);
    expect(menu('production')).toHaveLength(4);
    expect(menu('marketing')).toHaveLength(12);
    expect(menu('directory')).toEqual([
      '/directory/directors',
      '/directory/head-offices',
      '/directory/regional-offices',
    ]);
    expect(menu('administration')).toHaveLength(10);
  });

  it('redirects the bare section paths to their first page', () => {
    expect(SECTION_REDIRECTS).toEqual([
      { from: '/products', to: '/products/field-crops' },
      { from: '/production', to: '/production/stages' },
      { from: '/marketing', to: '/marketing/rabi-seeds' },
      { from: '/directory', to: '/directory/directors' },
      { from: '/administration', to: '/administration/service-rules' },
    ]);
    expect(Object.keys(NAV_MENUS)).toHaveLength(SECTION_REDIRECTS.length);
  });

  it('links every footer page', () => {
    for (const path of FOOTER_LINKS) expect(ROUTE_TABLE.some((entry) => entry.path === path)).toBe(true);
  });

  it('has a Hindi text for every English one of the chrome', () => {
    expect(Object.keys(EN_TEXTS).filter((key) => !HI_TEXTS[key])).toEqual([]);
    expect(Object.keys(HI_TEXTS).filter((key) => !EN_TEXTS[key])).toEqual([]);
  });

  it("answers a seed lot's address with the lot check, one segment deep, at the contract's address", () => {
    expect(VERIFY_PATH).toBe(VERIFY_PAGE_PATH);
    const lotCheck = RECORD_ROUTES.find((entry) => entry.path.startsWith('/verify/'));
    expect(routeEntry('/verify/HS26R0451')).toBe(lotCheck);
    expect(routeEntry('/verify/HS26R0451/')).toBe(lotCheck);
    expect(routeEntry('/verify')?.page.module).toBe('verify/VerifyPage');
    expect(routeEntry('/verify/a/b')).toBeUndefined();
    expect(ROUTE_TABLE.some((entry) => entry.path.includes(':'))).toBe(false);
  });
});
