import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { ApiError } from '../http/api-error';
import { REDIS } from '../data/redis';
import { IS_PUBLIC } from './public.decorator';
import { revokedTokenKey, sessionsEndedKey, type TokenClaims } from './token-claims';
import { TokenVerifier } from './token-verifier';

export const TOKEN_MISSING_MESSAGE = 'Authentication required.';
export const TOKEN_REVOKED_MESSAGE = 'Session has ended. Please log in again.';

export type AuthenticatedRequest = Request & { admin?: TokenClaims };

/** Global guard: every route needs a valid, unrevoked admin token unless marked @Public(). */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) {
      return true;
    }
    await this.authenticate(context.switchToHttp().getRequest<AuthenticatedRequest>());
    return true;
  }

  /**
   * Checks the request's bearer token (valid, unexpired, not revoked) or throws the 401. Also
   * used by calls that are public in one documented form and admin-only in another.
   */
  async authenticate(request: AuthenticatedRequest): Promise<TokenClaims> {
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw ApiError.unauthorized(TOKEN_MISSING_MESSAGE);
    const claims = this.verifier.verify(token);
    // One round trip: the token's own revocation (logout) and its admin's (disabled).
    const [revoked, sessionsEnded] = await this.redis.mget(revokedTokenKey(claims.jti), sessionsEndedKey(claims.sub));
    if (revoked || (sessionsEnded && claims.iat <= Number(sessionsEnded))) {
      throw ApiError.unauthorized(TOKEN_REVOKED_MESSAGE);
    }
    request.admin = claims;
    return claims;
  }
}
