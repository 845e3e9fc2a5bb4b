import { ApiError } from '@seedcorp/libs';
import { SECOND_FACTOR_MESSAGES } from '@seedcorp/contracts';
import type Redis from 'ioredis';

/** Wrong second-factor and recovery codes allowed per admin, and per client address, before a lock-out. */
export const FACTOR_LIMITS = {
  failuresPerAdmin: 5,
  failuresPerAddress: 20,
  failureWindowSeconds: 3600,
  lockSeconds: 15 * 60,
};

export type FactorLimits = typeof FACTOR_LIMITS;

const keys = {
  adminFailures: (adminId: string) => `mfa:failures:admin:${adminId}`,
  addressFailures: (ip: string) => `mfa:failures:address:${ip}`,
  adminLock: (adminId: string) => `mfa:lock:admin:${adminId}`,
  addressLock: (ip: string) => `mfa:lock:address:${ip}`,
};

/**
 * Limits on guessing a second factor. Only an admin who passed the SMS step reaches it, and the lock-out message
 * names no number, so it tells nothing of which numbers are admins.
 */
export class FactorAttemptLimits {
  constructor(
    private readonly redis: Redis,
    private readonly limits: FactorLimits,
  ) {}

  async refuseWhileLocked(adminId: string, ip: string): Promise<void> {
    const [adminLock, addressLock] = await Promise.all([
      this.redis.ttl(keys.adminLock(adminId)),
      this.redis.ttl(keys.addressLock(ip)),
    ]);
    const seconds = Math.max(adminLock, addressLock);
    if (seconds > 0) throw this.lockedFor(seconds);
  }

  /** Counts a wrong code; throws the lock-out once a limit is reached, else returns so the caller answers 'wrong'. */
  async countFailure(adminId: string, ip: string): Promise<void> {
    const window = this.limits.failureWindowSeconds;
    const counts = (await this.redis
      .multi()
      .incr(keys.adminFailures(adminId))
      .expire(keys.adminFailures(adminId), window, 'NX')
      .incr(keys.addressFailures(ip))
      .expire(keys.addressFailures(ip), window, 'NX')
      .exec()) as [Error | null, number][];
    const [adminFailures, addressFailures] = [counts[0][1], counts[2][1]];
    const locks: string[] = [];
    if (adminFailures >= this.limits.failuresPerAdmin) locks.push(keys.adminLock(adminId));
    if (addressFailures >= this.limits.failuresPerAddress) locks.push(keys.addressLock(ip));
    if (locks.length === 0) return;
    const multi = this.redis.multi();
    for (const lock of locks) multi.set(lock, '1', 'EX', this.limits.lockSeconds);
    multi.del(keys.adminFailures(adminId));
    await multi.exec();
    throw this.lockedFor(this.limits.lockSeconds);
  }

  async clear(adminId: string): Promise<void> {
    await this.redis.del(keys.adminFailures(adminId));
  }

  /** A reset by another administrator lifts the admin's lock too. */
  async unlock(adminId: string): Promise<void> {
    await this.redis.del(keys.adminFailures(adminId), keys.adminLock(adminId));
  }

  private lockedFor(seconds: number): ApiError {
    return ApiError.tooManyRequests(SECOND_FACTOR_MESSAGES.locked(Math.ceil(seconds / 60)), {
      retryAfterSeconds: seconds,
    });
  }
}
