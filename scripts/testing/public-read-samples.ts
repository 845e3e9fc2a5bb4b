import { API } from '@seedcorp/contracts';

/** A body each public POST read answers 200 to; the GET reads take none. */
export const PUBLIC_READ_SAMPLES: Record<string, object> = {
  [API.files.webGetImages]: { location: 'Photo Gallery', includeFile: false },
  [API.notifications.webGetNotification]: { location: 'Home Page', includeFile: false },
  [API.notifications.getNotification]: { location: 'Tender', includeFile: false },
  [API.director.webGetAll]: { location: 'Directors', includeFile: false },
  [API.officersDirectory.webGetAll]: { location: 'All' },
  [API.authorities.webGetAll]: { location: 'All' },
  [API.content.webGetTable]: { key: 'rabi-crop-rates' },
  [API.content.webGetRateLists]: { key: 'rabi-crop-rates' },
  [API.content.webGetPage]: { path: '/about-us' },
  [API.content.webGetSettings]: {},
  [API.content.webGetTables]: {},
  [API.sales.webGetStock]: { season: 'Rabi' },
  [API.booking.webGetWindows]: {},
};
