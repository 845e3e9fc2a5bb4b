import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActivityPublisher, RepeatingJob } from '@seedcorp/libs';
import { NotificationsConfig } from '../config';
import { INDIA_TIME_ZONE } from './india-calendar';
import { Notification } from './notification.entity';

/**
 * GIGW archive policy. Every 'Tender' whose last date of submission is before today moves to 'Archived Tender'
 * (every ARCHIVE_INTERVAL_MINUTES). A notice or tender whose validity has ended leaves the public lists within
 * VALIDITY_CHECK_SECONDS of that time: a tender moves to 'Archived Tender', a home page notice is marked archived.
 * Replicas run both: each update selects only rows still waiting, and PostgreSQL re-checks that under the row
 * lock, so each row moves, and is announced, exactly once.
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
    void this.pastTenders.start(this.config.ARCHIVE_INTERVAL_MINUTES * 60_000, { runNow: true });
    void this.validity.start(this.config.VALIDITY_CHECK_SECONDS * 1000, { runNow: true });
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
           UPDATE notifications.notifications SET location = 'Archived Tender', updated_at = now()
           WHERE location = 'Tender' AND submission_date < (now() AT TIME ZONE $1)::date
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
         WHERE n.id = before.id AND n.valid_until <= now() AND n.archived_at IS NULL
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
