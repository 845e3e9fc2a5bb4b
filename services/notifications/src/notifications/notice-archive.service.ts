import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActivityPublisher, RepeatingJob } from '@seedcorp/libs';
import { NotificationsConfig } from '../config';
import { INDIA_TIME_ZONE } from './india-calendar';
import { Notification } from './notification.entity';

/**
 * Whether the tender archive owns row `n`: a tender whose last date of submission is over (the midnight after it, in
 * India) before its validity ends, or that has no validity end. Every other row with a validity end is the validity
 * run's. The rule reads the row alone, not the clock, so the two sets never meet and each row is moved, and
 * announced, by one rule only (docs/decisions/0038-tender-archive.md).
 */
const OWNED_BY_TENDER_RULE = `(n.location IN ('Tender', 'Archived Tender') AND n.submission_date IS NOT NULL
  AND (n.valid_until IS NULL OR n.valid_until > ((n.submission_date + 1)::timestamp AT TIME ZONE '${INDIA_TIME_ZONE}')))`;

/**
 * GIGW archive policy, two rules with one owner each. A 'Tender' whose last date of submission is over moves to
 * 'Archived Tender' (every ARCHIVE_INTERVAL_MINUTES). A notice whose validity has ended leaves the public lists, and
 * a tender whose validity ends before its last date moves to 'Archived Tender', within VALIDITY_CHECK_SECONDS of
 * that time. Replicas run both: each update selects only rows still waiting, and PostgreSQL re-checks that under
 * the row lock, so each row moves, and is announced, exactly once.
 */
@Injectable()
export class NoticeArchiveService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(NoticeArchiveService.name);
  private readonly pastTenders = new RepeatingJob('Tender archive run', () => this.archivePastTenders(), this.logger);
  private readonly validity = new RepeatingJob('Validity archive run', () => this.archiveExpired(), this.logger);

  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly activity: ActivityPublisher,
    private readonly config: NotificationsConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.pastTenders.start(this.config, this.config.ARCHIVE_INTERVAL_MINUTES * 60_000, { runNow: true });
    void this.validity.start(this.config, this.config.VALIDITY_CHECK_SECONDS * 1000, { runNow: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.pastTenders.stop(), this.validity.stop()]);
  }

  /** Moves the tenders that are past; returns the titles moved by this call (none if another replica holds the lock). */
  async archivePastTenders(): Promise<string[]> {
    const moved = await this.notifications.manager.transaction(async (manager) => {
      const [{ locked }] = (await manager.query(
        "SELECT pg_try_advisory_xact_lock(hashtext('notifications.tender-archive')) AS locked",
      )) as { locked: boolean }[];
      if (!locked) return [];
      // A CTE so that the driver answers the moved rows themselves.
      return (await manager.query(
        `WITH moved AS (
           UPDATE notifications.notifications AS n SET location = 'Archived Tender', updated_at = now()
           WHERE n.location = 'Tender' AND n.submission_date < (now() AT TIME ZONE $1)::date AND ${OWNED_BY_TENDER_RULE}
           RETURNING id, title
         ) SELECT id, title FROM moved ORDER BY title, id`,
        [INDIA_TIME_ZONE],
      )) as { id: string; title: string }[];
    });
    for (const { id, title } of moved) {
      await this.activity.publish('Archived', title, {
        record: { type: 'notification', id },
        changes: [{ field: 'Location', old: 'Tender', new: 'Archived Tender' }],
      });
    }
    if (moved.length > 0) this.logger.log({ count: moved.length }, 'Past tenders archived');
    return moved.map(({ title }) => title);
  }

  /** Archives what has run out of validity; returns the titles archived by this call. */
  async archiveExpired(): Promise<string[]> {
    const archived = (await this.notifications.query(
      `WITH archived AS (
         UPDATE notifications.notifications AS n
         SET archived_at = now(), updated_at = now(),
             location = CASE WHEN n.location = 'Tender' THEN 'Archived Tender' ELSE n.location END
         FROM notifications.notifications AS before
         WHERE n.id = before.id AND n.valid_until <= now() AND n.archived_at IS NULL AND NOT ${OWNED_BY_TENDER_RULE}
         RETURNING n.id, n.title, before.location AS was, n.location AS now
       ) SELECT id, title, was, now FROM archived ORDER BY title, id`,
    )) as { id: string; title: string; was: string; now: string }[];
    for (const { id, title, was, now } of archived) {
      await this.activity.publish('Archived', `${title} (validity ended)`, {
        record: { type: 'notification', id },
        changes: was === now ? [] : [{ field: 'Location', old: was, new: now }],
      });
    }
    if (archived.length > 0) this.logger.log({ count: archived.length }, 'Notices archived at the end of validity');
    return archived.map(({ title }) => title);
  }
}
