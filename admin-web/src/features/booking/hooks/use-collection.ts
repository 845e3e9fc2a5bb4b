import {
  BOOKING_STATES,
  normalisedPickupCode,
  type BookingAtCounter,
  type BookingState,
  type CollectResult,
} from '@seedcorp/contracts';
import { createElement, useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { collectionMessage } from '../../../content/collection';
import type { StockLanguage } from '../../../content/stock';
import { ApiRequestError } from '../../api/api-client';
import { collectBooking, findByCode } from '../api/booking-api';
import { collectRequestOf, handOverDraftOf, pickupCodeProblem, type HandOverDraft } from '../collection-rules';

/**
 * What the operator is told: a refusal in the service's words (with what it carries, another counter's name say), or
 * a connection that failed while looking up or recording. Kept as it came, so that it follows the screen's language.
 */
export type CollectionNotice =
  { kind: 'refused'; message: string; data?: unknown } | { kind: 'findFailed' } | { kind: 'collectFailed' };

const BLANK_HAND_OVER: HandOverDraft = { bags: '', receipt: '' };

/** The state a refusal says the booking is in now (collected by another, expired meanwhile), if it says one. */
function refusedState(error: ApiRequestError): BookingState | undefined {
  const state = (error.data as { state?: unknown } | undefined)?.state;
  return BOOKING_STATES.find((known) => known === state);
}

function noticeOf(error: unknown, failed: 'findFailed' | 'collectFailed'): CollectionNotice {
  return error instanceof ApiRequestError && error.httpStatus !== undefined
    ? { kind: 'refused', message: error.message, data: error.data }
    : { kind: failed };
}

/**
 * One booking at a time at the counter: its pickup code typed (or scanned), the booking it opens, and its hand-over
 * recorded once. Codes and hand-overs the service would refuse are refused before sending, in its words; every
 * refusal is shown as the service gave it. What was typed stays through a refusal or a failed connection.
 */
export function useCollection({ counterKey, language }: { counterKey: string; language: StockLanguage }) {
  const [code, setCode] = useState('');
  const [booking, setBooking] = useState<BookingAtCounter>();
  const [handOver, setHandOver] = useState<HandOverDraft>(BLANK_HAND_OVER);
  const [collected, setCollected] = useState<CollectResult & { bagsHandedOver: number }>();
  const [notice, setNotice] = useState<CollectionNotice>();
  const [busy, setBusy] = useState<'find' | 'collect'>();

  const find = async (typed = code) => {
    if (busy) return;
    setCode(typed);
    setBooking(undefined);
    setCollected(undefined);
    const problem = pickupCodeProblem(typed);
    if (problem) {
      setNotice({ kind: 'refused', message: problem });
      return;
    }
    setBusy('find');
    setNotice(undefined);
    try {
      const normalised = normalisedPickupCode(typed);
      const found = await findByCode(normalised, counterKey);
      // The code as the slip prints it, so the operator reads back the same characters to the farmer.
      setCode(normalised);
      setBooking(found);
      setHandOver(handOverDraftOf(found));
    } catch (error) {
      setNotice(noticeOf(error, 'findFailed'));
    } finally {
      setBusy(undefined);
    }
  };

  const collect = async () => {
    if (busy || !booking || booking.state !== 'booked') return;
    const { request, problem } = collectRequestOf(booking, counterKey, handOver);
    if (problem) {
      setNotice({ kind: 'refused', message: problem });
      return;
    }
    setBusy('collect');
    setNotice(undefined);
    try {
      const { message, result } = await collectBooking(request);
      setBooking(result.booking);
      setCollected({ ...result, bagsHandedOver: request.bagsHandedOver });
      const { text, lang } = collectionMessage(message, language);
      toast.success(createElement('span', { lang }, text));
    } catch (error) {
      setNotice(noticeOf(error, 'collectFailed'));
      const state = error instanceof ApiRequestError ? refusedState(error) : undefined;
      if (state) setBooking({ ...booking, state });
    } finally {
      setBusy(undefined);
    }
  };

  /** Ready for the next farmer: nothing of this booking stays on the screen. */
  const next = useCallback(() => {
    setCode('');
    setBooking(undefined);
    setHandOver(BLANK_HAND_OVER);
    setCollected(undefined);
    setNotice(undefined);
  }, []);

  return { code, setCode, booking, handOver, setHandOver, collected, notice, busy, find, collect, next };
}
