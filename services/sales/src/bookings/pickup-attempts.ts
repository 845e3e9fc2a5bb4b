import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { ApiError, REDIS } from '@seedcorp/libs';
import { BOOKING_LIMITS, BOOKING_MESSAGES } from '@seedcorp/contracts';

const failuresKey = (adminId: string) => `sales:pickup-failures:${adminId}`;

/**
 * Wrong pickup codes typed by one operator, counted in Redis across replicas: past the limit in the window they wait,
 * so that codes cannot be guessed at the counter.
 */
@Injectable()
export class PickupAttempts {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async refuseWhileBlocked(adminId: string): Promise<void> {
    const key = failuresKey(adminId);
    const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.ttl(key)]);
    if (Number(count ?? 0) >= BOOKING_LIMITS.pickupAttempts) {
      const seconds = Math.max(1, ttl);
      throw ApiError.tooManyRequests(BOOKING_MESSAGES.tooManyCodes(Math.ceil(seconds / 60)), {
        retryAfterSeconds: seconds,
      });
    }
  }

  async countFailure(adminId: string): Promise<void> {
    const key = failuresKey(adminId);
    await this.redis.multi().incr(key).expire(key, BOOKING_LIMITS.pickupAttemptWindowSeconds, 'NX').exec();
  }
}
