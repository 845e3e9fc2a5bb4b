/**
 * The booking pages' plain forms: where each posts (the site renderer answers, then leads to the next page), and the
 * cookies that carry a farmer's session between them. Beside the pages so that the renderer and the pages name one
 * address each.
 */
export const BOOKING_PATH = '/booking';

export const BOOKING_PAGES = {
  start: BOOKING_PATH,
  code: `${BOOKING_PATH}/code`,
  consent: `${BOOKING_PATH}/consent`,
  details: `${BOOKING_PATH}/details`,
  book: `${BOOKING_PATH}/book`,
  mine: `${BOOKING_PATH}/my-bookings`,
  myData: `${BOOKING_PATH}/my-data`,
} as const;

export const BOOKING_FORMS = {
  signIn: `${BOOKING_PATH}/sign-in`,
  code: `${BOOKING_PATH}/code`,
  consent: `${BOOKING_PATH}/consent`,
  details: `${BOOKING_PATH}/details`,
  book: `${BOOKING_PATH}/book`,
  cancel: `${BOOKING_PATH}/cancel`,
  withdraw: `${BOOKING_PATH}/withdraw`,
  signOut: `${BOOKING_PATH}/sign-out`,
} as const;

/** The farmer's session token (HttpOnly, this site's booking pages only, as long as the token lives). */
export const FARMER_COOKIE = 'seedcorp_farmer';
/** The number a code was sent to, between the two steps of signing in. */
export const FARMER_MOBILE_COOKIE = 'seedcorp_farmer_mobile';
/** What the last form's answer said, shown once on the page it leads to. */
export const FORM_SAID_COOKIE = 'seedcorp_form_said';

/** Whether a page of the site is one of a farmer's own (never kept by the renderer or the gateway). */
export const isFarmerPage = (path: string): boolean => path === BOOKING_PATH || path.startsWith(`${BOOKING_PATH}/`);
