import type { Season } from '../../content/content-types';
import { ALSO_SOLD_THROUGH_TEXT } from '../../content/counters';
import { CROP_SEASON_PATHS, CROPS, cropsOfSeason } from '../../content/crops';
import { HOME } from '../../content/home';
import { ABOUT_PLANTS, ABOUT_SALE_NETWORK, ABOUT_TESTING_LAB } from '../../content/about';
import { ADMINISTRATION_SECTIONS, ANTI_STUBBLE_CAMPAIGN } from '../../content/administration';
import { INFO_PAGES } from '../../content/info-pages';
import { MARKETING_OFFICES_LINKS, MARKETING_OFFICES_TEXT } from '../../content/marketing';
import {
  ABOUT_US,
  CONTACT_FEEDBACK,
  ENGINEERING_TEXT,
  FINANCE_FIGURES,
  FINANCE_TEXTS,
  REGISTRATIONS_HEADING,
  RESULTS_HEADING,
} from '../../content/organisation';
import { SEED_TESTING_LAB_HEADING, SEED_TESTING_LAB_TEXT } from '../../content/plants';
import { POLICY_PAGES } from '../../content/policies';
import {
  FIELD_INSPECTIONS,
  PRODUCTION_STAGES,
  SEED_PRODUCTION_HEADINGS,
  SEED_PRODUCTION_TEXT,
} from '../../content/production';
import { SALE_COUNTERS_LINK, WHERE_SEED_IS_SOLD } from '../../content/rates';
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
import { SEED_LAB_TESTING_TEXT, SERVICES_PAGE } from '../../content/services';
import {
  GROWER_INCENTIVES_HEADING,
  HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT,
  VEGETABLE_SCHEME_HEADINGS,
} from '../../content/subsidies';
import { VEGETABLES_INDEX } from '../../content/vegetables';
import { ROUTE_TABLE } from '../../routes';
import { buildSearchIndex, sectionTexts, tableTexts, type ContentSource } from './search-index';

/**
 * Which content the site search finds on which page. Paths come from the content modules where they
 * know them; the others are route-table paths, checked against the table when the index is built. The
 * corporation's tables are data the administrators change: the site renderer adds their text as last published
 * (live-search-index.ts), so the index built from the site itself holds only its titles and prose.
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
  ...CROPS.map((crop) => ({ paths: [crop.path], texts: [crop.name, ...crop.varieties] })),
  ...SEASONS.map((season) => ({
    paths: [CROP_SEASON_PATHS[season]],
    texts: cropsOfSeason(season).map((crop) => crop.name),
  })),
  { paths: ['/products/vegetables'], texts: VEGETABLES_INDEX.map((link) => link.title) },
  { paths: ['/schemes'], texts: [...Object.values(VEGETABLE_SCHEME_HEADINGS), HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT] },
  {
    paths: ['/production/stages'],
    texts: [...PRODUCTION_STAGES.map((stage) => stage.title), FIELD_INSPECTIONS.heading, ...FIELD_INSPECTIONS.stages],
  },
  {
    paths: ['/production/seed-production'],
    texts: [
      ...Object.values(SEED_PRODUCTION_HEADINGS),
      ...Object.values(SEED_PRODUCTION_TEXT),
      FIELD_INSPECTIONS.heading,
      ...FIELD_INSPECTIONS.stages,
    ],
  },
  {
    paths: ['/production/seed-processing'],
    texts: [SEED_TESTING_LAB_HEADING, SEED_TESTING_LAB_TEXT, SEED_LAB_TESTING_TEXT],
  },
  { paths: ['/production/incentives'], texts: [GROWER_INCENTIVES_HEADING] },
  { paths: Object.values(RATE_PAGES), texts: WHERE_SEED_IS_SOLD },
  {
    paths: ['/marketing/offices'],
    texts: [MARKETING_OFFICES_TEXT, ...MARKETING_OFFICES_LINKS.map((link) => link.title)],
  },
  { paths: [SALE_COUNTERS_LINK.path], texts: [ALSO_SOLD_THROUGH_TEXT] },
  {
    paths: ['/services'],
    texts: [
      SERVICES_PAGE.intro,
      SERVICES_PAGE.timelinesHeading,
      SERVICES_PAGE.feesHeading,
      SERVICES_PAGE.testingHeading,
      SEED_LAB_TESTING_TEXT,
    ],
  },
  {
    paths: ['/finance'],
    texts: [
      FINANCE_FIGURES.heading,
      ...FINANCE_FIGURES.rows.flatMap((row) => [row.label, row.value]),
      RESULTS_HEADING,
      REGISTRATIONS_HEADING,
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
