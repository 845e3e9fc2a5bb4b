import {
  CONTENT_COUNT_NAMES,
  namedCounts,
  type BookingTodayCounts,
  type DashboardCounts,
  type NamedCount,
} from '@seedcorp/contracts';
import { ROUTES } from '../../routes';

const CAROUSEL_LOCATION = 'Home Corousel';

/** The parts of the counts the spec's four cards are made from. */
export type CountPart = Exclude<keyof DashboardCounts, 'contentCounts'>;
const COUNT_PARTS: CountPart[] = ['galleryCounts', 'notificationCounts', 'linkCounts'];

/** The spec's fallback messages, one for each part of the counts that did not load. */
export const COUNT_PART_FAILED: Record<CountPart, string> = {
  galleryCounts: 'Failed to load images.',
  notificationCounts: 'Failed to fetch data.',
  linkCounts: 'Failed to fetch links.',
};

export interface ReceivedCounts {
  counts: Pick<DashboardCounts, CountPart>;
  /** Parts the answer did not carry as a list: their cards say so instead of showing 0. */
  missing: CountPart[];
  /** The site content counts (`CONTENT_COUNT_NAMES`), in their order; null when not carried. */
  siteContent: NamedCount[] | null;
}

/** Reads the counts answer; a part that is not a list could not be loaded. */
export function receivedCounts(data: Partial<Record<keyof DashboardCounts, unknown>> | undefined): ReceivedCounts {
  const missing = COUNT_PARTS.filter((part) => !Array.isArray(data?.[part]));
  const list = (part: CountPart) => (missing.includes(part) ? [] : (data?.[part] as NamedCount[]));
  const content = data?.contentCounts;
  return {
    counts: {
      galleryCounts: list('galleryCounts'),
      notificationCounts: list('notificationCounts'),
      linkCounts: list('linkCounts'),
    },
    missing,
    siteContent: Array.isArray(content) ? namedCounts(CONTENT_COUNT_NAMES, content as NamedCount[]) : null,
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

/** A count of the site content, with the screen that lists what it counts. */
export interface SiteContentCard extends CountCard {
  to: string;
}

const [TABLES, DRAFTS, HINDI, PLACEHOLDERS] = CONTENT_COUNT_NAMES;

const CONTENT_COUNT_SCREENS: Record<(typeof CONTENT_COUNT_NAMES)[number], string> = {
  [TABLES]: ROUTES.siteContent,
  [DRAFTS]: ROUTES.siteContent,
  [HINDI]: `${ROUTES.languageStates}?state=attention`,
  [PLACEHOLDERS]: ROUTES.placeholders,
};

/** The cards of the Site content panel, each linking to the list of what it counts. */
export function siteContentCards(counts: readonly NamedCount[]): SiteContentCard[] {
  return counts
    .filter(
      (entry): entry is NamedCount & { name: keyof typeof CONTENT_COUNT_SCREENS } =>
        entry.name in CONTENT_COUNT_SCREENS,
    )
    .map((entry) => ({ label: entry.name, value: entry.count, to: CONTENT_COUNT_SCREENS[entry.name] }));
}

/** Today's seed booking, as cards of the Site content panel's kind, each leading to the bookings report. */
export function bookingTodayCards(counts: BookingTodayCounts): SiteContentCard[] {
  return [
    { label: 'Bookings made today', value: counts.booked, to: ROUTES.bookingReport },
    { label: 'Collections recorded today', value: counts.collected, to: ROUTES.bookingReport },
  ];
}
