import type { BookingTodayCounts } from '@seedcorp/contracts';
import { useEffect, useState } from 'react';
import { fetchTodayCounts } from '../../booking/api/booking-api';

/**
 * Today's bookings and collections, read beside the other counts each time the home screen opens. A failure is
 * said in the panel itself: the counts above it have their own toasts, and these are no part of the spec's.
 */
export function useBookingTodayCounts() {
  const [counts, setCounts] = useState<BookingTodayCounts>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchTodayCounts().then(
      (received) => {
        if (live) setCounts(received);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { counts, failed };
}
