import { AuditEntryRecord } from './audit/audit-entry.entity';
import { CountEntry } from './counts/count.entity';
import { Feedback } from './feedback/feedback.entity';
import { InitialSchema1763800000000 } from './migrations/1763800000000-initial-schema';
import { DashboardFeatures1763900000000 } from './migrations/1763900000000-dashboard-features';
import { StreamOrder1764810000000 } from './migrations/1764810000000-stream-order';
import { ActivityTypeLength1765000000000 } from './migrations/1765000000000-activity-type-length';
import { AuditTrail1765100000000 } from './migrations/1765100000000-audit-trail';
import { VisitorDay } from './visitors/visitor-day.entity';

/** Entities and migrations of the `dashboard` schema. */
export const database = {
  entities: [AuditEntryRecord, CountEntry, Feedback, VisitorDay],
  migrations: [
    InitialSchema1763800000000,
    DashboardFeatures1763900000000,
    StreamOrder1764810000000,
    ActivityTypeLength1765000000000,
    AuditTrail1765100000000,
  ],
};
