import { administrationSection, ANTI_STUBBLE_CAMPAIGN } from './content/administration';
import { findCropAtPath } from './content/crops';
import { HOME } from './content/home';
import { DISCLOSURE_DOCUMENTS, findDisclosure } from './content/rti-pages';
import { cropVarietiesTable, SITE_TABLES, type SiteTableRef } from './content/site-tables';
import type { PublicRead } from './features/api/public-reads';

const documents = (location: Extract<PublicRead, { name: 'documents' }>['argument']): PublicRead => ({
  name: 'documents',
  argument: location,
});

/** What a page's route loader reads for its tables: each table, and a rate list's earlier lists. */
const tableReads = (tables: readonly SiteTableRef[]): PublicRead[] =>
  tables.flatMap((ref): PublicRead[] => [
    { name: 'contentTable', argument: ref.key },
    ...(ref.rateList ? [{ name: 'earlierRateLists' as const, argument: ref.key }] : []),
  ]);

/**
 * The public lists each page module shows, by the path it is shown at: its route loader reads them (on the server
 * for the first page, in the browser on client-side navigation). A page asking for a list not named here is
 * reported by the site renderer and by the route test.
 */
const PAGE_READS: Readonly<Record<string, (path: string) => PublicRead[]>> = {
  'home/HomePage': () => [
    { name: 'homeNotifications' },
    ...HOME.policyDocuments.map((policy) => documents(policy.location)),
    { name: 'images', argument: 'Home Corousel' },
    { name: 'images', argument: 'Photo Gallery' },
  ],
  'news/LatestNewsPage': () => [{ name: 'homeNotifications' }],
  'gallery/PhotoGalleryPage': () => [{ name: 'images', argument: 'Photo Gallery' }],
  'tenders/TendersPage': () => [{ name: 'tenders', argument: 'Tender' }],
  'tenders/ArchivedTendersPage': () => [{ name: 'tenders', argument: 'Archived Tender' }],
  'directory/DirectorsPage': () => [{ name: 'directors', argument: 'Directors' }],
  'directory/HeadOfficesPage': () => [{ name: 'directors', argument: 'Head Office' }],
  'directory/RegionalOfficesPage': () => [{ name: 'directors', argument: 'Regional Office' }],
  'rti/OfficersDirectoryPage': () => [{ name: 'officers' }],
  'rti/AuthoritiesPage': () => [{ name: 'authorities' }],
  'marketing/RabiAvailabilityPage': () => [documents('Rabi Availability')],
  'marketing/KharifAvailabilityPage': () => [documents('Kharif Availability')],
  'marketing/SeedsAllocationPage': () => [documents('Seeds Allocation')],
  'administration/AntiStubbleCampaignPage': () => [documents(ANTI_STUBBLE_CAMPAIGN.location)],
  'administration/AdministrationDocumentsPage': (path) => {
    const section = administrationSection(path);
    return section ? [documents(section.location)] : [];
  },
  'marketing/KharifSeedsPage': () => tableReads(SITE_TABLES.kharifSeeds),
  'marketing/RabiSeedsPage': () => tableReads(SITE_TABLES.rabiSeeds),
  'marketing/KharifVegetablesPage': () => tableReads(SITE_TABLES.kharifVegetables),
  'marketing/RabiVegetablesPage': () => tableReads(SITE_TABLES.rabiVegetables),
  'marketing/SaleCountersPage': () => tableReads(SITE_TABLES.saleCounters),
  'marketing/SaleRateAgroPage': () => tableReads(SITE_TABLES.agroChemicals),
  'marketing/SubsidyProgramPage': () => tableReads(SITE_TABLES.subsidyProgram),
  'marketing/CitizenServicesPage': () => tableReads(SITE_TABLES.citizenServices),
  'products/RabiVegetablesPage': () => tableReads(SITE_TABLES.rabiVegetableList),
  'products/KharifVegetablesPage': () => tableReads(SITE_TABLES.kharifVegetableList),
  'products/SchemesPage': () => tableReads(SITE_TABLES.vegetableSchemes),
  'production/IncentivesPage': () => tableReads(SITE_TABLES.growerIncentives),
  'production/SeedProductionPage': () => tableReads([...SITE_TABLES.rabiPlan, ...SITE_TABLES.kharifPlan]),
  'production/SeedProcessingPage': () => tableReads(SITE_TABLES.processingPlants),
  'organisation/ServicesPage': () => tableReads([...SITE_TABLES.serviceTimeLimits, ...SITE_TABLES.serviceFees]),
  'organisation/FinancePage': () => tableReads([...SITE_TABLES.financialResults, ...SITE_TABLES.registrations]),
  'organisation/ContactUsPage': () => tableReads(SITE_TABLES.contactDetails),
  'products/CropPage': (path) => {
    const crop = findCropAtPath(path);
    return crop ? tableReads([cropVarietiesTable(crop.slug)]) : [];
  },
  'rti/DisclosurePage': (path) => {
    const disclosure = findDisclosure(path);
    const location = disclosure?.source === 'pdf' ? DISCLOSURE_DOCUMENTS[disclosure.slug] : undefined;
    return location ? [documents(location)] : [];
  },
};

export const pageReads = (page: string, path: string): PublicRead[] => PAGE_READS[page]?.(path) ?? [];
