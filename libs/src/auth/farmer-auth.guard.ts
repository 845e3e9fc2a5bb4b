import { createParamDecorator, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type Redis from 'ioredis';
import { REDIS } from '../data/redis';
import { ApiError } from '../http/api-error';
import { TOKEN_MISSING_MESSAGE, TOKEN_REVOKED_MESSAGE } from './admin-auth.guard';
import { revokedTokenKey, sessionsEndedKey, type FarmerClaims } from './token-claims';
import { TokenVerifier } from './token-verifier';

export type FarmerRequest = Request & { farmer?: FarmerClaims };

/**
 * The farmers' calls (`farmer: true` in the contract): a valid farmer token, not ended by logout or by the farmer
 * withdrawing consent; an admin token, whatever its role, is refused with 401 as a token of another audience. The
 * global admin guard hands these calls here, so a farmer call cannot be left open by a missing decorator.
 */
@Injectable()
export class FarmerAuthGuard implements CanActivate {
  constructor(
    private readonly verifier: TokenVerifier,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FarmerRequest>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme !== 'Bearer' || !token) throw ApiError.unauthorized(TOKEN_MISSING_MESSAGE);
    const claims = this.verifier.verifyFarmer(token);
    const [revoked, ended] = await this.redis.mget(revokedTokenKey(claims.jti), sessionsEndedKey(claims.sub));
    if (revoked || (ended && claims.iat <= Number(ended))) throw ApiError.unauthorized(TOKEN_REVOKED_MESSAGE);
    request.farmer = claims;
    return true;
  }
}

/** The signed-in farmer of a farmer call (set by `FarmerAuthGuard`). */
export const CurrentFarmer = createParamDecorator(
  (_: unknown, context: ExecutionContext): FarmerClaims =>
    context.switchToHttp().getRequest<FarmerRequest>().farmer as FarmerClaims,
);
