import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { EN_TEXTS } from './i18n/en';
import { HI_TEXTS } from './i18n/hi';
import { FOOTER_LINKS, NAV_MENUS, NOT_FOUND_PAGE, ROUTE_TABLE, SECTION_REDIRECTS } from './routes';
import { NAV_ITEMS } from './features/navigation/nav-items';
import { PROACTIVE_DISCLOSURE_PAGES } from './content/rti';

const MARKETING_PAGES = [
  'rabi-seeds',
  'rabi-vegetables',
  'kharif-seeds',
  'kharif-vegetables',
  'rabi-availability',
  'kharif-availability',
  'offices',
  'sale-counters',
  'sale-rate-agro',
  'citizen-services',
  'subsidy-program',
  'seeds-allocation',
].map((page) => `/marketing/${page}`);

const ADMINISTRATION_DOCUMENT_PAGES = [
  'service-rules',
  'circulars',
  'forms',
  'manuals',
  'notifications',
  'placement',
  'policies',
  'transfers',
  'miscellaneous',
].map((page) => `/administration/${page}`);

/** Spec 2.1: the pages the site search offers. */
const SEARCHABLE = [
  '/',
  '/about-us',
  '/products/vegetables',
  '/products/vegetables/rabi-crops-Vegetables',
  '/products/vegetables/kharif-crops-Vegetables',
  '/production/stages',
  '/production/seed-production',
  '/production/seed-processing',
  '/production/incentives',
  ...MARKETING_PAGES,
  '/engineering',
  '/directory/directors',
  '/directory/head-offices',
  '/directory/regional-offices',
  '/finance',
  '/tenders',
  ...ADMINISTRATION_DOCUMENT_PAGES,
  '/contact-us',
  '/rti/application-form',
  '/rti/list-of-authorities',
  '/rti/fees',
  '/rti/rti-replies',
  '/rti/proactive-disclouser',
  '/accessibility-statement',
  '/website-policies',
  '/terms-and-conditions',
  '/disclaimer',
  '/help',
  '/feedback',
  '/sitemap',
  '/schemes',
  '/screen-access-reader',
];

/**
 * Spec 2.3, as the spec lists them (its spellings included), with 2.5's crop pages; the 17 disclosure
 * pages are checked by name in the content tests and must all be routes too.
 */
const SPEC_ROUTES = [
  '/about-us',
  '/latest-news',
  '/photo-gallery',
  '/products/field-crops',
  '/products/field-crops/rabi-crops',
  '/products/field-crops/kharif-crops',
  ...['wheat', 'gram', 'lentil', 'barley', 'toria', 'mustard'].map(
    (crop) => `/products/field-crops/rabi-crops/${crop}`,
  ),
  ...['cotton', 'guar', 'bajra', 'paddy', 'arhar', 'til', 'moth', 'moong', 'urad', 'maize'].map(
    (crop) => `/products/field-crops/kharif-crops/${crop}`,
  ),
  '/products/vegetables',
  '/schemes',
  '/products/vegetables/rabi-crops-Vegetables',
  '/products/vegetables/kharif-crops-Vegetables',
  '/production/stages',
  '/production/seed-production',
  '/production/seed-processing',
  '/production/incentives',
  '/engineering',
  '/finance',
  '/tenders',
  '/tenders/archived',
  '/contact-us',
  ...ADMINISTRATION_DOCUMENT_PAGES,
  '/administration/anti-stubble-buring-campaign',
  '/directory/directors',
  '/directory/head-offices',
  '/directory/regional-offices',
  ...MARKETING_PAGES,
  '/internal-complaint-committee',
  '/audit-cell',
  '/quality-control',
  '/agreements',
  '/services',
  '/rti',
  '/rti/application-form',
  '/rti/fees',
  '/rti/rti-replies',
  '/rti/list-of-authorities',
  '/rti/proactive-disclouser',
  '/accessibility-statement',
  '/website-policies',
  '/terms-and-conditions',
  '/disclaimer',
  '/help',
  '/sitemap',
  '/screen-access-reader',
  '/feedback',
];

describe('the route table', () => {
  it('holds every page of spec 2.3 and 2.5, each proactive-disclosure page included', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    expect(SPEC_ROUTES.filter((path) => !paths.has(path))).toEqual([]);
    expect(PROACTIVE_DISCLOSURE_PAGES).toHaveLength(17);
    expect(PROACTIVE_DISCLOSURE_PAGES.filter((disclosure) => !paths.has(disclosure.path))).toEqual([]);
  });

  it('holds each path once, each with a title, a description and an existing page module', () => {
    const paths = ROUTE_TABLE.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const entry of ROUTE_TABLE) {
      expect(entry.title).toBeTruthy();
      expect(entry.description.length).toBeGreaterThan(10);
      expect(existsSync(join(__dirname, 'pages', `${entry.page}.tsx`))).toBe(true);
    }
    expect(existsSync(join(__dirname, 'pages', `${NOT_FOUND_PAGE}.tsx`))).toBe(true);
  });

  it("offers exactly the spec's searchable pages", () => {
    const searchable = ROUTE_TABLE.filter((entry) => entry.searchable).map((entry) => entry.path);
    expect([...searchable].sort()).toEqual([...SEARCHABLE].sort());
  });

  it('lays out the main navigation of spec 2.1', () => {
    expect(
      NAV_ITEMS.map((item) => (item.kind === 'link' ? item.entry.title.toUpperCase() : item.id.toUpperCase())),
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
      NAV_ITEMS.flatMap((item) =>
        item.kind === 'menu' && item.id === id ? item.entries.map((entry) => entry.path) : [],
      );
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
});
