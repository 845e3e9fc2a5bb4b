import {
  API,
  type ImageLocation,
  type NotificationLocation,
  type OfficeType,
  type PublicStockRequest,
  type TenderLocation,
} from '@seedcorp/contracts';
import { callApi } from '@seedcorp/web-shared/api/api-client';
import type { StockRead } from '../stock/stock-read';
import type { PageReadClient } from './page-read-types';

/**
 * The site's calls (spec section 7), at the address `origin` gives each path: the gateway's own paths in the
 * browser, each owning service's internal address in the site renderer. It never asks for the base64 `file`:
 * pictures and documents have URLs.
 */
export function createPublicApi(settings: { origin?: (path: string) => string; timeoutMs?: number } = {}) {
  const call: typeof callApi = (path, body, options = {}) =>
    callApi(path, body, { ...options, origin: settings.origin?.(path), timeoutMs: settings.timeoutMs });
  return {
    homeNotifications: async () =>
      (await call(API.notifications.webGetNotification, { location: 'Home Page', includeFile: false })).data ?? [],
    /** The documents of one notification section (service rules, forms, availability lists, ...). */
    documents: async (location: NotificationLocation) =>
      (await call(API.notifications.webGetNotification, { location, includeFile: false })).data ?? [],
    /** The tender form of `getNotification` answers a plain list (the admin form answers a page). */
    tenders: async (location: TenderLocation) => {
      const data = (await call(API.notifications.getNotification, { location, includeFile: false })).data;
      return Array.isArray(data) ? data : [];
    },
    images: async (location: ImageLocation) =>
      (await call(API.files.webGetImages, { location, includeFile: false })).data ?? [],
    directors: async (location: OfficeType) =>
      (await call(API.director.webGetAll, { location, includeFile: false })).data ?? [],
    authorities: async () => (await call(API.authorities.webGetAll, { location: 'All' })).data ?? {},
    officers: async () => (await call(API.officersDirectory.webGetAll, { location: 'All' })).data ?? {},
    /** One of the corporation's tables (rates, counters, varieties ...) as last published. */
    contentTable: async (key: string) => (await call(API.content.webGetTable, { key })).data,
    /** Every table with a published version, without its rows (the open-data catalogue, the rate-list feed). */
    publishedTables: async () => (await call(API.content.webGetTables, undefined)).data ?? [],
    /** A rate table's earlier lists, newest first. */
    earlierRateLists: async (key: string) => (await call(API.content.webGetRateLists, { key })).data ?? [],
    /** A page's words as last published (its blocks in English and Hindi, and when it was published). */
    pageWords: async (path: string) => (await call(API.content.webGetPage, { path })).data,
    /** The corporation's name, logos, contact record and links, and when the site's content last changed. */
    siteSettings: async () => (await call(API.content.webGetSettings, undefined)).data,
    /** The title each page was last published under, in both languages. */
    pageTitles: async () => (await call(API.content.webGetPageTitles, undefined)).data ?? [],
    /** The sale counters as records, in display order, a closed one marked closed. */
    saleCounters: async () => (await call(API.sales.webGetCounters, undefined)).data,
    /** The seed of a kind of season in stock at the counters (of one district, if asked), with the moment it was read. */
    stock: async (asked: PublicStockRequest): Promise<StockRead | undefined> => {
      const stock = (await call(API.sales.webGetStock, asked)).data;
      return stock && { ...stock, readAt: new Date().toISOString() };
    },
    countVisit: () => call(API.visitors.hit, {}),
    visitors: async () => (await call(API.visitors.counts, undefined)).data,
  } satisfies PageReadClient & Record<string, unknown>;
}

export type PublicApi = ReturnType<typeof createPublicApi>;

/** The browser's calls, through the gateway. */
export const publicApi = createPublicApi();
