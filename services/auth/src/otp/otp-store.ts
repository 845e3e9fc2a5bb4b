import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type Redis from 'ioredis';
import { LOGIN_LIMITS } from '../login/login-rules';

export type LoginLimits = typeof LOGIN_LIMITS;

const keys = {
  code: (mobile: string) => `otp:code:${mobile}`,
  resend: (mobile: string) => `otp:resend:${mobile}`,
  sends: (mobile: string) => `otp:sends:${mobile}`,
  address: (ip: string) => `otp:address:${ip}`,
  failures: (mobile: string) => `otp:failures:${mobile}`,
  lock: (mobile: string) => `otp:lock:${mobile}`,
};

/** Counts one attempt on an existing code; -1 when there is no live code (never creates one). */
const COUNT_ATTEMPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
return redis.call('HINCRBY', KEYS[1], 'attempts', 1)`;

/**
 * One-time passwords and the login limits, all in Redis with their own lifetimes.
 * Only an HMAC of a code is stored, keyed with a server secret, so a Redis dump reveals no code.
 */
export class OtpStore {
  constructor(
    private readonly redis: Redis,
    private readonly secret: Buffer,
    private readonly limits: LoginLimits,
  ) {}

  generateCode(): string {
    return String(randomInt(0, 10 ** this.limits.otpDigits)).padStart(this.limits.otpDigits, '0');
  }

  async saveCode(mobile: string, code: string): Promise<void> {
    await this.redis
      .multi()
      .del(keys.code(mobile))
      .hset(keys.code(mobile), 'hash', this.digest(mobile, code), 'attempts', 0)
      .expire(keys.code(mobile), this.limits.otpLifetimeSeconds)
      .exec();
  }

  async deleteCode(mobile: string): Promise<boolean> {
    return (await this.redis.del(keys.code(mobile))) > 0;
  }

  /** The attempt's number for this code (1 for the first), or -1 without a live code. */
  async countAttempt(mobile: string): Promise<number> {
    return Number(await this.redis.eval(COUNT_ATTEMPT, 1, keys.code(mobile)));
  }

  async matches(mobile: string, code: string): Promise<boolean> {
    const stored = await this.redis.hget(keys.code(mobile), 'hash');
    if (!stored) return false;
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.digest(mobile, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Starts the resend wait; when one is running already, answers its remaining seconds instead. */
  async startResendWait(mobile: string): Promise<number> {
    const started = await this.redis.set(keys.resend(mobile), '1', 'EX', this.limits.resendAfterSeconds, 'NX');
    if (started) return 0;
    return Math.max(1, await this.redis.ttl(keys.resend(mobile)));
  }

  async clearResendWait(mobile: string): Promise<void> {
    await this.redis.del(keys.resend(mobile));
  }

  /** Sends of this number within the hour, this one included. */
  countNumberSend(mobile: string): Promise<number> {
    return this.countInWindow(keys.sends(mobile), 3600);
  }

  countAddressSend(ip: string): Promise<number> {
    return this.countInWindow(keys.address(ip), 3600);
  }

  countFailure(mobile: string): Promise<number> {
    return this.countInWindow(keys.failures(mobile), this.limits.failureWindowSeconds);
  }

  async lock(mobile: string): Promise<void> {
    await this.redis.set(keys.lock(mobile), '1', 'EX', this.limits.lockSeconds);
    await this.deleteCode(mobile);
  }

  /** Seconds the number stays locked; 0 when it is not. */
  async lockedFor(mobile: string): Promise<number> {
    return Math.max(0, await this.redis.ttl(keys.lock(mobile)));
  }

  private async countInWindow(key: string, windowSeconds: number): Promise<number> {
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec()) as [
      [Error | null, number],
    ];
    return count;
  }

  private digest(mobile: string, code: string): string {
    return createHmac('sha256', this.secret).update(`${mobile}:${code}`).digest('hex');
  }
}
