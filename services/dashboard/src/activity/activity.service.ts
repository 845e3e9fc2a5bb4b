import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, MoreThanOrEqual, type Repository } from 'typeorm';
import { findPage, type PageRequest } from '@seedcorp/libs';
import {
  RECENT_ACTIVITY_TYPES,
  recentActivityOf,
  RECENT_ACTIVITY_DEFAULT_LIMIT,
  RECENT_ACTIVITY_MAX_LIMIT,
  SIGN_IN_ACTIVITY_TYPES,
  SIGN_IN_LOG_RETENTION_DAYS,
  type ActivityEvent,
  type ActivitySource,
  type Paged,
  type RecentActivityItem,
  type SignInLogItem,
} from '@seedcorp/contracts';
import { AuditEntryRecord } from '../audit/audit-entry.entity';
import { AuditService, NEWEST_FIRST } from '../audit/audit.service';
import { CountsService } from '../counts/counts.service';

/** The services whose changes Recent Activity shows. */
const SOURCES: ActivitySource[] = ['auth', 'media', 'notifications', 'directories', 'dashboard', 'content', 'sales'];
const DAY_MS = 24 * 3600 * 1000;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => list.includes(value as T);

/** `limit` from the query: a whole number clamped to 1..100, 20 when absent or not a number. */
export function recentLimit(value: unknown): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isInteger(parsed)) return RECENT_ACTIVITY_DEFAULT_LIMIT;
  return Math.min(RECENT_ACTIVITY_MAX_LIMIT, Math.max(1, parsed));
}

/**
 * The dashboard's views of the audit trail: Recent Activity (the content changes) and the sign-in log (the
 * sign-in events of the last 180 days).
 */
@Injectable()
export class ActivityService {
  constructor(
    @InjectRepository(AuditEntryRecord) private readonly entries: Repository<AuditEntryRecord>,
    private readonly audit: AuditService,
    private readonly counts: CountsService,
  ) {}

  /**
   * Keeps the stream entry in the audit trail, once; any change of an owner of counts (a workflow step such as a
   * publication as much as an edit) also has its owner's counts fetched.
   */
  async store(streamId: string, event: ActivityEvent): Promise<boolean> {
    const stored = await this.audit.record(streamId, event);
    // The event says only that the owner's numbers may have moved; the owner is asked for them.
    if (stored && isOneOf(SOURCES, event.source)) this.counts.reconcileSoon(event.source);
    return stored;
  }

  async recent(limit: number): Promise<RecentActivityItem[]> {
    const rows = await this.entries.find({
      where: { action: In([...RECENT_ACTIVITY_TYPES]), source: In(SOURCES) },
      order: NEWEST_FIRST,
      take: limit,
    });
    return rows.map((row) => ({
      lastActivity: row.occurredAt.toISOString(),
      source: row.source as ActivitySource,
      ...recentActivityOf(row.action as (typeof RECENT_ACTIVITY_TYPES)[number], row.details),
    }));
  }

  /** The sign-in events of the last 180 days, however long the audit trail keeps them. */
  async signInLog(page: PageRequest): Promise<Paged<SignInLogItem>> {
    const since = new Date(Date.now() - SIGN_IN_LOG_RETENTION_DAYS * DAY_MS);
    const where = { action: In([...SIGN_IN_ACTIVITY_TYPES]), occurredAt: MoreThanOrEqual(since) };
    return findPage(this.entries, page, { where, order: NEWEST_FIRST }, (rows) =>
      rows.map((row) => ({
        at: row.occurredAt.toISOString(),
        activityType: row.action as SignInLogItem['activityType'],
        activityDetails: row.details,
      })),
    );
  }
}
