import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type Redis from 'ioredis';
import { LOGIN_LIMITS } from '../login/login-rules';

export type LoginLimits = typeof LOGIN_LIMITS;

/**
 * Codes, waits, counts and locks belong to a number *as asked for from one client address*:
 * what someone does from another address can neither replace, void nor lock out the code an
 * admin requested. Only the per-address send count spans numbers.
 */
const keysOf = (space: string) => ({
  code: (mobile: string, ip: string) => `${space}:code:${mobile}:${ip}`,
  resend: (mobile: string, ip: string) => `${space}:resend:${mobile}:${ip}`,
  sends: (mobile: string, ip: string) => `${space}:sends:${mobile}:${ip}`,
  address: (ip: string) => `${space}:address:${ip}`,
  failures: (mobile: string, ip: string) => `${space}:failures:${mobile}:${ip}`,
  lock: (mobile: string, ip: string) => `${space}:lock:${mobile}:${ip}`,
});

/** Counts one attempt on an existing code; -1 when there is no live code (never creates one). */
const COUNT_ATTEMPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return -1 end
return redis.call('HINCRBY', KEYS[1], 'attempts', 1)`;

/** Where one sign-in attempt comes from: the number and the client address asking for it. */
export interface LoginParty {
  mobile: string;
  ip: string;
}

/**
 * One-time passwords and the login limits, all in Redis with their own lifetimes.
 * Only an HMAC of a code is stored, keyed with a server secret, so a Redis dump reveals no code. Admins' and
 * farmers' codes live in key spaces of their own (`otp`, `farmer-otp`): one kind of sign-in never uses up,
 * replaces or locks the other's, nor is one's code taken by the other.
 */
export class OtpStore {
  private readonly keys: ReturnType<typeof keysOf>;

  constructor(
    private readonly redis: Redis,
    private readonly secret: Buffer,
    private readonly limits: LoginLimits,
    space = 'otp',
  ) {
    this.keys = keysOf(space);
  }

  generateCode(): string {
    return String(randomInt(0, 10 ** this.limits.otpDigits)).padStart(this.limits.otpDigits, '0');
  }

  async saveCode({ mobile, ip }: LoginParty, code: string): Promise<void> {
    const key = this.keys.code(mobile, ip);
    await this.redis
      .multi()
      .del(key)
      .hset(key, 'hash', this.digest(mobile, code), 'attempts', 0)
      .expire(key, this.limits.otpLifetimeSeconds)
      .exec();
  }

  async deleteCode({ mobile, ip }: LoginParty): Promise<boolean> {
    return (await this.redis.del(this.keys.code(mobile, ip))) > 0;
  }

  /** The attempt's number for this code (1 for the first), or -1 without a live code. */
  async countAttempt({ mobile, ip }: LoginParty): Promise<number> {
    return Number(await this.redis.eval(COUNT_ATTEMPT, 1, this.keys.code(mobile, ip)));
  }

  async matches({ mobile, ip }: LoginParty, code: string): Promise<boolean> {
    const stored = await this.redis.hget(this.keys.code(mobile, ip), 'hash');
    if (!stored) return false;
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.digest(mobile, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  /** Starts the resend wait; when one is running already, answers its remaining seconds instead. */
  async startResendWait({ mobile, ip }: LoginParty): Promise<number> {
    const key = this.keys.resend(mobile, ip);
    const started = await this.redis.set(key, '1', 'EX', this.limits.resendAfterSeconds, 'NX');
    if (started) return 0;
    return Math.max(1, await this.redis.ttl(key));
  }

  /** Sends of this number from this address within the hour, this one included. */
  countNumberSend({ mobile, ip }: LoginParty): Promise<number> {
    return this.countInWindow(this.keys.sends(mobile, ip), 3600);
  }

  /** Sends from this address within the hour, whatever the number. */
  countAddressSend(ip: string): Promise<number> {
    return this.countInWindow(this.keys.address(ip), 3600);
  }

  countFailure({ mobile, ip }: LoginParty): Promise<number> {
    return this.countInWindow(this.keys.failures(mobile, ip), this.limits.failureWindowSeconds);
  }

  async lock(party: LoginParty): Promise<void> {
    await this.redis.set(this.keys.lock(party.mobile, party.ip), '1', 'EX', this.limits.lockSeconds);
    await this.deleteCode(party);
  }

  /** Seconds this address stays locked out of this number; 0 when it is not. */
  async lockedFor({ mobile, ip }: LoginParty): Promise<number> {
    return Math.max(0, await this.redis.ttl(this.keys.lock(mobile, ip)));
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
