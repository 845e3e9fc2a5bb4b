import type { Logger } from '@nestjs/common';
import type { ServiceConfig } from '../config/service-config';

/**
 * A job a service runs on a timer from start to shutdown (publishing what is due, archiving, pruning, flushing
 * counts): one run at a time, so a run still going when the next falls due is not doubled; a failure logged, and
 * retried by the next run; shutdown waiting for the run in hand. The timer alone keeps no process alive.
 */
export class RepeatingJob {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly name: string,
    private readonly job: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  /**
   * Every `intervalMs`; with `runNow`, once at start too (catching up on the time the service was down), and the
   * answer waits for that run. A service whose `TIMED_JOBS` is off starts nothing: its tests run the job themselves,
   * so that no run of the timer's races the run a test checks.
   */
  start(
    config: Pick<ServiceConfig, 'timedJobs'>,
    intervalMs: number,
    { runNow = false }: { runNow?: boolean } = {},
  ): Promise<void> {
    if (!config.timedJobs) return Promise.resolve();
    this.timer = setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
    return runNow ? this.run() : Promise.resolve();
  }

  /** Stops the timer and waits for the run in hand, if any. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Runs the job now, or answers the run under way. */
  run(): Promise<void> {
    this.running ??= this.job()
      .then(
        () => undefined,
        (error: unknown) => this.logger.error({ err: error }, `${this.name} failed; the next run retries`),
      )
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }
}
