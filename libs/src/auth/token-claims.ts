export const TOKEN_ISSUER = 'seedcorp-auth';
export const TOKEN_AUDIENCE = 'seedcorp-admin';
export const ADMIN_ROLE = 'admin';

/** The claims of an admin session token, as signed by the auth service. */
export interface TokenClaims {
  /** Admin id. */
  sub: string;
  role: typeof ADMIN_ROLE;
  jti: string;
  iat: number;
  exp: number;
}

/** Redis key marking a token id as revoked (logout) until the token would have expired anyway. */
export const revokedTokenKey = (jti: string) => `auth:revoked:${jti}`;

/**
 * Redis key holding the time (epoch seconds) before which every token of an admin is void:
 * set when the admin is disabled, so their live sessions end at once.
 */
export const sessionsEndedKey = (subject: string) => `auth:sessions-ended:${subject}`;

/** How long that mark must outlive any token issued before it (the longest session allowed). */
export const SESSIONS_ENDED_TTL_SECONDS = 24 * 3600;
