import {
  API,
  type Bilingual,
  type ImageLocation,
  type NotificationLocation,
  type OfficeType,
  type PublicStockRequest,
  type TenderLocation,
} from '@seedcorp/contracts';
import { ApiRequestError, callApi, dataOf } from '@seedcorp/web-shared/api/api-client';
import type { StockRead } from '../stock/stock-read';
import type { PageReadClient } from './page-read-types';

/** The farmer a booking page is made for, as the site renderer knows them from the request. */
export interface FarmerRequest {
  token?: string;
  said?: Bilingual;
}

/**
 * The site's calls (spec section 7), at the address `origin` gives each path: the gateway's own paths in the
 * browser, each owning service's internal address in the site renderer. It never asks for the base64 `file`:
 * pictures and documents have URLs.
 */
export function createPublicApi(
  settings: {
    origin?: (path: string) => string;
    timeoutMs?: number;
    /** On the server, the address of the visitor a read is made for: a lookup is counted against it. */
    visitor?: () => string | undefined;
    /** On the server, the farmer a booking page is made for: their session's token and what their last form said. */
    farmer?: () => FarmerRequest | undefined;
  } = {},
) {
  /**
   * A farmer's own read, with their session's token: nothing without one, and nothing once the session has ended
   * (the page then asks them to sign in).
   */
  const farmerRead = async <T>(read: (token: string) => Promise<T>): Promise<T | undefined> => {
    const token = settings.farmer?.()?.token;
    if (!token) return undefined;
    try {
      return await read(token);
    } catch (error) {
      if (error instanceof ApiRequestError && error.httpStatus === 401) return undefined;
      throw error;
    }
  };
  const call: typeof callApi = (path, body, options = {}) => {
    const visitor = settings.visitor?.();
    return callApi(path, body, {
      ...options,
      origin: settings.origin?.(path),
      timeoutMs: settings.timeoutMs,
      headers: visitor ? { 'X-Forwarded-For': visitor } : undefined,
    });
  };
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
    /** A seed lot's check by the number on its tag: the lot as a farmer reads it, or the answer for no lot. */
    lotCheck: async (lotNumber: string) => dataOf(await call(API.seedLots.webCheck, { lotNumber })),
    /** The booking windows open now and soon, with their rules in both languages. */
    bookingWindows: async () => (await call(API.booking.webGetWindows, undefined)).data ?? [],
    /** The notice a farmer reads before booking: what is collected, why, for how long, how to withdraw. */
    consentNotice: async () => dataOf(await call(API.farmers.consentNotice, undefined)),
    farmerProfile: () => farmerRead(async (token) => dataOf(await call(API.farmers.profile, undefined, { token }))),
    farmerBookings: () =>
      farmerRead(async (token) => dataOf(await call(API.booking.farmerBookings, undefined, { token }))),
    farmerData: () => farmerRead(async (token) => dataOf(await call(API.farmers.myData, undefined, { token }))),
    bookingOptions: (windowKey: string) =>
      farmerRead(async (token) => dataOf(await call(API.booking.options, { windowKey }, { token }))),
    /** What the farmer's last form was answered with, shown once on the page it led to. */
    formSaid: async () => settings.farmer?.()?.said,
    countVisit: () => call(API.visitors.hit, {}),
    visitors: async () => (await call(API.visitors.counts, undefined)).data,
  } satisfies PageReadClient & Record<string, unknown>;
}

export type PublicApi = ReturnType<typeof createPublicApi>;

/** The browser's calls, through the gateway. */
export const publicApi = createPublicApi();
