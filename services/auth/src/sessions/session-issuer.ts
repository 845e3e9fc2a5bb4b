import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import {
  REDIS,
  revokedTokenKey,
  secondFactorAtKey,
  sessionLastUsedKey,
  SESSIONS_ENDED_TTL_SECONDS,
  sessionsEndedKey,
} from '@seedcorp/libs';
import { SECOND_FACTOR_AUDIENCE, type SecondFactorPurpose } from '@seedcorp/contracts';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Admin } from '../admins/admin.entity';
import { AuthConfig } from '../config';

/** Where a sign-in comes from, as the sessions list shows it. */
export interface SignInContext {
  ip: string;
  userAgent: string;
}

/**
 * Redis hash of one session: its admin, address, user agent, start (epoch ms) and idle timeout (seconds, as signed
 * into its token); kept for the token's life.
 */
export const sessionKey = (jti: string) => `auth:session:${jti}`;
/** Redis sorted set of an admin's sessions by the time their tokens expire. */
export const adminSessionsKey = (adminId: string) => `auth:admin-sessions:${adminId}`;
/** A second-factor step's token, once spent. */
const spentStepKey = (jti: string) => `auth:second-factor-step-spent:${jti}`;

/** How long each second-factor step may take: proving a factor, or setting one up (scanning a QR code takes longer). */
const STEP_SECONDS: Record<SecondFactorPurpose, number> = { verify: 5 * 60, enrol: 15 * 60 };

/**
 * Signs the tokens of a sign-in: the short-lived step token between the SMS code and the second factor, and the
 * session token, which carries the session's idle timeout and step-up age so every service's guard applies them
 * without settings of its own.
 */
@Injectable()
export class SessionIssuer {
  constructor(
    private readonly jwt: JwtService,
    private readonly config: AuthConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** `factor`: the admin has a second factor; `proven`: this sign-in proved it (the step-up clock starts). */
  async issueSession(
    admin: Pick<Admin, 'id' | 'name' | 'role'>,
    context: SignInContext,
    { factor, proven }: { factor: boolean; proven: boolean },
  ): Promise<string> {
    const adminId = admin.id;
    const jti = randomUUID();
    const ttl = this.config.TOKEN_TTL_SECONDS;
    const idle = this.config.SESSION_IDLE_SECONDS;
    // Sessions ended at a second (a reset, a disabled admin) void every token issued up to that second: a sign-in
    // within the same second is dated just after it, or it would be refused at once.
    const ended = Number((await this.redis.get(sessionsEndedKey(adminId))) ?? 0);
    const iat = Math.max(Math.floor(Date.now() / 1000), ended + 1);
    const token = await this.jwt.signAsync(
      { role: admin.role, name: admin.name, idle, reauth: this.config.STEP_UP_MAX_AGE_SECONDS, factor, iat },
      { subject: adminId, jwtid: jti },
    );
    const now = Date.now();
    const multi = this.redis
      .multi()
      .hset(sessionKey(jti), { admin: adminId, ip: context.ip, userAgent: context.userAgent, startedAt: now, idle })
      .expire(sessionKey(jti), ttl)
      // The sign-in is the session's first use: a token never used ends after the idle time too.
      .set(sessionLastUsedKey(jti), now, 'EX', ttl)
      .zadd(adminSessionsKey(adminId), now + ttl * 1000, jti)
      .expire(adminSessionsKey(adminId), ttl)
      // Sessions that ended by their lifetime leave the list as new ones join it.
      .zremrangebyscore(adminSessionsKey(adminId), '-inf', now);
    if (proven) multi.set(secondFactorAtKey(jti), now, 'EX', ttl);
    await multi.exec();
    return token;
  }

  /** The session proved its second factor again (a step-up). */
  async markProven(jti: string, exp: number): Promise<void> {
    await this.redis.set(secondFactorAtKey(jti), Date.now(), 'EX', Math.max(1, exp - Math.floor(Date.now() / 1000)));
  }

  /** Ends one session: every service's guard refuses its token from the next call. */
  async endSession(jti: string, exp: number): Promise<void> {
    const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
    await this.redis.multi().set(revokedTokenKey(jti), '1', 'EX', ttl).del(sessionKey(jti)).exec();
  }

  /** Ends every session of an admin begun until now (a reset, a disabled admin). */
  async endAllSessions(adminId: string): Promise<void> {
    await this.redis
      .multi()
      .set(sessionsEndedKey(adminId), String(Math.floor(Date.now() / 1000)), 'EX', SESSIONS_ENDED_TTL_SECONDS)
      .del(adminSessionsKey(adminId))
      .exec();
  }

  issueStep(adminId: string, purpose: SecondFactorPurpose): Promise<string> {
    return this.jwt.signAsync(
      { purpose },
      { subject: adminId, jwtid: randomUUID(), audience: SECOND_FACTOR_AUDIENCE, expiresIn: STEP_SECONDS[purpose] },
    );
  }

  /** Spends a step token: true the first time only, so a finished step cannot be replayed. */
  async spendStep(jti: string, exp: number): Promise<boolean> {
    const ttl = Math.max(1, exp - Math.floor(Date.now() / 1000));
    return (await this.redis.set(spentStepKey(jti), '1', 'EX', ttl, 'NX')) === 'OK';
  }

  async isSpent(jti: string): Promise<boolean> {
    return (await this.redis.exists(spentStepKey(jti))) === 1;
  }
}
