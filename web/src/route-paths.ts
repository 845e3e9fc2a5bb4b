/**
 * Paths other modules link to by name. Apart from the route table, so that a part of a page that runs in the browser
 * by itself (an island) can link to a page without carrying the whole table; `routes.spec` checks each is a route's.
 */
export const ROUTES = {
  home: '/',
  aboutUs: '/about-us',
  latestNews: '/latest-news',
  photoGallery: '/photo-gallery',
  tenders: '/tenders',
  archivedTenders: '/tenders/archived',
  saleCounters: '/marketing/sale-counters',
  rabiAvailability: '/marketing/rabi-availability',
  kharifAvailability: '/marketing/kharif-availability',
  screenReader: '/screen-access-reader',
  contactUs: '/contact-us',
  verify: '/verify',
} as const;
