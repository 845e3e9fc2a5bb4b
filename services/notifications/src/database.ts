import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { TenderDateIndex1764000000000 } from './migrations/1764000000000-tender-date-index';
import { NoticeValidity1765000000000 } from './migrations/1765000000000-notice-validity';
import { Notification } from './notifications/notification.entity';

/** Entities and migrations of the `notifications` schema. */
export const database = {
  entities: [Notification],
  migrations: [InitialSchema1763800000000, TenderDateIndex1764000000000, NoticeValidity1765000000000],
};
