import type {
  Bilingual,
  BookingOptions,
  ConsentNotice,
  FarmerBookings,
  FarmerData,
  FarmerProfile,
  PublicBookingWindow,
  DirectorItem,
  EarlierRateList,
  GroupedByLocation,
  ImageItem,
  ImageLocation,
  NotificationLocation,
  OfficeType,
  PublicContentTable,
  PublicNotificationItem,
  PublicPage,
  PublicPageTitle,
  PublicSaleCounter,
  PublicSiteSettings,
  PublicStockRequest,
  SeedLotCheck,
  RtiAuthorityItem,
  RtiOfficerItem,
  TenderItem,
  TenderLocation,
} from '@seedcorp/contracts';
import type { StockRead } from '../stock/stock-read';

/**
 * The site's calls a page reads, each with what it asks and what it answers, in the contract's types alone: the
 * pages' declarations (which the route table gathers, and tests and scripts read) name them without the browser's
 * API client, which is checked to make exactly these calls (`createPublicApi`).
 */
interface PageReadCalls {
  homeNotifications: { argument: undefined; data: PublicNotificationItem[] };
  documents: { argument: NotificationLocation; data: PublicNotificationItem[] };
  tenders: { argument: TenderLocation; data: TenderItem[] };
  images: { argument: ImageLocation; data: ImageItem[] };
  directors: { argument: OfficeType; data: DirectorItem[] };
  authorities: { argument: undefined; data: GroupedByLocation<RtiAuthorityItem> };
  officers: { argument: undefined; data: GroupedByLocation<RtiOfficerItem> };
  contentTable: { argument: string; data: PublicContentTable | undefined };
  earlierRateLists: { argument: string; data: EarlierRateList[] };
  pageWords: { argument: string; data: PublicPage | undefined };
  siteSettings: { argument: undefined; data: PublicSiteSettings | undefined };
  pageTitles: { argument: undefined; data: PublicPageTitle[] };
  saleCounters: { argument: undefined; data: PublicSaleCounter[] | undefined };
  stock: { argument: PublicStockRequest; data: StockRead | undefined };
  lotCheck: { argument: string; data: SeedLotCheck };
  bookingWindows: { argument: undefined; data: PublicBookingWindow[] };
  consentNotice: { argument: undefined; data: ConsentNotice };
  farmerProfile: { argument: undefined; data: FarmerProfile | undefined };
  farmerBookings: { argument: undefined; data: FarmerBookings | undefined };
  farmerData: { argument: undefined; data: FarmerData | undefined };
  bookingOptions: { argument: string; data: BookingOptions | undefined };
  formSaid: { argument: undefined; data: Bilingual | undefined };
}

type ReadName = keyof PageReadCalls;

/** One read a page makes: a call and what it asks. */
export type PublicRead = {
  [Name in ReadName]: PageReadCalls[Name]['argument'] extends undefined
    ? { name: Name; argument?: undefined }
    : { name: Name; argument: PageReadCalls[Name]['argument'] };
}[ReadName];

export type ReadData<Read extends PublicRead> = PageReadCalls[Read['name']]['data'];

/** The calls as the API client makes them. */
export type PageReadClient = {
  [Name in ReadName]: PageReadCalls[Name]['argument'] extends undefined
    ? () => Promise<PageReadCalls[Name]['data']>
    : (argument: PageReadCalls[Name]['argument']) => Promise<PageReadCalls[Name]['data']>;
};
