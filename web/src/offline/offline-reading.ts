import { ADMIN_PATH } from '../admin-path';
import { BOOKING_PAGES, isFarmerPage } from '../features/booking/booking-forms';

/** The service worker's address: at the site's root, so that its scope is every public page. */
export const WORKER_PATH = '/sw.js';

/** A page asks the worker to save the page it shows (after a client-side navigation, or in another language). */
export interface SavePageMessage {
  type: 'save-page';
  path: string;
}

export const isSavePageMessage = (data: unknown): data is SavePageMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as SavePageMessage).type === 'save-page' &&
  typeof (data as SavePageMessage).path === 'string';

/**
 * Paths under the worker's scope that are not public pages: the API, the admin app's files, stored images and
 * documents. The worker neither answers nor keeps them; neither does it the admin app (ADMIN_PATH).
 */
export const NOT_PAGES = ['/api/', '/admin/', '/media/', '/internal/'] as const;

/** Whether the worker may answer a navigation to `pathname` (and keep the page for reading offline). */
export const isPublicPage = (pathname: string): boolean =>
  !ADMIN_PATH.test(pathname) && !NOT_PAGES.some((prefix) => pathname.startsWith(prefix)) && keptOnThePhone(pathname);

/**
 * Of a farmer's own pages, the phone keeps the slips alone (to show at the counter with no signal), which name no
 * person; never their data, their details, the notice's or sign-in's steps, nor the booking form, which would stay on
 * a shared phone after they sign out or withdraw their consent.
 */
const keptOnThePhone = (pathname: string): boolean =>
  !isFarmerPage(pathname.replace(/\/+$/, '')) || pathname.replace(/\/+$/, '') === BOOKING_PAGES.mine;

/** The site's own hashed files (scripts, styles, fonts), which never change under their name. */
export const ASSETS_PREFIX = '/assets/';

/**
 * Whether an answer to a page may be kept: a page the site answered in full (never an error, a redirect, or a page
 * whose list failed, which the renderer marks `no-store`), from the site itself.
 */
export const isKeepablePage = (response: Response): boolean =>
  response.status === 200 &&
  response.type === 'basic' &&
  (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
  !/no-store/i.test(response.headers.get('Cache-Control') ?? '');
