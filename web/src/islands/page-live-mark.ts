/** The moment the page became live, on the page's performance timeline: benches count what loaded before it. */
export const PAGE_LIVE_MARK = 'seedcorp:page-live';
