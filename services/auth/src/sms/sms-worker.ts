import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { maskMobile } from '../login/login-rules';
import { SmsMetrics, type SmsFailureReason } from './sms-metrics';
import { SmsQueue, type SmsClaim, type SmsJobRecord, type SmsRecovery } from './sms-queue';
import { SmsDeliveryError, SmsSender, type SmsMessage, type SmsReceipt } from './sms-sender';

/** How often an idle worker looks for jobs queued by another replica and for claims that lapsed. */
const POLL_MS = 1000;
/** A worker that cannot reach Redis waits this long before trying again. */
const ERROR_BACKOFF_MS = 1000;
/** A claim outlives the longest send (the gateway's timeout) by this much before another worker may end it. */
const CLAIM_MARGIN_MS = 15_000;

/**
 * Takes OTP SMS jobs from the queue one at a time and sends them: a temporary failure is tried again after
 * the waits of SMS_RETRY_DELAYS_MS, a permanent refusal is not, and a job whose code expired or was replaced by
 * a newer one is closed unsent. The sign-in log entry ('otp-sent' / 'otp-send-failed') is written from the
 * job's own data, so a job queued before a restart is recorded by the worker that finishes it.
 *
 * A job whose worker stopped after it began sending (crash, out-of-memory kill, lost node) is never sent again.
 * The request may have reached the gateway and the phone, most gateways offer no way to ask or to send
 * idempotently, and a second SMS with the same code is exactly what the queue must not send; and a job whose
 * send brings the process down would otherwise be sent again by each restart, a flood of SMS billed one by one.
 * It is recorded as a failure, and the admin asks for a new code after the resend wait as after any failed
 * send. A job claimed but not yet being sent has certainly not been sent: it goes back to the queue. A timeout
 * is a different case, retried like the other temporary failures: the worker is alive, knows no answer
 * came, and the tries are few and end with the code's life.
 */
@Injectable()
export class SmsWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SmsWorker');
  /** This worker's name on its claims. */
  private readonly id = randomUUID();
  private readonly retryDelaysMs: number[];
  private readonly claimMs: number;
  private running?: Promise<void>;
  private stopping = false;
  private wakeRequested = false;
  private interruptIdle?: () => void;
  private failing = false;

  constructor(
    private readonly queue: SmsQueue,
    private readonly sender: SmsSender,
    private readonly audit: LoginAudit,
    private readonly metrics: SmsMetrics,
    config: AuthConfig,
  ) {
    this.retryDelaysMs = config.smsRetryDelaysMs();
    this.claimMs = config.SMS_HTTP_TIMEOUT_MS + CLAIM_MARGIN_MS;
    if (config.SMS_PROVIDER === 'http' && !config.SMS_HTTP_SUCCESS_PATTERN) {
      this.logger.warn('SMS_HTTP_SUCCESS_PATTERN is not set: every 2xx answer of the SMS gateway counts as sent');
    }
  }

  onApplicationBootstrap(): void {
    this.running = this.run();
  }

  /** Takes no new job, and lets the one in flight finish, before Redis is closed. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.interruptIdle?.();
    await this.running;
  }

  /** A job was queued here: look at once rather than at the next poll. */
  wake(): void {
    this.wakeRequested = true;
    this.interruptIdle?.();
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.wakeRequested = false;
      try {
        const now = Date.now();
        for (const recovery of await this.queue.recoverLapsed(now)) await this.recovered(recovery);
        const claim = await this.queue.claimNext(this.id, now, now + this.claimMs);
        this.reachable();
        if (claim) {
          await this.handle(claim);
          continue;
        }
        const nextDueAt = await this.queue.nextDueAt();
        await this.idle(nextDueAt === undefined ? POLL_MS : Math.min(POLL_MS, Math.max(0, nextDueAt - Date.now())));
      } catch (error) {
        this.unreachable(error);
        await this.idle(ERROR_BACKOFF_MS);
      }
    }
  }

  private async handle(claim: SmsClaim): Promise<void> {
    const { job } = claim;
    if (claim.verdict !== 'claimed') {
      if (claim.verdict === 'expired') await this.failed(job, 'expired', 'the code expired before it could be sent');
      else this.logger.log({ to: maskMobile(job.mobile), jobId: job.id }, 'OTP SMS not sent: a newer code replaced it');
      return;
    }
    if (!claim.message) {
      // Sealed under another signing key: nothing to send, and no other worker could read it either.
      if (await this.queue.finish(job.id, this.id, { state: 'failed', error: 'unreadable' })) {
        await this.failed(job, 'permanent', 'the queued text could not be decrypted (the signing key changed?)');
      }
      return;
    }
    const attempt = await this.queue.startSending(job.id, this.id);
    if (attempt > 0) await this.send(job, claim.message, attempt);
  }

  private async send(job: SmsJobRecord, message: SmsMessage, attempt: number): Promise<void> {
    let receipt: SmsReceipt;
    try {
      receipt = await this.sender.send(message);
    } catch (error) {
      const failure =
        error instanceof SmsDeliveryError ? error : new SmsDeliveryError('temporary', (error as Error).message);
      await this.notSent(job, attempt, failure);
      return;
    }
    const { messageId } = receipt;
    if (!(await this.queue.finish(job.id, this.id, { state: 'delivered', messageId }))) return this.lost(job);
    this.metrics.delivered();
    this.logger.log(
      { to: maskMobile(job.mobile), jobId: job.id, attempt, messageId },
      'OTP SMS accepted by the gateway',
    );
    await this.audit.record('otp-sent', job.mobile, job.ip);
  }

  private async notSent(job: SmsJobRecord, attempt: number, failure: SmsDeliveryError): Promise<void> {
    const retryAt = Date.now() + (this.retryDelaysMs[attempt - 1] ?? Infinity);
    if (failure.kind === 'temporary' && retryAt < job.expiresAt) {
      if (!(await this.queue.finish(job.id, this.id, { state: 'waiting', dueAt: retryAt, error: failure.message }))) {
        return this.lost(job);
      }
      this.logger.warn(
        { to: maskMobile(job.mobile), jobId: job.id, attempt, reason: failure.message },
        'OTP SMS not accepted, will retry',
      );
      return;
    }
    if (!(await this.queue.finish(job.id, this.id, { state: 'failed', error: failure.message }))) return this.lost(job);
    const reason = failure.kind === 'permanent' ? 'permanent' : 'temporary-exhausted';
    await this.failed(job, reason, failure.message, { attempts: attempt });
  }

  private async recovered({ outcome, job }: SmsRecovery): Promise<void> {
    if (outcome === 'requeued') {
      this.logger.warn(
        { to: maskMobile(job.mobile), jobId: job.id },
        'OTP SMS claim lapsed before sending; queued again',
      );
      return;
    }
    await this.failed(job, 'interrupted', 'its worker stopped during the send; not sent again, it may have arrived', {
      attempts: job.attempts,
    });
  }

  /** The one log line, the metric and the sign-in log entry of an OTP SMS that was not sent. */
  private async failed(
    job: SmsJobRecord,
    reason: SmsFailureReason,
    detail: string,
    extra: Record<string, unknown> = {},
  ): Promise<void> {
    this.metrics.failed(reason);
    this.logger.error(
      { to: maskMobile(job.mobile), jobId: job.id, reason, detail, ...extra },
      'OTP SMS could not be sent',
    );
    await this.audit.record('otp-send-failed', job.mobile, job.ip);
  }

  /** The claim lapsed while the send took longer than it allows; whoever ended it recorded the outcome. */
  private lost(job: SmsJobRecord): void {
    this.logger.warn({ to: maskMobile(job.mobile), jobId: job.id }, 'OTP SMS claim lapsed during the send');
  }

  private reachable(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.log('SMS queue working again');
  }

  /** One line per outage (Redis away, mostly), not one a second. */
  private unreachable(error: unknown): void {
    if (this.failing) return;
    this.failing = true;
    // The message only: a Redis error may carry the command's arguments, with the number in a key name.
    this.logger.error({ detail: (error as Error).message }, 'SMS queue step failed; retrying');
  }

  private idle(ms: number): Promise<void> {
    if (this.stopping || this.wakeRequested) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.interruptIdle = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.interruptIdle = done;
    });
  }
}
