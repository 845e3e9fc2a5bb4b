import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  isPickupCodeForm,
  normalisedPickupCode,
  trimmedText,
  type BookingAtCounter,
  type CollectRequest,
} from '@seedcorp/contracts';

/** Why a typed or scanned code cannot be a pickup code, in the service's words; none when it may be one. */
export function pickupCodeProblem(typed: string): string | undefined {
  const code = normalisedPickupCode(typed);
  if (code === '') return BOOKING_MESSAGES.codeRequired;
  return isPickupCodeForm(code) ? undefined : BOOKING_MESSAGES.codeForm;
}

/** The hand-over as typed: the bags (digits only) and the receipt number. */
export interface HandOverDraft {
  bags: string;
  receipt: string;
}

/** A booking's hand-over before anything is typed: every bag booked, and no receipt yet. */
export const handOverDraftOf = (booking: Pick<BookingAtCounter, 'bags'>): HandOverDraft => ({
  bags: String(booking.bags),
  receipt: '',
});

/** The request a hand-over sends, and the first problem with it in the service's words. */
export function collectRequestOf(
  booking: Pick<BookingAtCounter, 'key' | 'bags'>,
  counterKey: string,
  draft: HandOverDraft,
): { request: CollectRequest; problem?: string } {
  const bags = /^\d+$/.test(draft.bags) ? Number(draft.bags) : NaN;
  const receiptNumber = trimmedText(draft.receipt);
  const request = { key: booking.key, counterKey, bagsHandedOver: bags, receiptNumber };
  if (!Number.isInteger(bags) || bags < 1 || bags > booking.bags) {
    return { request, problem: BOOKING_MESSAGES.handedOver };
  }
  if (receiptNumber === '' || receiptNumber.length > BOOKING_LIMITS.receiptNumber) {
    return { request, problem: BOOKING_MESSAGES.receiptRequired };
  }
  return { request };
}
