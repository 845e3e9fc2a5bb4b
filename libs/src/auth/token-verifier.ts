import jwt from 'jsonwebtoken';
import { ApiError } from '../http/api-error';
import { FARMER_AUDIENCE, SECOND_FACTOR_AUDIENCE, type SecondFactorPurpose } from '@seedcorp/contracts';
import { isAdminRole } from '@seedcorp/contracts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type FarmerClaims, type TokenClaims } from './token-claims';

/** The claims of the short-lived token between the SMS code and the second factor. */
export interface SecondFactorClaims {
  sub: string;
  jti: string;
  purpose: SecondFactorPurpose;
  iat: number;
  exp: number;
}

export const TOKEN_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
export const TOKEN_INVALID_MESSAGE = 'Invalid session token.';

/** Verifies admin tokens with the auth service's public key; only RS256 is accepted. */
export class TokenVerifier {
  constructor(private readonly publicKey: string) {}

  verify(token: string): TokenClaims {
    const claims = this.claimsFor(token, TOKEN_AUDIENCE);
    // A token from before roles existed, or with a role this release does not know, is no session of ours.
    if (!isAdminRole(claims.role)) throw ApiError.unauthorized(TOKEN_INVALID_MESSAGE);
    return claims as unknown as TokenClaims;
  }

  /** A second-factor step's token; a session token (another audience) is refused, as this one is everywhere else. */
  verifySecondFactorStep(token: string): SecondFactorClaims {
    const claims = this.claimsFor(token, SECOND_FACTOR_AUDIENCE);
    if (claims.purpose !== 'verify' && claims.purpose !== 'enrol') throw ApiError.unauthorized(TOKEN_INVALID_MESSAGE);
    return claims as unknown as SecondFactorClaims;
  }

  /** A farmer session's token; an admin's (another audience) is refused, as a farmer's is on every admin call. */
  verifyFarmer(token: string): FarmerClaims {
    return this.claimsFor(token, FARMER_AUDIENCE) as unknown as FarmerClaims;
  }

  private claimsFor(token: string, audience: string): jwt.JwtPayload {
    try {
      const claims = jwt.verify(token, this.publicKey, { algorithms: ['RS256'], issuer: TOKEN_ISSUER, audience });
      if (typeof claims === 'string' || typeof claims.jti !== 'string' || typeof claims.sub !== 'string') {
        throw ApiError.unauthorized(TOKEN_INVALID_MESSAGE);
      }
      return claims;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw ApiError.unauthorized(TOKEN_EXPIRED_MESSAGE);
      throw ApiError.unauthorized(TOKEN_INVALID_MESSAGE);
    }
  }
}
