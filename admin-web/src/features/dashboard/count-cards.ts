import type { DashboardCounts, NamedCount } from '@seedcorp/contracts';

const CAROUSEL_LOCATION = 'Home Corousel';

export type CountPart = keyof DashboardCounts;
const COUNT_PARTS: CountPart[] = ['galleryCounts', 'notificationCounts', 'linkCounts'];

/** The spec's fallback messages, one for each part of the counts that did not load. */
export const COUNT_PART_FAILED: Record<CountPart, string> = {
  galleryCounts: 'Failed to load images.',
  notificationCounts: 'Failed to fetch data.',
  linkCounts: 'Failed to fetch links.',
};

export interface ReceivedCounts {
  counts: DashboardCounts;
  /** Parts the answer did not carry as a list: their cards say so instead of showing 0. */
  missing: CountPart[];
}

/** Reads the counts answer; a part that is not a list could not be loaded. */
export function receivedCounts(data: Partial<Record<CountPart, unknown>> | undefined): ReceivedCounts {
  const missing = COUNT_PARTS.filter((part) => !Array.isArray(data?.[part]));
  const list = (part: CountPart) => (missing.includes(part) ? [] : (data?.[part] as NamedCount[]));
  return {
    counts: {
      galleryCounts: list('galleryCounts'),
      notificationCounts: list('notificationCounts'),
      linkCounts: list('linkCounts'),
    },
    missing,
  };
}

export interface CountCard {
  label: string;
  /** Null when its counts could not be loaded. */
  value: number | null;
}

const total = (counts: readonly NamedCount[]) => counts.reduce((sum, entry) => sum + entry.count, 0);

/** The four cards of the dashboard home. */
export function countCards({ counts, missing }: ReceivedCounts): CountCard[] {
  const known = (part: CountPart, value: () => number) => (missing.includes(part) ? null : value());
  return [
    { label: 'Total Images', value: known('galleryCounts', () => total(counts.galleryCounts)) },
    { label: 'Total Notifications', value: known('notificationCounts', () => total(counts.notificationCounts)) },
    {
      label: 'Carousel Images',
      value: known(
        'galleryCounts',
        () => counts.galleryCounts.find((entry) => entry.name === CAROUSEL_LOCATION)?.count ?? 0,
      ),
    },
    { label: 'Total Links', value: known('linkCounts', () => total(counts.linkCounts)) },
  ];
}
