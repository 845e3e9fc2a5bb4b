import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { ContentConfig } from '../config';
import { WorkflowService } from './workflow.service';

/**
 * Publishes the scheduled drafts that are due: every replica looks every `CONTENT_SCHEDULE_POLL_SECONDS` (and once
 * at start, catching up on time the service was down) and fires each due schedule it can take; the schedule's row
 * lock makes each fire on one replica only.
 */
@Injectable()
export class ScheduleWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleWorker.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<unknown>;

  constructor(
    private readonly workflow: WorkflowService,
    private readonly config: ContentConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.scheduleRun();
    this.timer = setInterval(() => this.scheduleRun(), this.config.CONTENT_SCHEDULE_POLL_SECONDS * 1000);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Fires every due schedule it can take, one transaction each. */
  async fireDue(): Promise<number> {
    let fired = 0;
    while (await this.workflow.fireNextDue()) fired += 1;
    return fired;
  }

  private scheduleRun(): void {
    if (this.running) return;
    this.running = this.fireDue()
      .catch((error: unknown) =>
        this.logger.error({ err: error }, 'Scheduled publications failed; the next run retries'),
      )
      .finally(() => {
        this.running = undefined;
      });
  }
}
