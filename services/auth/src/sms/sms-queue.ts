import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { JobsOptions, Queue } from 'bullmq';
import type Redis from 'ioredis';
import { REDIS } from '@seedcorp/libs';
import { AuthConfig } from '../config';
import { SMS_ALERT_QUEUE, SMS_CODE_QUEUE } from './sms-connection';
import { SmsJobCipher } from './sms-job-cipher';
import { SmsMessages, type SmsMessageRecord } from './sms-messages';
import type { SmsMessage } from './sms-sender';

/** An SMS to send, with who asked for it: the worker records the outcome from these after a restart too. */
export interface SmsJobRequest extends SmsMessage {
  ip: string;
  /** When the message stops being worth sending (epoch ms; a code's end of life): it is not sent from then on. */
  expiresAt: number;
}

/** A code job's data: all but the times is sealed (number, address, code and text). */
export interface SmsCodeJob {
  sealed: string;
  queuedAt: number;
  expiresAt: number;
  /** The waits before each retry, as configured when it was queued. */
  retryDelaysMs: number[];
}

/** One event's alert, sent to many numbers: its text is kept once, each job holds only its sealed number. */
export interface SmsAlert {
  /** Names the event (letters, digits, `.`, `_`, `-`): a number gets one alert for it, however often it is queued. */
  event: string;
  text: string;
}

export interface SmsAlertJob {
  event: string;
  /** The number, sealed. */
  to: string;
}

export interface QueuedAlerts {
  queued: number;
  /** Numbers that were sent this event's alert already, or tried, or listed twice. */
  repeated: number;
}

/** The custom backoff of code jobs: the configured waits, which the job carries. */
export const LISTED_BACKOFF = 'listed';

const EVENT_PATTERN = /^[\w.-]{1,100}$/;
/** Jobs added per round trip when an alert fans out: each round trip well within the command timeout. */
const BULK_SIZE = 500;
const BULKS_AT_ONCE = 2;
/**
 * A first try that waited longer than this is not sent if a newer code for the same party was queued meanwhile
 * (the service was down, say): the newer code replaced it. Two codes for one party are at least the resend wait
 * (120 s) apart, so where both were asked for within moments (the wait lifted) each is sent in turn.
 */
export const ON_TIME_MS = 10_000;

const keys = {
  /** The newest code job for a number asked for from one address (its tag). */
  latest: (tag: string) => `sms:latest:${tag}`,
  alertText: (event: string) => `sms:alert-text:${event}`,
};

/**
 * The SMS queues (BullMQ on the service's Redis): sign-in codes in one, alerts in another, so that codes never
 * wait behind a fan-out of alerts. The workers (SmsWorkers) send; each message's state is in SmsMessages.
 */
@Injectable()
export class SmsQueue {
  private readonly retryDelaysMs: number[];
  private readonly failedKeepSeconds: number;

  constructor(
    @InjectQueue(SMS_CODE_QUEUE) private readonly codes: Queue<SmsCodeJob>,
    @InjectQueue(SMS_ALERT_QUEUE) private readonly alerts: Queue<SmsAlertJob>,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly messages: SmsMessages,
    private readonly cipher: SmsJobCipher,
    private readonly config: AuthConfig,
  ) {
    this.retryDelaysMs = config.smsRetryDelaysMs();
    this.failedKeepSeconds = config.SMS_FAILED_KEEP_DAYS * 24 * 3600;
    // A failed command rejects its own call (an outage answers 503); the event adds nothing to it.
    for (const queue of [codes, alerts]) queue.on('error', () => undefined);
  }

  /** Queues a sign-in code (or another message to one number that must not wait behind alerts); its message id. */
  async enqueue(request: SmsJobRequest, now = Date.now()): Promise<string> {
    const id = randomUUID();
    const { mobile, ip, otp, text, expiresAt } = request;
    const lifeMs = Math.max(1, expiresAt - now);
    await this.messages.create([id], 'code');
    await this.redis.set(keys.latest(this.cipher.tag(`${mobile}:${ip}`)), id, 'PX', lifeMs);
    await this.codes.add(
      'code',
      {
        sealed: this.cipher.seal(JSON.stringify({ mobile, ip, otp, text }), id),
        queuedAt: now,
        expiresAt,
        retryDelaysMs: this.retryDelaysMs,
      },
      {
        jobId: id,
        attempts: this.retryDelaysMs.length + 1,
        backoff: { type: LISTED_BACKOFF },
        ...this.keeping(),
      },
    );
    return id;
  }

  /**
   * Queues one event's alert for every number given, once per number: a number whose alert for the event was tried
   * already is not queued again while its message is kept (`SMS_FAILED_KEEP_DAYS`), and one still waiting, or
   * listed twice, is in the queue once. A call that fails partway (Redis away) may be made again. Sent at
   * `SMS_ALERTS_PER_SECOND` at most, after any code.
   */
  async enqueueAlerts(alert: SmsAlert, mobiles: readonly string[]): Promise<QueuedAlerts> {
    if (!EVENT_PATTERN.test(alert.event)) throw new Error('an alert event is letters, digits, ".", "_" and "-"');
    await this.redis.set(keys.alertText(alert.event), alert.text, 'EX', this.failedKeepSeconds);
    const distinct = [...new Set(mobiles)];
    const batches: string[][] = [];
    for (let start = 0; start < distinct.length; start += BULK_SIZE)
      batches.push(distinct.slice(start, start + BULK_SIZE));
    let queued = 0;
    // A few batches at a time: each waits mostly on its round trips to Redis.
    const next = async (): Promise<void> => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        const fresh = await this.queueAlerts(alert, batch);
        queued += fresh;
      }
    };
    await Promise.all(Array.from({ length: BULKS_AT_ONCE }, next));
    return { queued, repeated: mobiles.length - queued };
  }

  /**
   * Queues one batch of an event's alerts (distinct numbers); answers how many were queued. A batch that failed
   * (Redis away) is queued by the next call for the event: its messages are still `queued`.
   */
  private async queueAlerts(alert: SmsAlert, mobiles: string[]): Promise<number> {
    const batch = mobiles.map((mobile) => ({ mobile, id: this.alertId(alert.event, mobile) }));
    const created = await this.messages.create(
      batch.map(({ id }) => id),
      'alert',
      { event: alert.event },
    );
    const fresh = batch.filter((_, index) => created[index]);
    await this.alerts.addBulk(
      fresh.map(({ mobile, id }) => ({
        name: 'alert',
        data: { event: alert.event, to: this.cipher.seal(mobile, id) },
        opts: {
          jobId: id,
          attempts: this.config.SMS_ALERT_ATTEMPTS,
          backoff: { type: 'exponential', delay: this.config.SMS_ALERT_BACKOFF_MS },
          ...this.keeping(),
        },
      })),
    );
    return fresh.length;
  }

  /** The text of an event's alert, while its messages are kept. */
  async alertText(event: string): Promise<string | undefined> {
    return (await this.redis.get(keys.alertText(event))) ?? undefined;
  }

  /** Whether a code job is still the newest for its number and address. */
  async isLatestCode(id: string, mobile: string, ip: string): Promise<boolean> {
    return (await this.redis.get(keys.latest(this.cipher.tag(`${mobile}:${ip}`)))) === id;
  }

  /** The newest code's message for a number asked for from one address, while the code lives. */
  async latestCode(mobile: string, ip: string): Promise<SmsMessageRecord | undefined> {
    const id = await this.redis.get(keys.latest(this.cipher.tag(`${mobile}:${ip}`)));
    return id ? this.messages.find(id) : undefined;
  }

  /** The message an alert of the event to the number is, or would be. */
  alertId(event: string, mobile: string): string {
    return `${event}.${this.cipher.tag(mobile)}`;
  }

  /** Messages that could not be sent, newest first, with their last error and tries, as the queues keep them. */
  async failed(limit = 100): Promise<{ id: string; queue: string; reason: string; attempts: number; at: number }[]> {
    const lists = await Promise.all(
      [this.codes, this.alerts].map(async (queue) =>
        (await queue.getFailed(0, limit - 1)).map((job) => ({
          id: job.id as string,
          queue: queue.name,
          reason: job.failedReason,
          attempts: job.attemptsMade,
          at: job.finishedOn ?? 0,
        })),
      ),
    );
    return lists
      .flat()
      .sort((a, b) => b.at - a.at)
      .slice(0, limit);
  }

  /**
   * A job sent leaves the queue at once (its message's state stays in SmsMessages); a failed one stays
   * `SMS_FAILED_KEEP_DAYS` for inspection.
   */
  private keeping(): Pick<JobsOptions, 'removeOnComplete' | 'removeOnFail'> {
    return { removeOnComplete: true, removeOnFail: { age: this.failedKeepSeconds } };
  }
}
