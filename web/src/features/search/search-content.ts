import { AGRO_CHEMICALS_TABLE } from '../../content/agro-chemicals';
import type { Season } from '../../content/content-types';
import { ALSO_SOLD_THROUGH, SALE_COUNTERS_TABLE } from '../../content/counters';
import { CROP_SEASON_PATHS, CROPS, cropsOfSeason, cropTable } from '../../content/crops';
import { HOME } from '../../content/home';
import { ABOUT_PLANTS, ABOUT_SALE_NETWORK, ABOUT_TESTING_LAB } from '../../content/about';
import { ADMINISTRATION_SECTIONS, ANTI_STUBBLE_CAMPAIGN } from '../../content/administration';
import { INFO_PAGES } from '../../content/info-pages';
import { MARKETING_OFFICES_LINKS, MARKETING_OFFICES_TEXT } from '../../content/marketing';
import {
  ABOUT_US,
  CONTACT_FEEDBACK,
  ENGINEERING_TEXT,
  FINANCE,
  FINANCE_TEXTS,
  FINANCIAL_RESULTS,
  GST_REGISTRATION,
  TAX_REGISTRATION,
} from '../../content/organisation';
import { KHARIF_PLAN, planTable, RABI_PLAN } from '../../content/plans';
import { OTHER_FACILITIES, PLANTS_TABLE, SEED_TESTING_LAB_TEXT } from '../../content/plants';
import { POLICY_PAGES } from '../../content/policies';
import { FIELD_INSPECTIONS, PRODUCTION_STAGES } from '../../content/production';
import {
  cropRateTable,
  KHARIF_CROP_RATES,
  KHARIF_PACKET_RATES,
  KITCHEN_GARDEN_PACKET,
  kitchenGardenTable,
  minikitTable,
  packetRateTable,
  RABI_CROP_RATES,
  RABI_VEGETABLE_MINIKITS,
  RABI_VEGETABLE_RATES,
  SALE_COUNTERS_LINK,
  vegetableRateTable,
  WHERE_SEED_IS_SOLD,
} from '../../content/rates';
import { PROACTIVE_DISCLOSURE_PAGES } from '../../content/rti';
import {
  BUDGET_ALLOTMENT_TABLE,
  RTI_ACT,
  RTI_APPLICATION_FORM,
  RTI_FEE_TEXTS,
  RTI_INDEX,
  RTI_PAGES,
  RTI_REPLIES_EMPTY,
} from '../../content/rti-pages';
import { SCREEN_READER_INTRO, SCREEN_READERS_TABLE } from '../../content/screen-readers';
import {
  CITIZEN_SERVICES_TABLE,
  COMPLAINT_TIME_LIMITS_TABLE,
  SERVICE_FEES_TABLE,
  SERVICE_TEXTS,
} from '../../content/services';
import {
  GROWER_INCENTIVE_TEXTS,
  GROWER_INCENTIVES_HEADING,
  SUBSIDY_TABLE,
  VEGETABLE_SCHEME_TEXTS,
} from '../../content/subsidies';
import { KHARIF_VEGETABLES, RABI_VEGETABLES, VEGETABLE_PATHS, VEGETABLES_INDEX } from '../../content/vegetables';
import { ROUTE_TABLE } from '../../routes';
import { buildSearchIndex, sectionTexts, tableTexts, type ContentSource } from './search-index';

/**
 * Which content the site search finds on which page. Paths come from the content modules where they
 * know them; the others are route-table paths, checked against the table when the index is built.
 */
const SEASONS: readonly Season[] = ['Rabi', 'Kharif'];

const rtiPath = (title: string) => {
  const page = RTI_PAGES.find((candidate) => candidate.title === title);
  if (!page) throw new Error(`No RTI page titled ${title}`);
  return page.path;
};

const disclosurePath = (slug: string) => {
  const page = PROACTIVE_DISCLOSURE_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`No proactive disclosure ${slug}`);
  return page.path;
};

const RATE_PAGES = {
  rabiSeeds: '/marketing/rabi-seeds',
  rabiVegetables: '/marketing/rabi-vegetables',
  kharifSeeds: '/marketing/kharif-seeds',
  kharifVegetables: '/marketing/kharif-vegetables',
} as const;

export const SEARCH_CONTENT: readonly ContentSource[] = [
  { paths: ['/'], texts: HOME.aboutSummary },
  {
    paths: ['/about-us'],
    texts: sectionTexts([...ABOUT_US, ABOUT_SALE_NETWORK, ABOUT_PLANTS, ABOUT_TESTING_LAB]),
  },
  { paths: ['/engineering'], texts: ENGINEERING_TEXT },
  { paths: ['/contact-us'], texts: sectionTexts([CONTACT_FEEDBACK]) },
  ...INFO_PAGES.map((page) => ({ paths: [page.path], texts: sectionTexts(page.sections) })),
  ...CROPS.map((crop) => ({ paths: [crop.path], texts: [crop.name, ...tableTexts(cropTable(crop))] })),
  ...SEASONS.map((season) => ({
    paths: [CROP_SEASON_PATHS[season]],
    texts: cropsOfSeason(season).map((crop) => crop.name),
  })),
  { paths: ['/products/vegetables'], texts: VEGETABLES_INDEX.map((link) => link.title) },
  ...[RABI_VEGETABLES, KHARIF_VEGETABLES].map((vegetables) => ({
    paths: [VEGETABLE_PATHS[vegetables[0].season]],
    texts: vegetables.flatMap((vegetable) => [vegetable.name, ...vegetable.knownVarieties]),
  })),
  { paths: ['/schemes'], texts: VEGETABLE_SCHEME_TEXTS },
  {
    paths: ['/production/stages'],
    texts: [...PRODUCTION_STAGES.map((stage) => stage.title), FIELD_INSPECTIONS.heading, ...FIELD_INSPECTIONS.stages],
  },
  {
    paths: ['/production/seed-production'],
    texts: [RABI_PLAN, KHARIF_PLAN].flatMap((plan) => tableTexts(planTable(plan))),
  },
  {
    paths: ['/production/seed-processing'],
    texts: [
      ...tableTexts(PLANTS_TABLE),
      ...OTHER_FACILITIES.flatMap(({ facility, place }) => [facility, place]),
      SEED_TESTING_LAB_TEXT,
    ],
  },
  { paths: ['/production/incentives'], texts: [GROWER_INCENTIVES_HEADING, ...GROWER_INCENTIVE_TEXTS] },
  { paths: Object.values(RATE_PAGES), texts: WHERE_SEED_IS_SOLD },
  { paths: [RATE_PAGES.rabiSeeds], texts: tableTexts(cropRateTable(RABI_CROP_RATES)) },
  {
    paths: [RATE_PAGES.rabiVegetables],
    texts: [
      ...tableTexts(vegetableRateTable(RABI_VEGETABLE_RATES)),
      ...tableTexts(minikitTable(RABI_VEGETABLE_MINIKITS)),
    ],
  },
  {
    paths: [RATE_PAGES.kharifSeeds],
    texts: [...tableTexts(cropRateTable(KHARIF_CROP_RATES)), ...tableTexts(packetRateTable(KHARIF_PACKET_RATES))],
  },
  { paths: [RATE_PAGES.kharifVegetables], texts: tableTexts(kitchenGardenTable(KITCHEN_GARDEN_PACKET)) },
  {
    paths: ['/marketing/offices'],
    texts: [MARKETING_OFFICES_TEXT, ...MARKETING_OFFICES_LINKS.map((link) => link.title)],
  },
  { paths: [SALE_COUNTERS_LINK.path], texts: [...tableTexts(SALE_COUNTERS_TABLE), ALSO_SOLD_THROUGH] },
  { paths: ['/marketing/sale-rate-agro'], texts: tableTexts(AGRO_CHEMICALS_TABLE) },
  { paths: ['/marketing/citizen-services'], texts: tableTexts(CITIZEN_SERVICES_TABLE) },
  { paths: ['/marketing/subsidy-program'], texts: tableTexts(SUBSIDY_TABLE) },
  {
    paths: ['/services'],
    texts: [...SERVICE_TEXTS, ...tableTexts(COMPLAINT_TIME_LIMITS_TABLE), ...tableTexts(SERVICE_FEES_TABLE)],
  },
  {
    paths: ['/finance'],
    texts: [
      FINANCE.paidUpCapital.display,
      FINANCE.fixedAssets.display,
      ...tableTexts(FINANCIAL_RESULTS),
      ...tableTexts(TAX_REGISTRATION),
      ...tableTexts(GST_REGISTRATION),
      ...sectionTexts(Object.values(FINANCE_TEXTS)),
    ],
  },
  ...ADMINISTRATION_SECTIONS.map((section) => ({ paths: [section.path], texts: [section.location, section.intro] })),
  {
    paths: [ANTI_STUBBLE_CAMPAIGN.path],
    texts: [ANTI_STUBBLE_CAMPAIGN.intro, ANTI_STUBBLE_CAMPAIGN.documentsHeading, ANTI_STUBBLE_CAMPAIGN.mediaHeading],
  },
  // The index's own words only: the titles of the pages it links to would rank it above those pages.
  { paths: ['/rti'], texts: [RTI_ACT, ...RTI_INDEX.paragraphs] },
  { paths: [rtiPath('RTI Replies')], texts: [RTI_REPLIES_EMPTY] },
  { paths: [rtiPath('Fees')], texts: [RTI_ACT, ...RTI_FEE_TEXTS] },
  { paths: [rtiPath('Application Form')], texts: [RTI_APPLICATION_FORM.title, RTI_APPLICATION_FORM.feeNote] },
  { paths: [rtiPath('Proactive Disclosure')], texts: PROACTIVE_DISCLOSURE_PAGES.map((page) => page.title) },
  ...PROACTIVE_DISCLOSURE_PAGES.map((page) => ({ paths: [page.path], texts: [page.title, page.body] })),
  { paths: [disclosurePath('budget-allotment')], texts: tableTexts(BUDGET_ALLOTMENT_TABLE) },
  ...POLICY_PAGES.map((page) => ({ paths: [page.path], texts: sectionTexts(page.sections) })),
  { paths: ['/screen-access-reader'], texts: [...SCREEN_READER_INTRO, ...tableTexts(SCREEN_READERS_TABLE)] },
];

/** The index the build writes next to the prerendered pages. */
export const siteSearchIndex = () => buildSearchIndex(ROUTE_TABLE, SEARCH_CONTENT);
