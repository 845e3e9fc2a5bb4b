import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { isFarmerRoute, rolesOf } from '@seedcorp/contracts';
import { ROLE_MESSAGES } from '@seedcorp/contracts';
import { ApiError } from '../http/api-error';
import { REDIS } from '../data/redis';
import { FarmerAuthGuard } from './farmer-auth.guard';
import { IS_PUBLIC, IS_SECOND_FACTOR_STEP } from './public.decorator';
import {
  revokedTokenKey,
  secondFactorAtKey,
  sessionLastUsedKey,
  sessionsEndedKey,
  type SessionClaims,
} from './token-claims';
import { TokenVerifier } from './token-verifier';

export const TOKEN_MISSING_MESSAGE = 'Authentication required.';
export const TOKEN_REVOKED_MESSAGE = 'Session has ended. Please log in again.';

export const SESSION_IDLE_MESSAGE = 'Session ended after a time without use. Please log in again.';

export type AuthenticatedRequest = Request & { admin?: SessionClaims };

/**
 * One round trip per call: the token's own revocation (logout, ended from the sessions list), its admin's (disabled),
 * its idle timeout, and when its second factor was last proven. A call within the idle time moves the session's
 * last use on; one after it ends the session for good. Answers [state, sessionsEnded, secondFactorAt] where state
 * is 0 live, 1 revoked, 2 idle.
 * KEYS: revoked, sessionsEnded, lastUsed, secondFactorAt. ARGV: now ms, idle ms (0: none), seconds the token lives.
 */
const CHECK_SESSION = `
if redis.call('EXISTS', KEYS[1]) == 1 then return {1, false, false} end
local now = tonumber(ARGV[1])
local idle = tonumber(ARGV[2])
local ttl = tonumber(ARGV[3])
local last = redis.call('GET', KEYS[3])
if idle > 0 and last and now - tonumber(last) > idle then
  redis.call('SET', KEYS[1], '1', 'EX', ttl)
  return {2, false, false}
end
redis.call('SET', KEYS[3], ARGV[1], 'EX', ttl)
return {0, redis.call('GET', KEYS[2]), redis.call('GET', KEYS[4])}`;

/** Global guard: every route needs a valid, unrevoked admin token unless marked @Public(). */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly farmers: FarmerAuthGuard,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    // A second step's call checks its own token; one without any is refused before its body is read.
    if (this.reflector.getAllAndOverride<boolean>(IS_SECOND_FACTOR_STEP, targets)) {
      const [scheme, token] = (context.switchToHttp().getRequest<Request>().headers.authorization ?? '').split(' ');
      if (scheme !== 'Bearer' || !token) throw ApiError.unauthorized(TOKEN_MISSING_MESSAGE);
      return true;
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // The route as its controller declares it (`request.route.path`), so the roles are those of the contract's path.
    const route = (request.route as { path?: unknown } | undefined)?.path;
    // A farmer's call takes a farmer token and nothing else; every other call, an admin token and nothing else.
    if (typeof route === 'string' && isFarmerRoute(route)) return this.farmers.canActivate(context);
    const session = await this.authenticate(request);
    if (typeof route !== 'string' || !rolesOf(route).includes(session.role)) {
      throw ApiError.forbidden(ROLE_MESSAGES.refused);
    }
    return true;
  }

  /**
   * Checks the request's bearer token (valid, unexpired, not revoked) or throws the 401. Also
   * used by calls that are public in one documented form and admin-only in another.
   */
  async authenticate(request: AuthenticatedRequest): Promise<SessionClaims> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw ApiError.unauthorized(TOKEN_MISSING_MESSAGE);
    const claims = this.verifier.verify(token);
    const now = Date.now();
    const [state, sessionsEnded, secondFactorAt] = (await this.redis.eval(
      CHECK_SESSION,
      4,
      revokedTokenKey(claims.jti),
      sessionsEndedKey(claims.sub),
      sessionLastUsedKey(claims.jti),
      secondFactorAtKey(claims.jti),
      now,
      (claims.idle ?? 0) * 1000,
      Math.max(1, claims.exp - Math.floor(now / 1000)),
    )) as [number, string | null, string | null];
    if (state === 2) throw ApiError.unauthorized(SESSION_IDLE_MESSAGE);
    if (state === 1 || (sessionsEnded && claims.iat <= Number(sessionsEnded))) {
      throw ApiError.unauthorized(TOKEN_REVOKED_MESSAGE);
    }
    const session: SessionClaims = { ...claims, ...(secondFactorAt ? { secondFactorAt: Number(secondFactorAt) } : {}) };
    request.admin = session;
    return session;
  }
}
