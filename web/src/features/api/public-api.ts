import {
  API,
  type DirectorItem,
  type GroupedByLocation,
  type ImageItem,
  type ImageLocation,
  type NotificationLocation,
  type OfficeType,
  type PublicNotificationItem,
  type RtiAuthorityItem,
  type RtiOfficerItem,
  type TenderItem,
  type VisitorCounts,
} from '@seedcorp/contracts';
import { getJson, postJson } from '@seedcorp/web-shared/api/api-client';

/** The site's calls (spec section 7). It never asks for the base64 `file`: pictures and documents have URLs. */
export const publicApi = {
  homeNotifications: async () =>
    (
      await postJson<PublicNotificationItem[]>(API.notifications.webGetNotification, {
        location: 'Home Page',
        includeFile: false,
      })
    ).data ?? [],
  /** The documents of one notification section (service rules, forms, availability lists, ...). */
  documents: async (location: NotificationLocation) =>
    (
      await postJson<PublicNotificationItem[]>(API.notifications.webGetNotification, {
        location,
        includeFile: false,
      })
    ).data ?? [],
  tenders: async (location: TenderItem['location']) =>
    (await postJson<TenderItem[]>(API.notifications.getNotification, { location, includeFile: false })).data ?? [],
  images: async (location: ImageLocation) =>
    (await postJson<ImageItem[]>(API.files.webGetImages, { location, includeFile: false })).data ?? [],
  directors: async (location: OfficeType) =>
    (await postJson<DirectorItem[]>(API.director.webGetAll, { location, includeFile: false })).data ?? [],
  authorities: async () =>
    (await postJson<GroupedByLocation<RtiAuthorityItem>>(API.authorities.webGetAll, { location: 'All' })).data ?? {},
  officers: async () =>
    (await postJson<GroupedByLocation<RtiOfficerItem>>(API.officersDirectory.webGetAll, { location: 'All' })).data ??
    {},
  countVisit: () => postJson<unknown>(API.visitors.hit, {}),
  visitors: async () => (await getJson<VisitorCounts>(API.visitors.counts)).data,
};
