import { randomInt } from 'node:crypto';
import { PICKUP_CODE_ALPHABET, PICKUP_CODE_LENGTH } from '@seedcorp/contracts';

/** A new pickup code, each character drawn by the system's cryptographic random source. */
export function newPickupCode(): string {
  let code = '';
  for (let index = 0; index < PICKUP_CODE_LENGTH; index += 1) {
    code += PICKUP_CODE_ALPHABET[randomInt(PICKUP_CODE_ALPHABET.length)];
  }
  return code;
}
