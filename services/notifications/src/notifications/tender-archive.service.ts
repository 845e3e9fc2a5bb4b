import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ActivityPublisher } from '@seedcorp/libs';
import { NotificationsConfig } from '../config';
import { INDIA_TIME_ZONE } from './india-calendar';
import { Notification } from './notification.entity';

/**
 * GIGW archive policy: every 'Tender' whose last date of submission is before today moves to
 * 'Archived Tender', once at start (catching up on time the service was down) and then on a
 * schedule. Replicas share one transaction-scoped advisory lock, and the update selects only
 * rows still marked 'Tender', so each tender moves, and is announced, exactly once.
 */
@Injectable()
export class TenderArchiveService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(TenderArchiveService.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    @InjectRepository(Notification) private readonly notifications: Repository<Notification>,
    private readonly activity: ActivityPublisher,
    private readonly config: NotificationsConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduleRun();
    this.timer = setInterval(() => this.scheduleRun(), this.config.ARCHIVE_INTERVAL_MINUTES * 60_000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
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
    for (const { title } of moved) {
      await this.activity.publish('Updated', title);
    }
    if (moved.length > 0) this.logger.log({ count: moved.length }, 'Past tenders archived');
    return moved.map(({ title }) => title);
  }

  private scheduleRun(): void {
    if (this.running) return;
    this.running = this.archivePastTenders()
      .catch((error: unknown) => this.logger.error({ err: error }, 'Tender archive run failed; the next run retries'))
      .finally(() => {
        this.running = undefined;
      });
  }
}
