import { API, BOOKING_MESSAGES } from '@seedcorp/contracts';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { renderHook, waitFor } from '@testing-library/react';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { useBookingTodayCounts } from './use-booking-today-counts';

let api: ApiStub;
beforeEach(() => {
  sessionToken.set('admin-token');
  api = stubApi();
});

describe('useBookingTodayCounts', () => {
  it('reads today’s bookings and collections with the admin’s token', async () => {
    const today = { day: '2026-11-29', booked: 14, collected: 9 };
    api.answer(API.booking.todayCounts, ok(BOOKING_MESSAGES.countsFetched, today));
    const { result } = renderHook(() => useBookingTodayCounts());

    await waitFor(() => expect(result.current.counts).toEqual(today));
    expect(result.current.failed).toBe(false);
    expect(api.sent.map(({ path, authorization }) => [path, authorization])).toEqual([
      [API.booking.todayCounts, 'Bearer admin-token'],
    ]);
  });

  it('marks the counts as failed when they cannot be read', async () => {
    api.answer(API.booking.todayCounts, { status: 503, message: 'The service is temporarily unavailable.' });
    const { result } = renderHook(() => useBookingTodayCounts());
    await waitFor(() => expect(result.current.failed).toBe(true));
    expect(result.current.counts).toBeUndefined();
  });
});
