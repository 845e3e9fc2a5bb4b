import type { Season } from '../../content/content-types';
import { definePage } from '../../features/api/page-loader';
import { documentsRead, SALE_COUNTERS_READ, stockRead } from '../../features/api/list-reads';

/**
 * A season's stock at the sale counters, of the district the address names (`narrowedByDistrict`), and the
 * availability lists the corporation publishes.
 */
const availability = (season: Season) =>
  definePage(`marketing/${season}AvailabilityPage`, {
    reads: ({ district }) => ({
      stock: stockRead(season, district),
      documents: documentsRead(season === 'Rabi' ? 'Rabi Availability' : 'Kharif Availability'),
    }),
  });

export const RABI_AVAILABILITY_PAGE = availability('Rabi');
export const KHARIF_AVAILABILITY_PAGE = availability('Kharif');
/** The two pages are one shape. */
export type AvailabilityPage = typeof RABI_AVAILABILITY_PAGE;

export const SALE_COUNTERS_PAGE = definePage('marketing/SaleCountersPage', {
  words: true,
  reads: () => ({ counters: SALE_COUNTERS_READ, rabi: stockRead('Rabi'), kharif: stockRead('Kharif') }),
});

export const SEEDS_ALLOCATION_PAGE = definePage('marketing/SeedsAllocationPage', {
  reads: () => ({ documents: documentsRead('Seeds Allocation') }),
});
