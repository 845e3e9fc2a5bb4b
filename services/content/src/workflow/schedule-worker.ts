import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RepeatingJob } from '@seedcorp/libs';
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
  private readonly job = new RepeatingJob('Scheduled publications', () => this.fireDue(), this.logger);

  constructor(
    private readonly workflow: WorkflowService,
    private readonly config: ContentConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.job.start(this.config, this.config.CONTENT_SCHEDULE_POLL_SECONDS * 1000, { runNow: true });
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Fires every due schedule it can take, one transaction each. */
  async fireDue(): Promise<number> {
    let fired = 0;
    while (await this.workflow.fireNextDue()) fired += 1;
    return fired;
  }
}
