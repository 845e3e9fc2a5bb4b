import { bookingTodayCards, COUNT_PART_FAILED, countCards, receivedCounts, siteContentCards } from './count-cards';

describe('dashboard count cards', () => {
  it('sums the gallery, notification and link counts and picks the carousel images', () => {
    const cards = countCards(
      receivedCounts({
        galleryCounts: [
          { name: 'Photo Gallery', count: 7 },
          { name: 'Home Corousel', count: 3 },
          { name: 'Site Logo', count: 2 },
        ],
        notificationCounts: [
          { name: 'Tender', count: 4 },
          { name: 'Home Page', count: 2 },
        ],
        linkCounts: [{ name: 'Directors', count: 11 }],
      }),
    );
    expect(cards).toEqual([
      // A logo is an image of Manage Images too; only the carousel's count the Carousel Images card.
      { label: 'Total Images', value: 12 },
      { label: 'Total Notifications', value: 6 },
      { label: 'Carousel Images', value: 3 },
      { label: 'Total Links', value: 11 },
    ]);
  });

  it('counts zero when a list is empty', () => {
    const cards = countCards(receivedCounts({ galleryCounts: [], notificationCounts: [], linkCounts: [] }));
    expect(cards.map((card) => card.value)).toEqual([0, 0, 0, 0]);
  });

  it('shows no number for counts the answer did not carry, and names the spec message for them', () => {
    const received = receivedCounts({ galleryCounts: [{ name: 'Photo Gallery', count: 2 }], notificationCounts: [] });
    expect(received.missing).toEqual(['linkCounts']);
    expect(received.missing.map((part) => COUNT_PART_FAILED[part])).toEqual(['Failed to fetch links.']);
    expect(countCards(received).map((card) => card.value)).toEqual([2, 0, 0, null]);
    expect(receivedCounts(undefined).missing.map((part) => COUNT_PART_FAILED[part])).toEqual([
      'Failed to load images.',
      'Failed to fetch data.',
      'Failed to fetch links.',
    ]);
  });

  it('reads the site content counts apart from the cards, in their order, and knows when they did not come', () => {
    const received = receivedCounts({
      galleryCounts: [],
      notificationCounts: [],
      linkCounts: [],
      contentCounts: [{ name: 'Drafts awaiting publication', count: 2 }],
    });
    expect(received.siteContent).toEqual([
      { name: 'Tables', count: 0 },
      { name: 'Drafts awaiting publication', count: 2 },
      { name: 'Hindi out of date or missing', count: 0 },
      { name: 'Placeholders left', count: 0 },
    ]);
    expect(received.missing).toEqual([]);
    expect(countCards(received)).toHaveLength(4);
    expect(receivedCounts({ galleryCounts: [], notificationCounts: [], linkCounts: [] }).siteContent).toBeNull();
  });

  it('links each site content count to the screen that lists what it counts', () => {
    const cards = siteContentCards([
      { name: 'Tables', count: 39 },
      { name: 'Drafts awaiting publication', count: 1 },
      { name: 'Hindi out of date or missing', count: 3 },
      { name: 'Placeholders left', count: 760 },
      { name: 'Something new', count: 1 },
    ]);
    expect(cards).toEqual([
      { label: 'Tables', value: 39, to: '/dashboard/content' },
      { label: 'Drafts awaiting publication', value: 1, to: '/dashboard/content' },
      { label: 'Hindi out of date or missing', value: 3, to: '/dashboard/language-states?state=attention' },
      { label: 'Placeholders left', value: 760, to: '/dashboard/placeholders' },
    ]);
  });

  it('counts today’s bookings and collections, each leading to the bookings report', () => {
    expect(bookingTodayCards({ day: '2026-11-29', booked: 14, collected: 9 })).toEqual([
      { label: 'Bookings made today', value: 14, to: '/dashboard/booking-report' },
      { label: 'Collections recorded today', value: 9, to: '/dashboard/booking-report' },
    ]);
  });
});
