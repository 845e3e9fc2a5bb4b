import { definePage } from '../../features/api/page-loader';

const FARMER = { name: 'farmerProfile' as const };
const SAID = { name: 'formSaid' as const };

/** The booking windows and their rules, and the way in: signing in with an SMS code. */
export const BOOKING_PAGE = definePage('booking/BookingPage', {
  reads: () => ({ windows: { name: 'bookingWindows' as const }, farmer: FARMER, said: SAID }),
});

/** The code sent to the farmer's number. */
export const CODE_PAGE = definePage('booking/SignInCodePage', { reads: () => ({ said: SAID }) });

/** The notice on the farmer's data, and their agreement to it. */
export const CONSENT_PAGE = definePage('booking/ConsentPage', {
  reads: () => ({
    notice: { name: 'consentNotice' as const },
    farmer: FARMER,
    said: SAID,
  }),
});

/** The farmer's name, village and district, given once. */
export const DETAILS_PAGE = definePage('booking/DetailsPage', { reads: () => ({ farmer: FARMER, said: SAID }) });

/** The window a booking page's address names (`/booking/book/<window>`). */
const windowInPath = (path: string): string => path.slice(path.lastIndexOf('/') + 1);

/** What the farmer may book in a window: its varieties at its counters, the farmer's district first. */
export const BOOK_PAGE = definePage('booking/BookSeedPage', {
  reads: ({ path }) => ({
    options: { name: 'bookingOptions' as const, argument: windowInPath(path) },
    farmer: FARMER,
    said: SAID,
  }),
});

/** The farmer's bookings, each a slip with its pickup code and QR code, the open ones cancellable. */
export const MY_BOOKINGS_PAGE = definePage('booking/MyBookingsPage', {
  reads: () => ({ bookings: { name: 'farmerBookings' as const }, said: SAID }),
});

/** Everything held on the farmer, and the withdrawal of their consent. */
export const MY_DATA_PAGE = definePage('booking/MyDataPage', {
  reads: () => ({ data: { name: 'farmerData' as const }, bookings: { name: 'farmerBookings' as const }, said: SAID }),
});
