import { ApiError } from '@seedcorp/libs';
import { CONSENT_NOTICE_VERSION, FARMER_REFUSALS, type Bilingual, type FarmerRefusal } from '@seedcorp/contracts';
import type { FarmerClaims } from '@seedcorp/libs';

/** A refusal the farmer reads: the English as the envelope's message, both languages (and any count) in `data`. */
export const farmerRefusal = (said: Bilingual, bagsLeft?: number, status = 400): ApiError =>
  new ApiError(status, said.en, { said, ...(bagsLeft === undefined ? {} : { bagsLeft }) } satisfies FarmerRefusal);

/** The farmer's details and consent to the current notice, as their token carries them: booking needs both. */
export function bookingFarmer(claims: FarmerClaims): { id: string; name: string; village: string; district: string } {
  if (claims.consent !== CONSENT_NOTICE_VERSION) throw farmerRefusal(FARMER_REFUSALS.consentFirst, undefined, 403);
  if (!claims.name || !claims.village || !claims.district) {
    throw farmerRefusal(FARMER_REFUSALS.profileFirst, undefined, 403);
  }
  return { id: claims.sub, name: claims.name, village: claims.village, district: claims.district };
}
