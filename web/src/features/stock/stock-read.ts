import type { PublicStock } from '@seedcorp/contracts';

/**
 * A season kind's stock as a page reads it, with the moment it was read: what "updated 2 hours ago" counts from on the
 * server, and in the browser until the page has hydrated.
 */
export type StockRead = PublicStock & { readAt: string };
