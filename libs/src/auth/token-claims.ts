import type { AdminRole } from '@seedcorp/contracts';

export const TOKEN_ISSUER = 'seedcorp-auth';
export const TOKEN_AUDIENCE = 'seedcorp-admin';

/** The claims of an admin session token, as signed by the auth service. */
export interface TokenClaims {
  /** Admin id. */
  sub: string;
  /** What the admin may do; a change of role ends their sessions, so a token's role is never out of date. */
  role: AdminRole;
  /** The admin's name when the session began, for the audit trail. */
  name?: string;
  jti: string;
  iat: number;
  exp: number;
  /** Seconds without a call after which the session ends (the auth service's setting, signed into the token). */
  idle?: number;
  /** Seconds after a second-factor check beyond which sensitive calls ask for it again. */
  reauth?: number;
  /** Whether the admin had a second factor when the session began (false: signed in with the SMS code alone). */
  factor?: boolean;
}

/** What the guard knows of a request's session beyond its token: when its second factor was last proven. */
export interface SessionClaims extends TokenClaims {
  /** Epoch milliseconds of the session's last second-factor check; undefined for an SMS-only session. */
  secondFactorAt?: number;
}

/** Redis key marking a token id as revoked (logout) until the token would have expired anyway. */
export const revokedTokenKey = (jti: string) => `auth:revoked:${jti}`;

/** Redis key holding a session's last call (epoch milliseconds), for its idle timeout and the sessions list. */
export const sessionLastUsedKey = (jti: string) => `auth:last-used:${jti}`;

/** Redis key holding when a session's second factor was last proven (epoch milliseconds). */
export const secondFactorAtKey = (jti: string) => `auth:second-factor-at:${jti}`;

/**
 * Redis key holding the time (epoch seconds) before which every token of an admin is void:
 * set when the admin is disabled, so their live sessions end at once.
 */
export const sessionsEndedKey = (subject: string) => `auth:sessions-ended:${subject}`;

/** How long that mark must outlive any token issued before it (the longest session allowed). */
export const SESSIONS_ENDED_TTL_SECONDS = 24 * 3600;

/**
 * The claims of a farmer session token (audience `FARMER_AUDIENCE`), signed by the auth service: the farmer's
 * details and the notice version they agreed to travel with it, so the sales service books without asking auth.
 */
export interface FarmerClaims {
  /** Farmer id. */
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  name?: string;
  village?: string;
  district?: string;
  /** The consent notice version agreed to. */
  consent?: string;
  /** The language the notice was read in, which SMS follow. */
  lang?: string;
}
