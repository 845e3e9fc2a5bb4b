import { SECOND_FACTOR_MESSAGES, STEP_UP_DUE } from '@seedcorp/contracts';
import { ApiError } from '../http/api-error';
import type { SessionClaims } from './token-claims';

/**
 * For the calls that change the most (a rate list published, an admin reset): refuses with 403 unless the
 * session proved its second factor within its `reauth` seconds. A session begun with the SMS code alone (the admin
 * had no factor to prove, within the sign-in grace) has nothing to ask for and is let through.
 */
export function requireRecentSecondFactor(session: SessionClaims | undefined): void {
  if (!session) throw ApiError.forbidden(SECOND_FACTOR_MESSAGES.stepUpDue, STEP_UP_DUE);
  if (!session.factor) return;
  const maxAgeMs = (session.reauth ?? 0) * 1000;
  if (session.secondFactorAt === undefined || Date.now() - session.secondFactorAt > maxAgeMs) {
    throw ApiError.forbidden(SECOND_FACTOR_MESSAGES.stepUpDue, STEP_UP_DUE);
  }
}
