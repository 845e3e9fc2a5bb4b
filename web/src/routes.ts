import type { NotificationLocation } from '@seedcorp/contracts';
import type { PageDeclaration } from './features/api/page-loader';
import type { PublicRead } from './features/api/page-read-types';
import { ANTI_STUBBLE_CAMPAIGN_PAGE, administrationDocumentsPage } from './pages/administration/pages';
import { WORDS_PAGE } from './pages/content/pages';
import { DIRECTORS_PAGE, HEAD_OFFICES_PAGE, REGIONAL_OFFICES_PAGE } from './pages/directory/pages';
import { NOT_FOUND_PAGE } from './pages/errors/pages';
import { FEEDBACK_PAGE } from './pages/feedback/pages';
import { PHOTO_GALLERY_PAGE } from './pages/gallery/pages';
import { HOME_PAGE } from './pages/home/pages';
import {
  KHARIF_AVAILABILITY_PAGE,
  RABI_AVAILABILITY_PAGE,
  SALE_COUNTERS_PAGE,
  SEEDS_ALLOCATION_PAGE,
} from './pages/marketing/pages';
import { LATEST_NEWS_PAGE } from './pages/news/pages';
import { POLICY_PAGE } from './pages/policies/pages';
import {
  CROP_PAGE,
  KHARIF_CROPS_PAGE,
  KHARIF_VEGETABLES_PAGE,
  RABI_CROPS_PAGE,
  RABI_VEGETABLES_PAGE,
} from './pages/products/pages';
import {
  APPLICATION_FORM_PAGE,
  AUTHORITIES_PAGE,
  disclosurePage,
  OFFICERS_DIRECTORY_PAGE,
  PROACTIVE_DISCLOSURE_PAGE,
} from './pages/rti/pages';
import { SITEMAP_PAGE } from './pages/sitemap/pages';
import { ARCHIVED_TENDERS_PAGE, TENDERS_PAGE } from './pages/tenders/pages';
import { LOT_CHECK_PAGE, VERIFY_PAGE, VERIFY_PATH } from './pages/verify/pages';
import {
  BOOK_PAGE,
  BOOKING_PAGE,
  CODE_PAGE,
  CONSENT_PAGE,
  DETAILS_PAGE,
  MY_BOOKINGS_PAGE,
  MY_DATA_PAGE,
} from './pages/booking/pages';
import { BOOKING_PAGES } from './features/booking/booking-forms';
import { CROP_SEASON_PATHS, CROPS } from './content/crops';
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
  /**
   * The page's name in English and in Hindi: its heading, `<title>`, menu entry, breadcrumb, sitemap entry and search
   * label, wherever the content service keeps no published title for it (`usePageName`). Hindi drafted for the
   * corporation's review.
   */
  title: string;
  hindiTitle: string;
  /** The page's meta description. */
  description: string;
  /** The page module rendering it, with its loader: what it reads is declared once, beside its component. */
  page: PageDeclaration;
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
}

/** In navigation order: the menus appear where their first page does. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: '/',
    title: 'Home',
    hindiTitle: 'मुखपृष्ठ',
    description:
      "Certified seed for the state's farmers: announcements, crops and varieties, seed sale rates, sale counters, tenders and RTI disclosures.",
    page: HOME_PAGE,
    nav: 'top',
    searchable: true,
  },
  {
    path: '/about-us',
    title: 'About Us',
    hindiTitle: 'हमारे बारे में',
    description: 'History of the corporation, share capital, seed processing plants and testing laboratory.',
    page: WORDS_PAGE,
    nav: 'top',
    searchable: true,
  },
  {
    path: '/products/field-crops',
    title: 'Field Crops',
    hindiTitle: 'खेत की फ़सलें',
    description: 'Rabi and Kharif field crops and their seed varieties.',
    page: WORDS_PAGE,
    nav: 'products',
  },
  {
    path: '/products/vegetables',
    title: 'Vegetables',
    hindiTitle: 'सब्ज़ियाँ',
    description: 'Rabi and Kharif vegetable seed, and vegetable seed subsidy schemes.',
    page: WORDS_PAGE,
    nav: 'products',
    searchable: true,
  },
  {
    path: CROP_SEASON_PATHS.Rabi,
    title: 'Rabi Crops',
    hindiTitle: 'रबी फ़सलें',
    description: 'Rabi field crops and their seed varieties.',
    page: RABI_CROPS_PAGE,
  },
  {
    path: CROP_SEASON_PATHS.Kharif,
    title: 'Kharif Crops',
    hindiTitle: 'खरीफ़ फ़सलें',
    description: 'Kharif field crops and their seed varieties.',
    page: KHARIF_CROPS_PAGE,
  },
  ...CROPS.map((crop): RouteEntry => ({
    path: crop.path,
    title: crop.name,
    hindiTitle: crop.hindiName,
    description: `${crop.name} (${crop.season}): seed varieties, seed rate, sowing time and yield.`,
    page: CROP_PAGE,
  })),
  {
    path: '/production/stages',
    title: 'Stages of Seed Production',
    hindiTitle: 'बीज उत्पादन के चरण',
    description: 'From breeder seed to foundation seed to certified seed, step by step.',
    page: WORDS_PAGE,
    nav: 'production',
    searchable: true,
  },
  {
    path: '/production/seed-production',
    title: 'Seed Production',
    hindiTitle: 'बीज उत्पादन',
    description: 'Seed production planning and the Rabi and Kharif production plans.',
    page: WORDS_PAGE,
    nav: 'production',
    searchable: true,
  },
  {
    path: '/production/seed-processing',
    title: 'Seed Processing',
    hindiTitle: 'बीज प्रसंस्करण',
    description: 'Seed processing plants, their capacities, and the seed testing laboratory.',
    page: WORDS_PAGE,
    nav: 'production',
    searchable: true,
  },
  {
    path: '/production/incentives',
    title: 'Incentives',
    hindiTitle: 'प्रोत्साहन',
    description: 'Facilities and incentives for seed growers.',
    page: WORDS_PAGE,
    nav: 'production',
    searchable: true,
  },
  {
    path: '/marketing/rabi-seeds',
    title: 'Rabi Seeds',
    hindiTitle: 'रबी बीज',
    description: 'Sale rates of Rabi crop seed, with subsidy and the rate to the farmer.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/rabi-vegetables',
    title: 'Rabi Vegetables',
    hindiTitle: 'रबी सब्ज़ियाँ',
    description: 'Sale rates of Rabi vegetable seed and packets.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/kharif-seeds',
    title: 'Kharif Seeds',
    hindiTitle: 'ख़रीफ़ बीज',
    description: 'Sale rates of Kharif crop seed, with subsidy and the rate to the farmer.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/kharif-vegetables',
    title: 'Kharif Vegetables',
    hindiTitle: 'ख़रीफ़ सब्ज़ियाँ',
    description: 'Sale rates of Kharif vegetable seed.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/rabi-availability',
    title: 'Rabi Availability',
    hindiTitle: 'रबी बीज की उपलब्धता',
    description: 'Rabi seed in stock at each sale counter, with its price, and the availability lists of Rabi seed.',
    page: RABI_AVAILABILITY_PAGE,
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
    narrowedByDistrict: true,
  },
  {
    path: '/marketing/kharif-availability',
    title: 'Kharif Availability',
    hindiTitle: 'ख़रीफ़ बीज की उपलब्धता',
    description:
      'Kharif seed in stock at each sale counter, with its price, and the availability lists of Kharif seed.',
    page: KHARIF_AVAILABILITY_PAGE,
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
    narrowedByDistrict: true,
  },
  {
    path: '/marketing/offices',
    title: 'Offices',
    hindiTitle: 'कार्यालय',
    description: 'Marketing offices of the corporation.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/sale-counters',
    title: 'Sale Counters',
    hindiTitle: 'बिक्री केंद्र',
    description: 'Seed sale counters by regional unit, with officials, addresses and the seed in stock at each.',
    page: SALE_COUNTERS_PAGE,
    nav: 'marketing',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/marketing/sale-rate-agro',
    title: 'Sale Rate of Agro Chemicals',
    hindiTitle: 'कृषि रसायनों की बिक्री दरें',
    description: 'Sale rates of agro-chemical products, including GST.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/citizen-services',
    title: 'Citizen Services',
    hindiTitle: 'नागरिक सेवाएँ',
    description: 'Services to citizens and their timelines.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/subsidy-program',
    title: 'Subsidy Program',
    hindiTitle: 'सब्सिडी कार्यक्रम',
    description: 'Seed subsidy per quintal by crop and scheme.',
    page: WORDS_PAGE,
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/marketing/seeds-allocation',
    title: 'Seeds Allocation',
    hindiTitle: 'बीज आवंटन',
    description: 'Allocation of Rabi seeds.',
    page: SEEDS_ALLOCATION_PAGE,
    nav: 'marketing',
    searchable: true,
  },
  {
    path: '/engineering',
    title: 'Engineering',
    hindiTitle: 'अभियांत्रिकी',
    description: 'Engineering wing of the corporation.',
    page: WORDS_PAGE,
    nav: 'top',
    searchable: true,
  },
  {
    path: '/directory/directors',
    title: 'Board of Directors',
    hindiTitle: 'निदेशक मंडल',
    description: 'Board of Directors of the corporation: names, designations and contact details.',
    page: DIRECTORS_PAGE,
    nav: 'directory',
    searchable: true,
  },
  {
    path: '/directory/head-offices',
    title: 'Head Office',
    hindiTitle: 'मुख्य कार्यालय',
    description: 'Officers of the head office: designations, phone numbers and e-mail addresses.',
    page: HEAD_OFFICES_PAGE,
    nav: 'directory',
    searchable: true,
  },
  {
    path: '/directory/regional-offices',
    title: 'Regional Offices',
    hindiTitle: 'क्षेत्रीय कार्यालय',
    description: 'Regional officers of the corporation: designations, phone numbers and e-mail addresses.',
    page: REGIONAL_OFFICES_PAGE,
    nav: 'directory',
    searchable: true,
  },
  {
    path: '/finance',
    title: 'Finance',
    hindiTitle: 'वित्त',
    description: 'Capital, fixed assets, financial results, registrations and bankers.',
    page: WORDS_PAGE,
    nav: 'top',
    searchable: true,
  },
  {
    path: '/tenders',
    title: 'Tenders',
    hindiTitle: 'निविदाएँ',
    description: 'Current tenders of the corporation with their last dates of submission and documents.',
    page: TENDERS_PAGE,
    nav: 'top',
    searchable: true,
    savedForOffline: true,
  },
  {
    path: '/administration/service-rules',
    title: 'Service Rules',
    hindiTitle: 'सेवा नियम',
    description: 'Service rules of the corporation.',
    page: administrationDocumentsPage('Service Rules'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/circulars',
    title: 'Circulars',
    hindiTitle: 'परिपत्र',
    description: 'Circulars of the corporation.',
    page: administrationDocumentsPage('Circulars'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/forms',
    title: 'Forms',
    hindiTitle: 'प्रपत्र',
    description: 'Application forms for advances and allowances.',
    page: administrationDocumentsPage('Forms'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/manuals',
    title: 'Manuals',
    hindiTitle: 'नियमावलियाँ',
    description: 'Manuals of the corporation.',
    page: administrationDocumentsPage('Manuals'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/notifications',
    title: 'Notifications',
    hindiTitle: 'अधिसूचनाएँ',
    description: 'Administrative notifications.',
    page: administrationDocumentsPage('Administration Notifications'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/placement',
    title: 'Placement',
    hindiTitle: 'तैनाती',
    description: 'Placement orders.',
    page: administrationDocumentsPage('Placement'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/policies',
    title: 'Policies',
    hindiTitle: 'नीतियाँ',
    description: 'Policies of the corporation.',
    page: administrationDocumentsPage('Policies'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/transfers',
    title: 'Transfers',
    hindiTitle: 'तबादले',
    description: 'Transfer orders.',
    page: administrationDocumentsPage('Transfers'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/miscellaneous',
    title: 'Miscellaneous',
    hindiTitle: 'विविध',
    description: 'Other administrative documents.',
    page: administrationDocumentsPage('Miscellaneous'),
    nav: 'administration',
    searchable: true,
  },
  {
    path: '/administration/anti-stubble-buring-campaign',
    title: 'Anti Stubble Burning Campaign',
    hindiTitle: 'पराली न जलाने का अभियान',
    description: 'Campaign against burning crop stubble.',
    page: ANTI_STUBBLE_CAMPAIGN_PAGE,
    nav: 'administration',
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    hindiTitle: 'संपर्क करें',
    description: 'Postal address, phone and e-mail of the corporation.',
    page: WORDS_PAGE,
    nav: 'top',
    searchable: true,
  },

  {
    path: '/latest-news',
    title: 'Latest News',
    hindiTitle: 'ताज़ा समाचार',
    description: 'Latest announcements of the corporation, each with its document.',
    page: LATEST_NEWS_PAGE,
  },
  {
    path: '/photo-gallery',
    title: 'Photo Gallery',
    hindiTitle: 'फ़ोटो गैलरी',
    description: 'Photographs of the corporation.',
    page: PHOTO_GALLERY_PAGE,
  },
  {
    path: '/tenders/archived',
    title: 'Archived Tenders',
    hindiTitle: 'पुरानी निविदाएँ',
    description: 'Past tenders of the corporation with their documents.',
    page: ARCHIVED_TENDERS_PAGE,
  },
  {
    path: '/products/vegetables/rabi-crops-Vegetables',
    title: 'Rabi Crops Vegetables',
    hindiTitle: 'रबी की सब्ज़ियाँ',
    description: 'Rabi vegetables and their varieties.',
    page: RABI_VEGETABLES_PAGE,
    searchable: true,
  },
  {
    path: '/products/vegetables/kharif-crops-Vegetables',
    title: 'Kharif Crops Vegetables',
    hindiTitle: 'ख़रीफ़ की सब्ज़ियाँ',
    description: 'Kharif vegetables and their varieties.',
    page: KHARIF_VEGETABLES_PAGE,
    searchable: true,
  },
  {
    path: '/schemes',
    title: 'Schemes',
    hindiTitle: 'योजनाएँ',
    description: 'Vegetable seed subsidy schemes.',
    page: WORDS_PAGE,
    searchable: true,
  },
  {
    path: '/internal-complaint-committee',
    title: 'Internal Complaint Committee',
    hindiTitle: 'आंतरिक शिकायत समिति',
    description: 'The internal complaint committee.',
    page: WORDS_PAGE,
  },
  {
    path: '/audit-cell',
    title: 'Audit Cell',
    hindiTitle: 'लेखा परीक्षा प्रकोष्ठ',
    description: 'The audit cell.',
    page: WORDS_PAGE,
  },
  {
    path: '/quality-control',
    title: 'Quality Control',
    hindiTitle: 'गुणवत्ता नियंत्रण',
    description: 'Seed quality control and testing.',
    page: WORDS_PAGE,
  },
  {
    path: '/agreements',
    title: 'Grower Agreements',
    hindiTitle: 'उत्पादक अनुबंध',
    description: 'Agreements with seed growers.',
    page: WORDS_PAGE,
  },
  {
    path: '/services',
    title: 'Services',
    hindiTitle: 'सेवाएँ',
    description: 'Services of the corporation.',
    page: WORDS_PAGE,
  },
  {
    path: '/rti',
    title: 'RTI Act, 2005',
    hindiTitle: 'सूचना का अधिकार अधिनियम, 2005',
    description: 'Right to information: applications, fees, authorities and disclosures.',
    page: WORDS_PAGE,
  },
  {
    path: '/rti/application-form',
    title: 'Application Form',
    hindiTitle: 'आवेदन पत्र',
    description: 'RTI application form.',
    page: APPLICATION_FORM_PAGE,
    searchable: true,
  },
  {
    path: '/rti/list-of-authorities',
    title: 'List of Authorities',
    hindiTitle: 'प्राधिकारियों की सूची',
    description: 'Public information officers and appellate authorities under the RTI Act, by location.',
    page: AUTHORITIES_PAGE,
    searchable: true,
  },
  {
    path: '/rti/fees',
    title: 'Fees',
    hindiTitle: 'शुल्क',
    description: 'Fees for RTI applications.',
    page: WORDS_PAGE,
    searchable: true,
  },
  {
    path: '/rti/rti-replies',
    title: 'RTI Replies',
    hindiTitle: 'आरटीआई के उत्तर',
    description: 'Replies to RTI applications.',
    page: WORDS_PAGE,
    searchable: true,
  },
  {
    path: '/rti/proactive-disclouser',
    title: 'Proactive Disclosure',
    hindiTitle: 'स्वतः प्रकटीकरण',
    description: 'Proactive disclosures under section 4 of the RTI Act.',
    page: PROACTIVE_DISCLOSURE_PAGE,
    searchable: true,
  },
  ...PROACTIVE_DISCLOSURE_PAGES.map((disclosure): RouteEntry =>
    disclosure.slug === 'directory-of-officers-employees'
      ? {
          path: disclosure.path,
          title: disclosure.title,
          hindiTitle: disclosure.hindiTitle,
          description: 'Directory of officers and employees of the corporation, by location.',
          page: OFFICERS_DIRECTORY_PAGE,
        }
      : {
          path: disclosure.path,
          title: disclosure.title,
          hindiTitle: disclosure.hindiTitle,
          description: `Proactive disclosure under the RTI Act: ${disclosure.title}.`,
          page: disclosurePage(disclosure.slug === 'monthly-remuneration' ? 'Monthly Remuneration' : undefined),
        },
  ),
  {
    path: '/accessibility-statement',
    title: 'Accessibility Statement',
    hindiTitle: 'सुगम्यता विवरण',
    description: 'How this website is made accessible.',
    page: POLICY_PAGE,
    searchable: true,
  },
  {
    path: '/website-policies',
    title: 'Website Policies',
    hindiTitle: 'वेबसाइट नीतियाँ',
    description:
      'Policies of this website: copyright, hyperlinking, privacy, archival, content, monitoring, contingency and security.',
    page: POLICY_PAGE,
    searchable: true,
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms and Conditions',
    hindiTitle: 'नियम और शर्तें',
    description: 'Terms and conditions of use of this website.',
    page: POLICY_PAGE,
    searchable: true,
  },
  {
    path: '/disclaimer',
    title: 'Disclaimer',
    hindiTitle: 'अस्वीकरण',
    description: 'Disclaimer of this website.',
    page: POLICY_PAGE,
    searchable: true,
  },
  {
    path: '/help',
    title: 'Help',
    hindiTitle: 'सहायता',
    description: 'Help on using this website.',
    page: POLICY_PAGE,
    searchable: true,
  },
  {
    path: VERIFY_PATH,
    title: 'Check a Seed Lot',
    hindiTitle: 'बीज लॉट की जाँच करें',
    description: "Check that a bag of the corporation's seed is genuine from the lot number or QR code on its tag.",
    page: VERIFY_PAGE,
    searchable: true,
  },
  {
    path: BOOKING_PAGES.start,
    title: 'Book Seed',
    hindiTitle: 'बीज बुक करें',
    description: "Reserve the corporation's certified seed online and collect it at your sale counter with a code.",
    page: BOOKING_PAGE,
    searchable: true,
  },
  {
    path: BOOKING_PAGES.code,
    title: 'Enter the Code',
    hindiTitle: 'कोड दर्ज करें',
    description: 'The code sent by SMS to your mobile number, to sign in for booking seed.',
    page: CODE_PAGE,
  },
  {
    path: BOOKING_PAGES.consent,
    title: 'Your Data and Your Consent',
    hindiTitle: 'आपका डेटा और आपकी सहमति',
    description: 'What the corporation collects for seed booking, why, for how long, and how to withdraw.',
    page: CONSENT_PAGE,
  },
  {
    path: BOOKING_PAGES.details,
    title: 'Your Details',
    hindiTitle: 'आपका विवरण',
    description: 'Your name, village and district, given once for booking seed.',
    page: DETAILS_PAGE,
  },
  {
    path: BOOKING_PAGES.mine,
    title: 'My Bookings',
    hindiTitle: 'मेरी बुकिंग',
    description: 'Your seed bookings, each with its pickup code, and the way to cancel one.',
    page: MY_BOOKINGS_PAGE,
  },
  {
    path: BOOKING_PAGES.myData,
    title: 'My Data',
    hindiTitle: 'मेरा डेटा',
    description: 'The data the corporation holds on you for seed booking, and the withdrawal of your consent.',
    page: MY_DATA_PAGE,
  },
  {
    path: '/feedback',
    title: 'Feedback',
    hindiTitle: 'प्रतिक्रिया',
    description: 'Send feedback to the corporation.',
    page: FEEDBACK_PAGE,
    searchable: true,
  },
  {
    path: '/sitemap',
    title: 'Sitemap',
    hindiTitle: 'साइट मानचित्र',
    description: 'Every section and page of this website.',
    page: SITEMAP_PAGE,
    searchable: true,
  },
  {
    path: '/screen-access-reader',
    title: 'Screen Reader Access',
    hindiTitle: 'स्क्रीन रीडर सुविधा',
    description: 'Screen readers that work with this website.',
    page: WORDS_PAGE,
    searchable: true,
  },
];

export { NOT_FOUND_PAGE };

/** Bare section paths and the first page of their menu. */
export const SECTION_REDIRECTS: readonly { from: string; to: string }[] = Object.entries(NAV_MENUS).map(
  ([id, menu]) => {
    const first = ROUTE_TABLE.find((entry) => entry.nav === id);
    if (!first) throw new Error(`Menu ${id} has no page`);
    return { from: menu.basePath, to: first.path };
  },
);

/**
 * Pages at an address that names a record (`/verify/<lot>`: a seed lot's check), one entry each for every record:
 * never listed (sitemap, search, navigation, prerendering, the walks of every page), and never kept by the renderer
 * beyond the request, since anyone may ask for any number.
 */
export const RECORD_ROUTES: readonly RouteEntry[] = [
  {
    path: `${BOOKING_PAGES.book}/:window`,
    title: 'Book Seed',
    hindiTitle: 'बीज बुक करें',
    description: 'Choose a variety at a sale counter and the bags to reserve.',
    page: BOOK_PAGE,
  },
  {
    path: `${VERIFY_PATH}/:lot`,
    title: 'Seed lot check',
    hindiTitle: 'बीज लॉट की जाँच',
    description: "Whether a bag's seed lot is the corporation's, valid, expired or withdrawn, and its test results.",
    page: LOT_CHECK_PAGE,
  },
];

/** The record a record page's address names (the lot of `/verify/<lot>`). */
const recordOf = (entry: RouteEntry, path: string): string | undefined => {
  const prefix = entry.path.slice(0, entry.path.lastIndexOf('/') + 1);
  const record = path.startsWith(prefix) ? path.slice(prefix.length) : '';
  return record && !record.includes('/') ? record : undefined;
};

export const isRecordRoute = (entry: RouteEntry): boolean => RECORD_ROUTES.includes(entry);

export function routeEntry(path: string): RouteEntry | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    ROUTE_TABLE.find((entry) => entry.path === normalised) ??
    RECORD_ROUTES.find((entry) => recordOf(entry, normalised) !== undefined)
  );
}

/** The pages narrowed by `?district=`, at their exact paths (the gateway's cache keys on them as nginx's `$uri`). */
export const DISTRICT_PAGES: readonly string[] = ROUTE_TABLE.filter((entry) => entry.narrowedByDistrict).map(
  (entry) => entry.path,
);

/** Whether a route's page shows words the corporation keeps. */
export const showsWords = (entry: RouteEntry): boolean => !!entry.page.loader.words;

/** The lists a route's page reads at its own path (no district named). */
export const declaredReads = (entry: RouteEntry): PublicRead[] =>
  Object.values(entry.page.loader.reads?.({ path: entry.path }) ?? {}).filter(
    (read): read is PublicRead => read !== undefined,
  );

/** The notification section a page lists, as its declaration reads it. */
export function documentsListedAt(path: string): NotificationLocation | undefined {
  const entry = routeEntry(path);
  const read = entry && declaredReads(entry).find((candidate) => candidate.name === 'documents');
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
