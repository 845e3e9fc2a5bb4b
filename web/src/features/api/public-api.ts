import {
  API,
  type ImageLocation,
  type NotificationLocation,
  type OfficeType,
  type TenderLocation,
} from '@seedcorp/contracts';
import { callApi } from '@seedcorp/web-shared/api/api-client';

/** The site's calls (spec section 7). It never asks for the base64 `file`: pictures and documents have URLs. */
export const publicApi = {
  homeNotifications: async () =>
    (await callApi(API.notifications.webGetNotification, { location: 'Home Page', includeFile: false })).data ?? [],
  /** The documents of one notification section (service rules, forms, availability lists, ...). */
  documents: async (location: NotificationLocation) =>
    (await callApi(API.notifications.webGetNotification, { location, includeFile: false })).data ?? [],
  /** The tender form of `getNotification` answers a plain list (the admin form answers a page). */
  tenders: async (location: TenderLocation) => {
    const data = (await callApi(API.notifications.getNotification, { location, includeFile: false })).data;
    return Array.isArray(data) ? data : [];
  },
  images: async (location: ImageLocation) =>
    (await callApi(API.files.webGetImages, { location, includeFile: false })).data ?? [],
  directors: async (location: OfficeType) =>
    (await callApi(API.director.webGetAll, { location, includeFile: false })).data ?? [],
  authorities: async () => (await callApi(API.authorities.webGetAll, { location: 'All' })).data ?? {},
  officers: async () => (await callApi(API.officersDirectory.webGetAll, { location: 'All' })).data ?? {},
  countVisit: () => callApi(API.visitors.hit, {}),
  visitors: async () => (await callApi(API.visitors.counts, undefined)).data,
};
