import { isKeepablePage, isPublicPage, isSavePageMessage } from './offline-reading';
import { ROUTE_TABLE } from '../routes';
import { BOOKING_PAGES, isFarmerPage } from '../features/booking/booking-forms';

const answer = (status: number, headers: Record<string, string>, type: Response['type'] = 'basic') =>
  ({ status, type, headers: new Headers(headers) }) as Response;

describe('what the service worker answers and keeps', () => {
  it("keeps of a farmer's own pages only the slips, never their data, details or the steps before booking", () => {
    expect(isPublicPage(BOOKING_PAGES.mine)).toBe(true);
    for (const path of [
      BOOKING_PAGES.start,
      BOOKING_PAGES.code,
      BOOKING_PAGES.consent,
      BOOKING_PAGES.details,
      BOOKING_PAGES.myData,
      `${BOOKING_PAGES.myData}/`,
      `${BOOKING_PAGES.book}/a-window`,
    ])
      expect({ path, kept: isPublicPage(path) }).toEqual({ path, kept: false });
  });

  it('answers every public page, never the admin app, the API, the admin files or stored documents', () => {
    for (const { path } of ROUTE_TABLE.filter((entry) => !isFarmerPage(entry.path)))
      expect(isPublicPage(path)).toBe(true);
    for (const path of [
      '/login',
      '/dashboard',
      '/dashboard/home',
      '/api/content/getAll',
      '/admin/assets/index.js',
      '/media/documents/a.pdf',
      '/internal/counts',
    ])
      expect({ path, answered: isPublicPage(path) }).toEqual({ path, answered: false });
  });

  it('keeps a page answered in full, never an error, a redirect, a no-store answer or another site', () => {
    const html = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };
    expect(isKeepablePage(answer(200, html))).toBe(true);
    expect(isKeepablePage(answer(503, { ...html, 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isKeepablePage(answer(200, { ...html, 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isKeepablePage(answer(404, html))).toBe(false);
    expect(isKeepablePage(answer(0, {}, 'opaqueredirect'))).toBe(false);
    expect(isKeepablePage(answer(200, html, 'cors'))).toBe(false);
    expect(isKeepablePage(answer(200, { 'Content-Type': 'application/json' }))).toBe(false);
  });

  it('takes only its own message from a page', () => {
    expect(isSavePageMessage({ type: 'save-page', path: '/tenders' })).toBe(true);
    expect(isSavePageMessage({ type: 'save-page' })).toBe(false);
    expect(isSavePageMessage('save-page')).toBe(false);
    expect(isSavePageMessage(null)).toBe(false);
  });
});
