import Redis from 'ioredis';

export const REDIS = Symbol('REDIS');

/**
 * The longest a Redis command may take, queued or sent. Redis answers in well under a millisecond; past this it is
 * out of reach, and the request that needed it answers 503 within the platform's one second.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 700;

/** The longest wait between two attempts to reach Redis again: it is back in use within a second of its return. */
const REDIS_RECONNECT_MAX_MS = 1000;

/**
 * A Redis client that fails fast instead of queueing commands while Redis is down, so that requests answer 503
 * and /readyz reports the outage, and that is back in use within a second of Redis's return.
 */
export function createRedis(url: string, options: { keyPrefix?: string } = {}): Redis {
  const redis = new Redis(url, {
    keyPrefix: options.keyPrefix,
    maxRetriesPerRequest: 1,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
    // Commands issued while the service starts wait for the first connection.
    enableOfflineQueue: true,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, REDIS_RECONNECT_MAX_MS),
    // A disconnect drops the socket at once. ioredis would otherwise wait up to 2 s for it to close, also when it
    // closed long before (Redis out of reach): a service stopping during an outage would linger that long.
    disconnectTimeout: 0,
  });
  // Once Redis has been reached, a command issued while it is away fails at once instead of waiting in the
  // offline queue for a connection that may take long to return.
  redis.once('ready', () => {
    redis.options.enableOfflineQueue = false;
  });
  return redis;
}
