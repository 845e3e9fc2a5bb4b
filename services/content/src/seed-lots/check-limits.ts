import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import type Redis from 'ioredis';

/**
 * Whether an address may check a lot now: at most `checksPerMinute` checks in any minute, and none while it has
 * asked about `unknownPerTenMinutes` numbers that are no lot in the last ten minutes. A farmer checks a few bags;
 * someone guessing numbers is stopped after a handful of misses, whatever lots exist, and the refusal is the same
 * for every number, so it tells nothing about which exist. Answers 0, or the milliseconds to wait.
 */
const TAKE_CHECK = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 60000)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now - 600000)
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + 600000 - now)
end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return math.max(1, tonumber(oldest[2]) + 60000 - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[4])
redis.call('PEXPIRE', KEYS[1], 60000)
return 0`;

export interface CheckLimits {
  checksPerMinute: number;
  unknownPerTenMinutes: number;
}

/** The eight groups of an IPv6 address, '::' expanded. */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The party a limit counts: an IPv4 address, or an IPv6 address's /64 network, which one subscriber is given whole
 * and could otherwise spread guesses over.
 */
export function limitedParty(address: string): string {
  if (isIP(address) !== 6) return address;
  return `${ipv6Groups(address.split('%')[0]).slice(0, 4).join(':')}::/64`;
}

export class LotCheckLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly limits: CheckLimits,
  ) {}

  private keys(address: string): [string, string] {
    const party = limitedParty(address);
    return [`seed-lots:checks:${party}`, `seed-lots:unknown:${party}`];
  }

  /** Counts a check against the address: 0 when it may go ahead, else the milliseconds to wait. */
  async take(address: string, now = Date.now()): Promise<number> {
    const [checks, unknown] = this.keys(address);
    return Number(
      await this.redis.eval(
        TAKE_CHECK,
        2,
        checks,
        unknown,
        now,
        this.limits.checksPerMinute,
        this.limits.unknownPerTenMinutes,
        randomUUID(),
      ),
    );
  }

  /** Records that the address asked about a number that is no lot. */
  async missed(address: string, now = Date.now()): Promise<void> {
    const [, unknown] = this.keys(address);
    await this.redis.multi().zadd(unknown, now, randomUUID()).pexpire(unknown, 600_000).exec();
  }
}
