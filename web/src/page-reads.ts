import { administrationSection, ANTI_STUBBLE_CAMPAIGN } from './content/administration';
import { HOME } from './content/home';
import { DISCLOSURE_DOCUMENTS, findDisclosure } from './content/rti-pages';
import type { PublicRead } from './features/api/public-reads';

const documents = (location: Extract<PublicRead, { name: 'documents' }>['argument']): PublicRead => ({
  name: 'documents',
  argument: location,
});

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
  'rti/DisclosurePage': (path) => {
    const disclosure = findDisclosure(path);
    const location = disclosure?.source === 'pdf' ? DISCLOSURE_DOCUMENTS[disclosure.slug] : undefined;
    return location ? [documents(location)] : [];
  },
};

export const pageReads = (page: string, path: string): PublicRead[] => PAGE_READS[page]?.(path) ?? [];
