import Redis from 'ioredis';

export const REDIS = Symbol('REDIS');

/**
 * A Redis client that fails fast instead of queueing commands forever while Redis is down,
 * so that requests answer 503 and /readyz reports the outage.
 */
export function createRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  return new Redis(url, {
    keyPrefix: options.keyPrefix,
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}
