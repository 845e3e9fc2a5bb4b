import { countCards } from './count-cards';

describe('dashboard count cards', () => {
  it('sums the gallery, notification and link counts and picks the carousel images', () => {
    const cards = countCards({
      galleryCounts: [
        { name: 'Photo Gallery', count: 7 },
        { name: 'Home Corousel', count: 3 },
      ],
      notificationCounts: [
        { name: 'Tender', count: 4 },
        { name: 'Home Page', count: 2 },
      ],
      linkCounts: [{ name: 'Directors', count: 11 }],
    });
    expect(cards).toEqual([
      { label: 'Total Images', value: 10 },
      { label: 'Total Notifications', value: 6 },
      { label: 'Carousel Images', value: 3 },
      { label: 'Total Links', value: 11 },
    ]);
  });

  it('counts zero when a list is empty', () => {
    const cards = countCards({ galleryCounts: [], notificationCounts: [], linkCounts: [] });
    expect(cards.map((card) => card.value)).toEqual([0, 0, 0, 0]);
  });
});
