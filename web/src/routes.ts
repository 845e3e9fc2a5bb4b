import type { ImageLocation, NotificationLocation, OfficeType, TenderLocation } from '@seedcorp/contracts';
import { CROP_SEASON_PATHS, CROPS, cropsOfSeason, cropVarietiesTableKey, type Crop } from './content/crops';
import type { Season } from './content/content-types';
import { PROACTIVE_DISCLOSURE_PAGES } from './content/rti';

/**
 * The route table of the public site: one entry per page. Navigation, breadcrumb, site search,
 * sitemap.xml, robots.txt and the prerendered HTML all read it, so adding a page is one entry here
 * (and, optionally, its Hindi label in i18n/hi.ts).
 */

/** The drop-down menus of the main navigation; a bare `basePath` redirects to the menu's first page. */
export const NAV_MENUS = {
  products: { label: 'Products', basePath: '/products' },
  production: { label: 'Production', basePath: '/production' },
  marketing: { label: 'Marketing', basePath: '/marketing' },
  directory: { label: 'Directory', basePath: '/directory' },
  administration: { label: 'Administration', basePath: '/administration' },
} as const;
export type NavMenuId = keyof typeof NAV_MENUS;

export interface RouteEntry {
  path: string;
  /** English page heading; also the `<title>`, the navigation, breadcrumb and search label. */
  title: string;
  /** The page's meta description. */
  description: string;
  /** Module under `src/pages/` (without `.tsx`) rendering the page; each is a chunk of its own. */
  page: string;
  /** Listed in the main navigation: as a top-level link, or inside one of the menus. */
  nav?: 'top' | NavMenuId;
  /** Offered by the site search in the header. */
  searchable?: boolean;
  /**
   * Saved on the visitor's device for reading offline as soon as the site's service worker is installed, whether
   * opened or not: the pages farmers come back to.
   */
  savedForOffline?: true;
  /**
   * Narrowed to one district's sale counters by `?district=<name>` (a plain form, read on the server): its stock reads
   * ask for that district's counters only (see `features/content/page-data`), and the site renderer and the gateway's
   * page cache keep a copy per district; every other page, one whatever its query string.
   */
  narrowedByDistrict?: true;
  /** What the page shows besides the site's chrome: its route loader reads exactly this. */
  shows?: PageShows;
}

/**
 * A public list a page reads (a read of `features/api/public-reads`), named here with the contracts' types only, so
 * the route table stays free of the browser's API client for the tests and scripts that read it.
 */
export type ListRead =
  | { name: 'homeNotifications' }
  | { name: 'documents'; argument: NotificationLocation }
  | { name: 'tenders'; argument: TenderLocation }
  | { name: 'images'; argument: ImageLocation }
  | { name: 'directors'; argument: OfficeType }
  | { name: 'authorities' }
  | { name: 'officers' }
  | { name: 'contentTable'; argument: string }
  | { name: 'saleCounters' }
  | { name: 'stock'; argument: { season: Season } };

/** The administered content a page shows. */
interface PageShows {
  /** Its words, kept by the content service, with the tables they name. */
  words?: true;
  /** The public lists it reads besides. */
  lists?: readonly ListRead[];
}

const documents = (location: NotificationLocation): ListRead => ({ name: 'documents', argument: location });
const varietiesRead = (crop: Crop): ListRead => ({
  name: 'contentTable',
  argument: cropVarietiesTableKey(crop.slug),
});
const images = (location: ImageLocation): ListRead => ({ name: 'images', argument: location });
/** Every district's stock; on a page narrowed by district, the district its address names (`narrowedByDistrict`). */
const stock = (season: Season): ListRead => ({ name: 'stock', argument: { season } });

/** One module serves every page that is only words (and the tables they name). */
export const WORDS_PAGE = 'content/WordsPage';
/** One module serves every administration document page and one every written disclosure page. */
const ADMINISTRATION_DOCUMENTS = 'administration/AdministrationDocumentsPage';
const DISCLOSURE = 'rti/DisclosurePage';

/** In navigation order: the menus appear where their first page does. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: '/',
    title: 'Home',
    description:
      "Certified seed for the state's farmers: announcements, crops and varieties, seed sale rates, sale counters, tenders and RTI disclosures.",
    page: 'home/HomePage',
    shows: {
      words: true,
      lists: [
        { name: 'homeNotifications' },
        documents('CSR Policy'),
        documents('Vigil Mechanism Policy'),
        images('Home Corousel'),
        images('Photo Gallery'),
      ],
    },
    nav: 'top',
    searchable: true,
  },
  {
    path: '/about-us',
    title: 'About Us',
    description: 'History of the corporation, share capital, seed processing plants and testing laboratory.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'top',
    searchable: true,
  },
  {
    path: '/products/field-crops',
    title: 'Field Crops',
    description: 'Rabi and Kharif field crops and their seed varieties.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'products',
  },
  {
    path: '/products/vegetables',
    title: 'Vegetables',
    description: 'Rabi and Kharif vegetable seed, and vegetable seed subsidy schemes.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'products',
    searchable: true,
  },
  {
    path: CROP_SEASON_PATHS.Rabi,
    title: 'Rabi Crops',
    description: 'Rabi field crops and their seed varieties.',
    page: 'products/RabiCropsPage',
    shows: { lists: cropsOfSeason('Rabi').map(varietiesRead) },
  },
  {
    path: CROP_SEASON_PATHS.Kharif,
    title: 'Kharif Crops',
    description: 'Kharif field crops and their seed varieties.',
    page: 'products/KharifCropsPage',
    shows: { lists: cropsOfSeason('Kharif').map(varietiesRead) },
  },
  ...CROPS.map((crop): RouteEntry => ({
    path: crop.path,
    title: crop.name,
    description: `${crop.name} (${crop.season}): seed varieties, seed rate, sowing time and yield.`,
    page: 'products/CropPage',
    shows: { lists: [varietiesRead(crop)] },
  })),
  {
    path: '/production/stages',
    title: 'Stages of Seed Production',
    description: 'From breeder seed to foundation seed to certified seed, step by step.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'production',
    searchable: true,
  },
  {
    path: '/production/seed-production',
    title: 'Seed Production',
    description: 'Seed production planning and the Rabi and Kharif production plans.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'production',
    searchable: true,
  },
  {
    path: '/production/seed-processing',
    title: 'Seed Processing',
    description: 'Seed processing plants, their capacities, and the seed testing laboratory.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'production',
    searchable: true,
  },
  {
    path: '/production/incentives',
    title: 'Incentives',
    description: 'Facilities and incentives for seed growers.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'production',
    searchable: true,
  },
  {
    path: '/marketing/rabi-seeds',
    title: 'Rabi Seeds',
    description: 'Sale rates of Rabi crop seed, with subsidy and the rate to the farmer.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/rabi-vegetables',
    title: 'Rabi Vegetables',
    description: 'Sale rates of Rabi vegetable seed and packets.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/kharif-seeds',
    title: 'Kharif Seeds',
    description: 'Sale rates of Kharif crop seed, with subsidy and the rate to the farmer.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/kharif-vegetables',
    title: 'Kharif Vegetables',
    description: 'Sale rates of Kharif vegetable seed.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/rabi-availability',
    title: 'Rabi Availability',
    description: 'Rabi seed in stock at each sale counter, with its price, and the availability lists of Rabi seed.',
    page: 'marketing/RabiAvailabilityPage',
    shows: { lists: [stock('Rabi'), documents('Rabi Availability')] },
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
    narrowedByDistrict: true,
  },
  {
    path: '/marketing/kharif-availability',
    title: 'Kharif Availability',
    description:
      'Kharif seed in stock at each sale counter, with its price, and the availability lists of Kharif seed.',
    page: 'marketing/KharifAvailabilityPage',
    shows: { lists: [stock('Kharif'), documents('Kharif Availability')] },
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
    narrowedByDistrict: true,
  },
  {
    path: '/marketing/offices',
    title: 'Offices',
    description: 'Marketing offices of the corporation.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/sale-counters',
    title: 'Sale Counters',
    description: 'Seed sale counters by regional unit, with officials, addresses and the seed in stock at each.',
    page: 'marketing/SaleCountersPage',
    shows: { words: true, lists: [{ name: 'saleCounters' }, stock('Rabi'), stock('Kharif')] },
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/sale-rate-agro',
    title: 'Sale Rate of Agro Chemicals',
    description: 'Sale rates of agro-chemical products, including GST.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/citizen-services',
    title: 'Citizen Services',
    description: 'Services to citizens and their timelines.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/subsidy-program',
    title: 'Subsidy Program',
    description: 'Seed subsidy per quintal by crop and scheme.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/seeds-allocation',
    title: 'Seeds Allocation',
    description: 'Allocation of Rabi seeds.',
    page: 'marketing/SeedsAllocationPage',
    shows: { lists: [documents('Seeds Allocation')] },
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/engineering',
    title: 'Engineering',
    description: 'Engineering wing of the corporation.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'top',
    searchable: true,
  },
  {
    path: '/directory/directors',
    title: 'Board of Directors',
    description: 'Board of Directors of the corporation: names, designations and contact details.',
    page: 'directory/DirectorsPage',
    shows: { lists: [{ name: 'directors', argument: 'Directors' }] },
    nav: 'directory',
    searchable: true,
  },
  {
    path: '/directory/head-offices',
    title: 'Head Office',
    description: 'Officers of the head office: designations, phone numbers and e-mail addresses.',
    page: 'directory/HeadOfficesPage',
    shows: { lists: [{ name: 'directors', argument: 'Head Office' }] },
    nav: 'directory',
    searchable: true,
  },
  {
    path: '/directory/regional-offices',
    title: 'Regional Offices',
    description: 'Regional officers of the corporation: designations, phone numbers and e-mail addresses.',
    page: 'directory/RegionalOfficesPage',
    shows: { lists: [{ name: 'directors', argument: 'Regional Office' }] },
    nav: 'directory',
    searchable: true,
  },
  {
    path: '/finance',
    title: 'Finance',
    description: 'Capital, fixed assets, financial results, registrations and bankers.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'top',
    searchable: true,
  },
  {
    path: '/tenders',
    title: 'Tenders',
    description: 'Current tenders of the corporation with their last dates of submission and documents.',
    page: 'tenders/TendersPage',
    shows: { lists: [{ name: 'tenders', argument: 'Tender' }] },
    nav: 'top',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/administration/service-rules',
    title: 'Service Rules',
    description: 'Service rules of the corporation.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Service Rules')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/circulars',
    title: 'Circulars',
    description: 'Circulars of the corporation.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Circulars')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/forms',
    title: 'Forms',
    description: 'Application forms for advances and allowances.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Forms')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/manuals',
    title: 'Manuals',
    description: 'Manuals of the corporation.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Manuals')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/notifications',
    title: 'Notifications',
    description: 'Administrative notifications.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Administration Notifications')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/placement',
    title: 'Placement',
    description: 'Placement orders.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Placement')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/policies',
    title: 'Policies',
    description: 'Policies of the corporation.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Policies')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/transfers',
    title: 'Transfers',
    description: 'Transfer orders.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Transfers')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/miscellaneous',
    title: 'Miscellaneous',
    description: 'Other administrative documents.',
    page: ADMINISTRATION_DOCUMENTS,
    shows: { words: true, lists: [documents('Miscellaneous')] },
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/anti-stubble-buring-campaign',
    title: 'Anti Stubble Burning Campaign',
    description: 'Campaign against burning crop stubble.',
    page: 'administration/AntiStubbleCampaignPage',
    shows: { words: true, lists: [documents('Anti Stubble Burning')] },
    nav: 'administration',
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    description: 'Postal address, phone and e-mail of the corporation.',
    page: WORDS_PAGE,
    shows: { words: true },
    nav: 'top',
    searchable: true,
  },

  {
    path: '/latest-news',
    title: 'Latest News',
    description: 'Latest announcements of the corporation, each with its document.',
    page: 'news/LatestNewsPage',
    shows: { lists: [{ name: 'homeNotifications' }] },
  },
  {
    path: '/photo-gallery',
    title: 'Photo Gallery',
    description: 'Photographs of the corporation.',
    page: 'gallery/PhotoGalleryPage',
    shows: { lists: [images('Photo Gallery')] },
  },
  {
    path: '/tenders/archived',
    title: 'Archived Tenders',
    description: 'Past tenders of the corporation with their documents.',
    page: 'tenders/ArchivedTendersPage',
    shows: { lists: [{ name: 'tenders', argument: 'Archived Tender' }] },
  },
  {
    path: '/products/vegetables/rabi-crops-Vegetables',
    title: 'Rabi Crops Vegetables',
    description: 'Rabi vegetables and their varieties.',
    page: 'products/RabiVegetablesPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/products/vegetables/kharif-crops-Vegetables',
    title: 'Kharif Crops Vegetables',
    description: 'Kharif vegetables and their varieties.',
    page: 'products/KharifVegetablesPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/schemes',
    title: 'Schemes',
    description: 'Vegetable seed subsidy schemes.',
    page: WORDS_PAGE,
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/internal-complaint-committee',
    title: 'Internal Complaint Committee',
    description: 'The internal complaint committee.',
    page: WORDS_PAGE,
    shows: { words: true },
  },
  {
    path: '/audit-cell',
    title: 'Audit Cell',
    description: 'The audit cell.',
    page: WORDS_PAGE,
    shows: { words: true },
  },
  {
    path: '/quality-control',
    title: 'Quality Control',
    description: 'Seed quality control and testing.',
    page: WORDS_PAGE,
    shows: { words: true },
  },
  {
    path: '/agreements',
    title: 'Grower Agreements',
    description: 'Agreements with seed growers.',
    page: WORDS_PAGE,
    shows: { words: true },
  },
  {
    path: '/services',
    title: 'Services',
    description: 'Services of the corporation.',
    page: WORDS_PAGE,
    shows: { words: true },
  },
  {
    path: '/rti',
    title: 'RTI Act, 2005',
    description: 'Right to information: applications, fees, authorities and disclosures.',
    page: WORDS_PAGE,
    shows: { words: true },
  },
  {
    path: '/rti/application-form',
    title: 'Application Form',
    description: 'RTI application form.',
    page: 'rti/ApplicationFormPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/rti/list-of-authorities',
    title: 'List of Authorities',
    description: 'Public information officers and appellate authorities under the RTI Act, by location.',
    page: 'rti/AuthoritiesPage',
    shows: { words: true, lists: [{ name: 'authorities' }] },
    searchable: true,
  },
  {
    path: '/rti/fees',
    title: 'Fees',
    description: 'Fees for RTI applications.',
    page: WORDS_PAGE,
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/rti/rti-replies',
    title: 'RTI Replies',
    description: 'Replies to RTI applications.',
    page: WORDS_PAGE,
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/rti/proactive-disclouser',
    title: 'Proactive Disclosure',
    description: 'Proactive disclosures under section 4 of the RTI Act.',
    page: 'rti/ProactiveDisclosurePage',
    shows: { words: true },
    searchable: true,
  },
  ...PROACTIVE_DISCLOSURE_PAGES.map((disclosure): RouteEntry =>
    disclosure.slug === 'directory-of-officers-employees'
      ? {
          path: disclosure.path,
          title: disclosure.title,
          description: 'Directory of officers and employees of the corporation, by location.',
          page: 'rti/OfficersDirectoryPage',
          shows: { words: true, lists: [{ name: 'officers' }] },
        }
      : {
          path: disclosure.path,
          title: disclosure.title,
          description: `Proactive disclosure under the RTI Act: ${disclosure.title}.`,
          page: DISCLOSURE,
          shows: {
            words: true,
            lists: disclosure.slug === 'monthly-remuneration' ? [documents('Monthly Remuneration')] : [],
          },
        },
  ),
  {
    path: '/accessibility-statement',
    title: 'Accessibility Statement',
    description: 'How this website is made accessible.',
    page: 'policies/PolicyPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/website-policies',
    title: 'Website Policies',
    description:
      'Policies of this website: copyright, hyperlinking, privacy, archival, content, monitoring, contingency and security.',
    page: 'policies/PolicyPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'Terms and conditions of use of this website.',
    page: 'policies/PolicyPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/disclaimer',
    title: 'Disclaimer',
    description: 'Disclaimer of this website.',
    page: 'policies/PolicyPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/help',
    title: 'Help',
    description: 'Help on using this website.',
    page: 'policies/PolicyPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/feedback',
    title: 'Feedback',
    description: 'Send feedback to the corporation.',
    page: 'feedback/FeedbackPage',
    shows: { words: true },
    searchable: true,
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    description: 'Every section and page of this website.',
    page: 'sitemap/SitemapPage',
    searchable: true,
  },
  {
    path: '/screen-access-reader',
    title: 'Screen Reader Access',
    description: 'Screen readers that work with this website.',
    page: WORDS_PAGE,
    shows: { words: true },
    searchable: true,
  },
];

export const NOT_FOUND_PAGE = 'errors/NotFoundPage';

/** Bare section paths and the first page of their menu. */
export const SECTION_REDIRECTS: readonly { from: string; to: string }[] = Object.entries(NAV_MENUS).map(
  ([id, menu]) => {
    const first = ROUTE_TABLE.find((entry) => entry.nav === id);
    if (!first) throw new Error(`Menu ${id} has no page`);
    return { from: menu.basePath, to: first.path };
  },
);

export function routeEntry(path: string): RouteEntry | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTE_TABLE.find((entry) => entry.path === normalised);
}

/** The pages narrowed by `?district=`, at their exact paths (the gateway's cache keys on them as nginx's `$uri`). */
export const DISTRICT_PAGES: readonly string[] = ROUTE_TABLE.filter((entry) => entry.narrowedByDistrict).map(
  (entry) => entry.path,
);

/** The notification section a page lists, as its route declares it. */
export function documentsListedAt(path: string): NotificationLocation | undefined {
  const read = routeEntry(path)?.shows?.lists?.find((candidate) => candidate.name === 'documents');
  return read?.name === 'documents' ? read.argument : undefined;
}

export { ROUTES } from './route-paths';

/** Footer links, in the spec's order. */
export const FOOTER_LINKS: readonly string[] = [
  '/',
  '/photo-gallery',
  '/accessibility-statement',
  '/website-policies',
  '/terms-and-conditions',
  '/disclaimer',
  '/feedback',
  '/help',
  '/sitemap',
  '/contact-us',
];
