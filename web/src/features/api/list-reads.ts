import type { ImageLocation, NotificationLocation, OfficeType, TenderLocation } from '@seedcorp/contracts';
import type { Season } from '../../content/content-types';

/**
 * The public lists pages read, named with the contracts' types only, so that the pages' declarations (which the
 * route table gathers) stay free of the browser's API client.
 */
export const documentsRead = (location: NotificationLocation) => ({ name: 'documents' as const, argument: location });
export const tendersRead = (location: TenderLocation) => ({ name: 'tenders' as const, argument: location });
export const imagesRead = (location: ImageLocation) => ({ name: 'images' as const, argument: location });
export const directorsRead = (location: OfficeType) => ({ name: 'directors' as const, argument: location });
export const HOME_NOTIFICATIONS_READ = { name: 'homeNotifications' as const };
export const SALE_COUNTERS_READ = { name: 'saleCounters' as const };
/** Every district's stock of a kind of season, or one district's. */
export const stockRead = (season: Season, district?: string) => ({
  name: 'stock' as const,
  argument: district ? { season, district } : { season },
});
