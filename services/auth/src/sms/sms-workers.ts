import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { UnrecoverableError, Worker, type Job, type MinimalJob, type Queue, type WorkerOptions } from 'bullmq';
import type Redis from 'ioredis';
import { REDIS } from '@seedcorp/libs';
import { AuthConfig } from '../config';
import { LoginAudit } from '../login/login-audit';
import { maskMobile } from '../login/login-rules';
import { rateWindow, SMS_ALERT_QUEUE, SMS_CODE_QUEUE, smsQueuePrefix, workerConnection } from './sms-connection';
import { SmsJobCipher } from './sms-job-cipher';
import { SmsMessages, type SmsState } from './sms-messages';
import { SmsMetrics, type SmsAlertFailureReason, type SmsFailureReason } from './sms-metrics';
import { LISTED_BACKOFF, ON_TIME_MS, SmsQueue, type SmsAlertJob, type SmsCodeJob } from './sms-queue';
import { SmsDeliveryError, SmsSender, type SmsReceipt } from './sms-sender';

/** Codes sent at once by each replica: they come one at a time, as admins and farmers sign in. */
const CODE_CONCURRENCY = 4;
/**
 * A job's holder renews its lock while it works on it; a replica that stops (killed, its node lost) renews it no
 * more, and within this time plus a stall check another replica takes its jobs over.
 */
const LOCK_MS = 10_000;
const STALL_CHECK_MS = 5_000;
/** How soon the alerts' rate is set again after Redis did not take it. */
const RATE_RETRY_MS = 1000;
/** A stopping replica lets the sends in hand finish for this long beyond the gateway's timeout. */
const CLOSE_MARGIN_MS = 2_000;

interface CodeMessage {
  mobile: string;
  ip: string;
  otp: string;
  text: string;
}

/** The configured waits before each retry of a code, which its job carries. */
const listedBackoff = (attemptsMade: number, type?: string, _error?: Error, job?: MinimalJob): number => {
  if (type !== LISTED_BACKOFF) throw new Error(`unknown backoff ${type}`);
  return (job?.data as SmsCodeJob).retryDelaysMs[attemptsMade - 1] ?? 0;
};

/**
 * The SMS queues' workers, in every replica: codes from their own queue, alerts at the provider's rate (a limit
 * kept in Redis, so it holds across replicas). BullMQ hands each job to one worker at a time, retries a
 * temporary failure with backoff and keeps failures for inspection; the message's state (SmsMessages) decides
 * what a job handed over again may do.
 *
 * A message whose replica stopped after its send began (crash, out-of-memory kill, lost node) is never sent again.
 * The request may have reached the gateway and the phone, most gateways offer no way to ask or to send
 * idempotently, and a second SMS with the same code is exactly what the queue must not send; and a job whose send
 * brings the process down would otherwise be sent again by each restart, a flood of SMS billed one by one. It is
 * recorded `interrupted`, and for a code the admin asks for a new one after the resend wait, as after any failed
 * send. A job taken but not yet being sent has certainly not been sent: BullMQ hands it to another worker. A
 * timeout is a different case, retried like other temporary failures: the worker is alive, knows no answer came,
 * and the tries are few and end with the code's life.
 */
@Injectable()
export class SmsWorkers implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SmsWorker');
  private readonly workers: Worker[] = [];
  private startingAlerts?: Promise<void>;
  private stopping = false;
  private failing = false;

  constructor(
    private readonly queue: SmsQueue,
    private readonly messages: SmsMessages,
    private readonly sender: SmsSender,
    private readonly cipher: SmsJobCipher,
    private readonly audit: LoginAudit,
    private readonly metrics: SmsMetrics,
    private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectQueue(SMS_ALERT_QUEUE) private readonly alerts: Queue<SmsAlertJob>,
  ) {
    if (config.SMS_PROVIDER === 'http' && !config.SMS_HTTP_SUCCESS_PATTERN) {
      this.logger.warn('SMS_HTTP_SUCCESS_PATTERN is not set: every 2xx answer of the SMS gateway counts as sent');
    }
  }

  /** Starts the workers without waiting for Redis, so that the service starts (and answers 503) while it is away. */
  onApplicationBootstrap(): void {
    this.workers.push(
      this.worker<SmsCodeJob>(SMS_CODE_QUEUE, (job) => this.sendCode(job), {
        concurrency: CODE_CONCURRENCY,
        settings: { backoffStrategy: listedBackoff },
      }),
    );
    this.startingAlerts = this.startAlertWorker();
  }

  /** The alerts' worker starts once their rate is set, which is kept in Redis for every replica's workers. */
  private async startAlertWorker(): Promise<void> {
    while (!this.stopping) {
      try {
        const { max, durationMs } = rateWindow(this.config.SMS_ALERTS_PER_SECOND);
        await this.alerts.setGlobalRateLimit(max, durationMs);
        this.workers.push(
          this.worker<SmsAlertJob>(SMS_ALERT_QUEUE, (job) => this.sendAlert(job), {
            concurrency: this.config.SMS_ALERT_CONCURRENCY,
          }),
        );
        return;
      } catch (error) {
        this.unreachable(error as Error);
        await new Promise((resolve) => setTimeout(resolve, RATE_RETRY_MS));
      }
    }
  }

  private worker<T>(
    queue: string,
    process: (job: Job<T>) => Promise<void>,
    options: Partial<WorkerOptions>,
  ): Worker<T> {
    const worker = new Worker<T>(queue, process, {
      connection: workerConnection(this.config.REDIS_URL),
      prefix: smsQueuePrefix(this.redis.options.keyPrefix),
      lockDuration: LOCK_MS,
      stalledInterval: STALL_CHECK_MS,
      maxStalledCount: 1,
      ...options,
    });
    worker.on('error', (error) => this.unreachable(error));
    worker.on('ready', () => this.reachable());
    return worker;
  }

  /**
   * Takes no new job, and lets the sends in hand finish, before Redis is closed. While Redis is out of reach a
   * send's outcome cannot be recorded and BullMQ would wait for it to return: after the longest send the workers'
   * connections are dropped instead, and the jobs in hand are handed over once their locks lapse, as a stopped
   * replica's are.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await this.startingAlerts;
    const deadline = this.config.SMS_HTTP_TIMEOUT_MS + CLOSE_MARGIN_MS;
    await Promise.all(
      this.workers.map(async (worker) => {
        const closing = worker.close().catch(() => undefined);
        if (await settlesWithin(closing, deadline)) return;
        const backend = worker.getBackend();
        for (const client of [backend.client, backend.blockingClient]) (await client)?.disconnect();
        await settlesWithin(closing, CLOSE_MARGIN_MS);
      }),
    );
  }

  private async sendCode(job: Job<SmsCodeJob>): Promise<void> {
    const id = job.id as string;
    const { queuedAt, expiresAt, retryDelaysMs } = job.data;
    const message = this.openCode(job);
    if (!message) {
      // Sealed under another signing key: nothing to send, and no other worker could read it either.
      await this.messages.move(id, 'failed', { lastError: 'unreadable' });
      this.codeFailed(id, 'unreadable', 'the queued text could not be decrypted (the signing key changed?)');
      throw new UnrecoverableError('unreadable');
    }
    const now = Date.now();
    if (now >= expiresAt) {
      await this.closeCode(id, message, 'expired', 'the code expired before it could be sent');
      throw new UnrecoverableError('expired');
    }
    const waited = job.attemptsMade > 0 || now - queuedAt > ON_TIME_MS;
    if (waited && !(await this.queue.isLatestCode(id, message.mobile, message.ip))) {
      await this.messages.move(id, 'superseded');
      this.logger.log({ to: maskMobile(message.mobile), jobId: id }, 'OTP SMS not sent: a newer code replaced it');
      return;
    }
    if (!(await this.begin(id, (detail) => this.closeCode(id, message, 'interrupted', detail)))) return;

    let receipt: SmsReceipt;
    try {
      receipt = await this.sender.send(message);
    } catch (error) {
      const failure = asDeliveryError(error);
      const nextWait = retryDelaysMs[job.attemptsMade];
      if (failure.kind === 'temporary' && nextWait !== undefined && Date.now() + nextWait < expiresAt) {
        await this.messages.move(id, 'retrying', { lastError: failure.message });
        this.logger.warn(
          { to: maskMobile(message.mobile), jobId: id, attempt: job.attemptsMade + 1, reason: failure.message },
          'OTP SMS not accepted, will retry',
        );
        throw failure;
      }
      const reason = failure.kind === 'permanent' ? 'permanent' : 'temporary-exhausted';
      await this.closeCode(id, message, reason, failure.message, job.attemptsMade + 1);
      throw new UnrecoverableError(failure.message);
    }
    const { messageId } = receipt;
    await this.messages.sent(id, messageId);
    this.metrics.delivered();
    this.logger.log(
      { to: maskMobile(message.mobile), jobId: id, attempt: job.attemptsMade + 1, messageId },
      'OTP SMS accepted by the gateway',
    );
    await this.audit.record('otp-sent', message.mobile, message.ip);
  }

  private async sendAlert(job: Job<SmsAlertJob>): Promise<void> {
    const id = job.id as string;
    let mobile: string;
    try {
      mobile = this.cipher.open(job.data.to, id);
    } catch {
      await this.messages.move(id, 'failed', { lastError: 'unreadable' });
      this.alertFailed(id, 'unreadable', 'the queued number could not be decrypted (the signing key changed?)');
      throw new UnrecoverableError('unreadable');
    }
    const text = await this.queue.alertText(job.data.event);
    if (text === undefined) {
      await this.messages.move(id, 'failed', { lastError: 'the alert text is gone' });
      this.alertFailed(id, 'unreadable', 'the alert text is gone');
      throw new UnrecoverableError('the alert text is gone');
    }
    const begun = await this.begin(id, async (detail) => {
      this.alertFailed(id, 'interrupted', detail);
    });
    if (!begun) return;

    let receipt: SmsReceipt;
    try {
      receipt = await this.sender.send({ mobile, text });
    } catch (error) {
      const failure = asDeliveryError(error);
      if (failure.kind === 'temporary' && job.attemptsMade + 1 < (job.opts.attempts ?? 1)) {
        await this.messages.move(id, 'retrying', { lastError: failure.message });
        throw failure;
      }
      await this.messages.move(id, 'failed', { lastError: failure.message });
      this.alertFailed(id, failure.kind === 'permanent' ? 'permanent' : 'temporary-exhausted', failure.message);
      throw new UnrecoverableError(failure.message);
    }
    await this.messages.sent(id, receipt.messageId);
    this.metrics.alertDelivered();
  }

  /**
   * Marks the message as being sent; false when it must not be sent: it was closed already (a job handed over
   * again after its send was recorded), or its previous holder stopped during the send (`interrupted`, reported
   * through `onInterrupted` and failed for inspection).
   */
  private async begin(id: string, onInterrupted: (detail: string) => Promise<void>): Promise<boolean> {
    const begun = await this.messages.begin(id);
    if (begun === 'go') return true;
    if (begun === 'interrupted') {
      const detail = 'its replica stopped during the send; not sent again, it may have arrived';
      await onInterrupted(detail);
      throw new UnrecoverableError(detail);
    }
    if (begun === 'missing') throw new UnrecoverableError('no record of the message');
    this.logger.log({ jobId: id, state: begun satisfies SmsState }, 'SMS job closed already; not sent again');
    return false;
  }

  /** A code closed unsent: its state, the one log line, the metric and the sign-in log entry. */
  private async closeCode(
    id: string,
    message: CodeMessage,
    reason: Exclude<SmsFailureReason, 'not-queued' | 'unreadable'>,
    detail: string,
    attempts?: number,
  ): Promise<void> {
    const state = reason === 'expired' || reason === 'interrupted' ? reason : 'failed';
    if (state !== 'interrupted') await this.messages.move(id, state, { lastError: detail });
    this.codeFailed(id, reason, detail, message.mobile, attempts);
    await this.audit.record('otp-send-failed', message.mobile, message.ip);
  }

  private codeFailed(id: string, reason: SmsFailureReason, detail: string, mobile?: string, attempts?: number): void {
    this.metrics.failed(reason);
    this.logger.error(
      { ...(mobile ? { to: maskMobile(mobile) } : {}), jobId: id, reason, detail, attempts },
      'OTP SMS could not be sent',
    );
  }

  private alertFailed(id: string, reason: SmsAlertFailureReason, detail: string): void {
    this.metrics.alertFailed(reason);
    this.logger.warn({ jobId: id, reason, detail }, 'Alert SMS could not be sent');
  }

  private openCode(job: Job<SmsCodeJob>): CodeMessage | undefined {
    try {
      return JSON.parse(this.cipher.open(job.data.sealed, job.id as string)) as CodeMessage;
    } catch {
      return undefined;
    }
  }

  private reachable(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.log('SMS queue working again');
  }

  /** One line per outage (Redis away, mostly), not one a second. */
  private unreachable(error: Error): void {
    if (this.failing) return;
    this.failing = true;
    // The message only: a Redis error may carry the command's arguments.
    this.logger.error({ detail: error.message }, 'SMS queue step failed; retrying');
  }
}

/** Whether the promise settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const settled = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return settled;
}

function asDeliveryError(error: unknown): SmsDeliveryError {
  return error instanceof SmsDeliveryError ? error : new SmsDeliveryError('temporary', (error as Error).message);
}
