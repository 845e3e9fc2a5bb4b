import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@seedcorp/contracts';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new 160-bit key (RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

export const totpUri = (secret: string, issuer: string, label: string): string =>
  totpOf(secret, label, issuer).toString();

/** The time step a code belongs to, allowing one step of clock drift either way; null for a wrong code. */
export function totpTimeStep(secret: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, window: 1, timestamp: now });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** The code an authenticator app shows at `now`. */
export const totpCode = (secret: string, now = Date.now()): string => totpOf(secret).generate({ timestamp: now });
