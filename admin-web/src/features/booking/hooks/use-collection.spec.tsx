import { API, BOOKING_MESSAGES, SALES_MESSAGES, type BookingAtCounter } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { act, renderHook } from '@testing-library/react';
import { collectionMessage } from '../../../content/collection';
import { ok, stubApi, type ApiStub, type Refusal } from '../../../testing/api-stub';
import { toasted, WithToasts } from '../../../testing/toasts';
import { useCollection } from './use-collection';

const BOOKING: BookingAtCounter = {
  key: 'booking-1',
  number: 'BK-2026-000123',
  state: 'booked',
  farmer: { name: 'Ramesh Kumar', village: 'Siwani', district: 'Bhiwani' },
  crop: 'wheat',
  cropName: { en: 'Wheat', hi: 'गेहूँ' },
  variety: { en: 'WH-1105', hi: 'डब्ल्यूएच-1105' },
  seedClass: 'certified',
  bagKg: 40,
  bags: 3,
  pricePayable: 4200,
  collectBy: '2026-11-30',
  counterKey: 'counter-1',
};

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('operator-token');
  api = stubApi();
});

const openDesk = (language: 'en' | 'hi' = 'en') =>
  renderHook(() => useCollection({ counterKey: 'counter-1', language }), { wrapper: WithToasts }).result;

describe('useCollection', () => {
  it('sends the code as the contract normalises it (case, spaces and hyphens aside) and opens the booking', async () => {
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING));
    const desk = openDesk();

    act(() => desk.current.setCode(' acde-fg hj '));
    await act(() => desk.current.find());

    expect(api.bodiesTo(API.booking.findByCode)).toEqual([{ code: 'ACDEFGHJ', counterKey: 'counter-1' }]);
    expect(desk.current.booking).toEqual(BOOKING);
    expect(desk.current.code).toBe('ACDEFGHJ');
    // Every bag booked is offered, and no receipt yet.
    expect(desk.current.handOver).toEqual({ bags: '3', receipt: '' });
    expect(desk.current.notice).toBeUndefined();
  });

  it.each([
    ['', BOOKING_MESSAGES.codeRequired],
    [' - ', BOOKING_MESSAGES.codeRequired],
    ['ACDEFGH', BOOKING_MESSAGES.codeForm],
    // 0, O, 1, I, L, 5, S, 8 and B are no code's: they look like others.
    ['ACDEFGH0', BOOKING_MESSAGES.codeForm],
    ['ACDEFGHJK', BOOKING_MESSAGES.codeForm],
  ])('refuses %p before sending it, in the service’s words', async (typed, message) => {
    const desk = openDesk();
    act(() => desk.current.setCode(typed));
    await act(() => desk.current.find());
    expect(desk.current.notice).toEqual({ kind: 'refused', message });
    expect(api.sent).toEqual([]);
  });

  it.each<[string, Refusal]>([
    ['a wrong code', { status: 400, message: BOOKING_MESSAGES.codeUnknown }],
    ['an expired booking', { status: 400, message: BOOKING_MESSAGES.codeExpired, data: { state: 'expired' } }],
    [
      'a booking already collected',
      { status: 400, message: BOOKING_MESSAGES.codeCollected, data: { state: 'collected' } },
    ],
    ['a cancelled booking', { status: 400, message: BOOKING_MESSAGES.codeCancelled, data: { state: 'cancelled' } }],
    [
      'another counter’s booking',
      {
        status: 400,
        message: BOOKING_MESSAGES.otherCounter('Seed Sale Counter, Sirsa'),
        data: { counterKey: 'counter-2', counterName: { en: 'Seed Sale Counter, Sirsa', hi: 'बीज बिक्री केंद्र, सिरसा' } },
      },
    ],
    ['too many wrong codes', { status: 429, message: BOOKING_MESSAGES.tooManyCodes(7) }],
    ['a counter not the operator’s', { status: 403, message: SALES_MESSAGES.notYourCounter }],
  ])('shows %s with the service’s message, and keeps the code typed', async (_case, refusal) => {
    api.answer(API.booking.findByCode, refusal);
    const desk = openDesk();
    act(() => desk.current.setCode('ACDE-FGHJ'));
    await act(() => desk.current.find());

    expect(desk.current.notice).toEqual({ kind: 'refused', message: refusal.message, data: refusal.data });
    expect(desk.current.booking).toBeUndefined();
    expect(desk.current.code).toBe('ACDE-FGHJ');
  });

  it('names another counter in the screen’s language, from the refusal’s own data', () => {
    const data = { counterName: { en: 'Seed Sale Counter, Sirsa', hi: 'बीज बिक्री केंद्र, सिरसा' } };
    const message = BOOKING_MESSAGES.otherCounter(data.counterName.en);
    expect(collectionMessage(message, 'en', data)).toEqual({ text: message, lang: 'en' });
    expect(collectionMessage(message, 'hi', data)).toEqual({
      text: 'यह बुकिंग बीज बिक्री केंद्र, सिरसा पर लेने के लिए है, इस बिक्री केंद्र पर नहीं।',
      lang: 'hi',
    });
    expect(collectionMessage(BOOKING_MESSAGES.tooManyCodes(10), 'hi').lang).toBe('hi');
    // A message without a Hindi wording is shown in English, marked as English.
    expect(collectionMessage('Something new.', 'hi')).toEqual({ text: 'Something new.', lang: 'en' });
  });

  it('records the collection once, with the bags handed over and the receipt; the code used again is refused', async () => {
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING), {
      status: 400,
      message: BOOKING_MESSAGES.codeCollected,
      data: { state: 'collected' },
    });
    api.answer(
      API.booking.collect,
      ok(BOOKING_MESSAGES.collected, { booking: { ...BOOKING, state: 'collected' as const }, bagsOnHand: 17 }),
    );
    const desk = openDesk();
    act(() => desk.current.setCode('ACDEFGHJ'));
    await act(() => desk.current.find());

    act(() => desk.current.setHandOver({ bags: '2', receipt: '  R-0042 ' }));
    await act(() => desk.current.collect());

    expect(api.bodiesTo(API.booking.collect)).toEqual([
      { key: 'booking-1', counterKey: 'counter-1', bagsHandedOver: 2, receiptNumber: 'R-0042' },
    ]);
    expect(desk.current.booking?.state).toBe('collected');
    expect(desk.current.collected).toMatchObject({ bagsHandedOver: 2, bagsOnHand: 17 });
    await toasted(BOOKING_MESSAGES.collected);

    // A second press records nothing more.
    await act(() => desk.current.collect());
    expect(api.bodiesTo(API.booking.collect)).toHaveLength(1);

    act(() => desk.current.next());
    expect([desk.current.code, desk.current.booking, desk.current.collected]).toEqual(['', undefined, undefined]);
    act(() => desk.current.setCode('acdefghj'));
    await act(() => desk.current.find());
    expect(desk.current.notice).toEqual({
      kind: 'refused',
      message: BOOKING_MESSAGES.codeCollected,
      data: { state: 'collected' },
    });
    expect(desk.current.booking).toBeUndefined();
  });

  it.each([
    [{ bags: '', receipt: 'R-1' }, BOOKING_MESSAGES.handedOver],
    [{ bags: '0', receipt: 'R-1' }, BOOKING_MESSAGES.handedOver],
    [{ bags: '4', receipt: 'R-1' }, BOOKING_MESSAGES.handedOver],
    [{ bags: '3', receipt: '   ' }, BOOKING_MESSAGES.receiptRequired],
    [{ bags: '3', receipt: 'R'.repeat(51) }, BOOKING_MESSAGES.receiptRequired],
  ])('refuses the hand-over %p before sending it', async (handOver, message) => {
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING));
    const desk = openDesk();
    act(() => desk.current.setCode('ACDEFGHJ'));
    await act(() => desk.current.find());
    act(() => desk.current.setHandOver(handOver));
    await act(() => desk.current.collect());

    expect(desk.current.notice).toEqual({ kind: 'refused', message });
    expect(desk.current.handOver).toEqual(handOver);
    expect(api.bodiesTo(API.booking.collect)).toEqual([]);
  });

  it('shows the booking as the refusal says it now is when it was collected or expired meanwhile', async () => {
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING));
    api.answer(API.booking.collect, { status: 400, message: BOOKING_MESSAGES.codeExpired, data: { state: 'expired' } });
    const desk = openDesk();
    act(() => desk.current.setCode('ACDEFGHJ'));
    await act(() => desk.current.find());
    act(() => desk.current.setHandOver({ bags: '3', receipt: 'R-7' }));
    await act(() => desk.current.collect());

    expect(desk.current.notice).toEqual({
      kind: 'refused',
      message: BOOKING_MESSAGES.codeExpired,
      data: { state: 'expired' },
    });
    expect(desk.current.booking?.state).toBe('expired');
    expect(desk.current.collected).toBeUndefined();
  });

  it('keeps what was typed when the connection fails, looking up or recording', async () => {
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING));
    const desk = openDesk();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    act(() => desk.current.setCode('ACDEFGHJ'));
    await act(() => desk.current.find());
    expect(desk.current.notice).toEqual({ kind: 'findFailed' });
    expect(desk.current.code).toBe('ACDEFGHJ');

    api = stubApi();
    api.answer(API.booking.findByCode, ok(BOOKING_MESSAGES.bookingFound, BOOKING));
    await act(() => desk.current.find());
    act(() => desk.current.setHandOver({ bags: '3', receipt: 'R-9' }));
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await act(() => desk.current.collect());
    expect(desk.current.notice).toEqual({ kind: 'collectFailed' });
    expect(desk.current.handOver).toEqual({ bags: '3', receipt: 'R-9' });
    expect(desk.current.booking?.state).toBe('booked');
  });
});
