import type { RedisOptions } from 'bullmq';
import { REDIS_COMMAND_TIMEOUT_MS } from '@seedcorp/libs';

/** Sign-in codes: a queue of their own, so that no number of alerts waiting ever delays one. */
export const SMS_CODE_QUEUE = 'sms-codes';
/** Alerts (stock arrivals and the like), held to the provider's rate. */
export const SMS_ALERT_QUEUE = 'sms-alerts';

/**
 * The queues' keys sit under the service's Redis key prefix (each test file's own), as every other key does:
 * BullMQ takes it as its `prefix`, since it refuses a client that prefixes keys itself.
 */
export const smsQueuePrefix = (redisKeyPrefix: string | undefined) => `${redisKeyPrefix ?? ''}bull`;

/**
 * The queues' client (adding jobs, reading failures), shared by both and closed by the service, not by BullMQ: made
 * as the service's own (`createRedis`, without the key prefix BullMQ refuses), so that a command fails at once
 * while Redis is away and queueing answers 503 within the platform's second.
 */
export const SMS_QUEUE_REDIS = Symbol('SMS_QUEUE_REDIS');

const RECONNECT_MAX_MS = 1000;

/** BullMQ makes its own connections to `REDIS_URL` from these. */
const connectionOf = (url: string): RedisOptions => ({
  url,
  connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
  retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_MS),
  // A disconnect drops the socket at once, also while Redis is out of reach (see createRedis).
  disconnectTimeout: 0,
});

/** The workers' connection: blocking reads, which need no command timeout and wait through an outage. */
export function workerConnection(url: string): RedisOptions {
  return { ...connectionOf(url), maxRetriesPerRequest: null };
}

/** The most a rate limit window may hold: BullMQ counts jobs per window, and the provider per second. */
export interface RateWindow {
  max: number;
  durationMs: number;
}

/**
 * BullMQ's limit for at most `perSecond` alerts in any second. It counts jobs in windows, each beginning when the
 * first job after the last one closed is taken; a second of the provider's clock may fall across several of them, so
 * windows of `durationMs` (a k-th of a second) hold a (k+1)-th of the rate each: any second meets at most k+1 of them.
 * Of the k tried, the one letting the most through on average (`max * k` a second).
 */
export function rateWindow(perSecond: number): RateWindow {
  let best: RateWindow = { max: 1, durationMs: 1001 };
  let bestThroughput = 1000 / 1001;
  for (let windows = 1; windows <= 20; windows += 1) {
    const max = Math.floor(perSecond / (windows + 1));
    const durationMs = Math.ceil(1000 / windows);
    const throughput = (max * 1000) / durationMs;
    if (max >= 1 && throughput > bestThroughput) {
      best = { max, durationMs };
      bestThroughput = throughput;
    }
  }
  return best;
}
