import jwt from 'jsonwebtoken';
import { ApiError } from '../http/api-error';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type TokenClaims } from './token-claims';

export const TOKEN_EXPIRED_MESSAGE = 'Session expired. Please log in again.';
export const TOKEN_INVALID_MESSAGE = 'Invalid session token.';

/** Verifies admin tokens with the auth service's public key; only RS256 is accepted. */
export class TokenVerifier {
  constructor(private readonly publicKey: string) {}

  verify(token: string): TokenClaims {
    try {
      const claims = jwt.verify(token, this.publicKey, {
        algorithms: ['RS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      if (typeof claims === 'string' || typeof claims.jti !== 'string' || typeof claims.sub !== 'string') {
        throw ApiError.unauthorized(TOKEN_INVALID_MESSAGE);
      }
      return claims as TokenClaims;
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) throw ApiError.unauthorized(TOKEN_EXPIRED_MESSAGE);
      throw ApiError.unauthorized(TOKEN_INVALID_MESSAGE);
    }
  }
}
