import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@seedcorp/contracts';

/** 32 symbols that are hard to confuse when written down or read aloud (no I, O, 0 or 1). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const HALF = 5;

const randomGroup = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten codes of 50 random bits each, shown as `ABCDE-23456`. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);

/** A code as typed (any case, spaces or dash) in the one form that is hashed. */
const normalRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

/**
 * A fast hash is enough: each code carries 50 random bits and is tried only under the attempt limits, so there is
 * no small space for a slow hash to protect.
 */
export const recoveryCodeHash = (code: string) => createHash('sha256').update(normalRecoveryCode(code)).digest('hex');
