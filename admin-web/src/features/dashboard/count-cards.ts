import type { DashboardCounts, NamedCount } from '@seedcorp/contracts';

const CAROUSEL_LOCATION = 'Home Corousel';

export interface CountCard {
  label: string;
  value: number;
}

const total = (counts: readonly NamedCount[]) => counts.reduce((sum, entry) => sum + entry.count, 0);

/** The four cards of the dashboard home. */
export function countCards(counts: DashboardCounts): CountCard[] {
  return [
    { label: 'Total Images', value: total(counts.galleryCounts) },
    { label: 'Total Notifications', value: total(counts.notificationCounts) },
    {
      label: 'Carousel Images',
      value: counts.galleryCounts.find((entry) => entry.name === CAROUSEL_LOCATION)?.count ?? 0,
    },
    { label: 'Total Links', value: total(counts.linkCounts) },
  ];
}
