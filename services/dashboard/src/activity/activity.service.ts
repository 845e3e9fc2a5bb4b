import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  CONTENT_ACTIVITY_TYPES,
  findPage,
  RECENT_ACTIVITY_DEFAULT_LIMIT,
  RECENT_ACTIVITY_MAX_LIMIT,
  SIGN_IN_ACTIVITY_TYPES,
  SIGN_IN_LOG_RETENTION_DAYS,
  type ActivityEvent,
  type ActivitySource,
  type Paged,
  type PageRequest,
  type RecentActivityItem,
  type SignInLogItem,
} from '@seedcorp/libs';
import { CountsService } from '../counts/counts.service';
import { Activity } from './activity.entity';
import { SignIn } from './sign-in.entity';

const SOURCES: readonly ActivitySource[] = ['auth', 'media', 'notifications', 'directories', 'dashboard', 'content'];
const DETAILS_MAX = 1000;
const DAY_MS = 24 * 3600 * 1000;

export type StoreOutcome = 'stored' | 'duplicate' | 'ignored';

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** `limit` from the query: a whole number clamped to 1..100, 20 when absent or not a number. */
export function recentLimit(value: unknown): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isInteger(parsed)) return RECENT_ACTIVITY_DEFAULT_LIMIT;
  return Math.min(RECENT_ACTIVITY_MAX_LIMIT, Math.max(1, parsed));
}

/**
 * Events of one millisecond keep the order they were published in: their stream ids say it (as numbers), while the
 * row ids only say which dashboard replica stored them first.
 */
const NEWEST_FIRST = { occurredAt: 'DESC', streamMs: 'DESC', streamSeq: 'DESC', id: 'DESC' } as const;

@Injectable()
export class ActivityService {
  private readonly logger = new Logger(ActivityService.name);

  constructor(
    @InjectRepository(Activity) private readonly activities: Repository<Activity>,
    @InjectRepository(SignIn) private readonly signIns: Repository<SignIn>,
    private readonly counts: CountsService,
  ) {}

  /**
   * Stores one stream entry exactly once: content changes in Recent Activity, sign-in events in the
   * sign-in log. An entry the dashboard cannot understand is logged and ignored, so it cannot block the stream.
   */
  async store(streamId: string, event: ActivityEvent): Promise<StoreOutcome> {
    const occurredAt = new Date(event.at);
    if (!isOneOf(SOURCES, event.source) || Number.isNaN(occurredAt.getTime())) return this.ignore(streamId, event);
    const activityDetails = event.activityDetails.slice(0, DETAILS_MAX);
    if (isOneOf(SIGN_IN_ACTIVITY_TYPES, event.activityType)) {
      // An event read late (the dashboard was down for long) is not kept past the retention either.
      if (occurredAt.getTime() < Date.now() - SIGN_IN_LOG_RETENTION_DAYS * DAY_MS) return 'ignored';
      const inserted: unknown[] = await this.signIns.query(
        `INSERT INTO dashboard.sign_ins (stream_id, activity_type, activity_details, occurred_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (stream_id) DO NOTHING RETURNING id`,
        [streamId, event.activityType, activityDetails, occurredAt],
      );
      return inserted.length > 0 ? 'stored' : 'duplicate';
    }
    if (!isOneOf(CONTENT_ACTIVITY_TYPES, event.activityType)) {
      // Not a line of Recent Activity, but a workflow step (a publication) may move its owner's counts all the same.
      this.counts.reconcileSoon(event.source);
      return this.ignore(streamId, event);
    }
    const inserted: unknown[] = await this.activities.query(
      `INSERT INTO dashboard.activities (stream_id, source, activity_type, activity_details, occurred_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (stream_id) DO NOTHING RETURNING id`,
      [streamId, event.source, event.activityType, activityDetails, occurredAt],
    );
    if (inserted.length === 0) return 'duplicate';
    // The event says only that the owner's numbers may have moved; the owner is asked for them.
    this.counts.reconcileSoon(event.source);
    return 'stored';
  }

  async recent(limit: number): Promise<RecentActivityItem[]> {
    const rows = await this.activities.find({ order: NEWEST_FIRST, take: limit });
    return rows.map((row) => ({
      lastActivity: row.occurredAt.toISOString(),
      source: row.source,
      activityType: row.activityType,
      activityDetails: row.activityDetails,
    }));
  }

  async signInLog(page: PageRequest): Promise<Paged<SignInLogItem>> {
    return findPage(this.signIns, page, { order: NEWEST_FIRST }, (rows) =>
      rows.map((row) => ({
        at: row.occurredAt.toISOString(),
        activityType: row.activityType,
        activityDetails: row.activityDetails,
      })),
    );
  }

  /** The sign-in log keeps 180 days, the audit retention asked of public bodies. */
  async pruneSignIns(): Promise<number> {
    const result = await this.signIns.manager.query(
      `DELETE FROM dashboard.sign_ins WHERE occurred_at < now() - make_interval(days => $1)`,
      [SIGN_IN_LOG_RETENTION_DAYS],
    );
    return (result as [unknown, number])[1] ?? 0;
  }

  private ignore(streamId: string, event: ActivityEvent): StoreOutcome {
    this.logger.warn({ streamId, source: event.source, activityType: event.activityType }, 'Activity event ignored');
    return 'ignored';
  }
}
