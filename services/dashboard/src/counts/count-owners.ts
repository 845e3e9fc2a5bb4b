import {
  CONTENT_COUNT_NAMES,
  IMAGE_LOCATIONS,
  LINK_KINDS,
  NOTIFICATION_LOCATIONS,
  type ActivitySource,
  type CountListName,
} from '@seedcorp/contracts';
import type { DashboardConfig } from '../config';

/** A count list, the service that owns its records, and the names it always shows (zero when empty). */
export interface CountOwner {
  list: CountListName;
  source: ActivitySource;
  baseUrl: string;
  names: readonly string[];
}

export const COUNT_OWNERS = Symbol('COUNT_OWNERS');

export function countOwners(config: DashboardConfig): CountOwner[] {
  return [
    { list: 'galleryCounts', source: 'media', baseUrl: config.MEDIA_INTERNAL_URL, names: IMAGE_LOCATIONS },
    {
      list: 'notificationCounts',
      source: 'notifications',
      baseUrl: config.NOTIFICATIONS_INTERNAL_URL,
      names: NOTIFICATION_LOCATIONS,
    },
    { list: 'linkCounts', source: 'directories', baseUrl: config.DIRECTORIES_INTERNAL_URL, names: LINK_KINDS },
    { list: 'contentCounts', source: 'content', baseUrl: config.CONTENT_INTERNAL_URL, names: CONTENT_COUNT_NAMES },
  ];
}
