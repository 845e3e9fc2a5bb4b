import type { PublicContentTable } from '@seedcorp/contracts';
import type { Language } from '../../i18n/language';
import { declaredReads, type RouteEntry } from '../../routes';
import type { PageData } from '../api/read-outcome';

/**
 * The site's feeds: the latest news (the home page's notices), the current tenders and the seed rate lists, each in
 * English and in Hindi at an address of its own, since the gateway keeps one copy per address for everyone.
 */
export const FEED_NAMES = ['news', 'tenders', 'rate-lists'] as const;
export type FeedName = (typeof FEED_NAMES)[number];

export const FEED_LANGUAGES: readonly Language[] = ['en', 'hi'];

/** The text key of each feed's name: the title of the page it follows, where it follows one. */
export const FEED_TITLE_KEYS: Record<FeedName, string> = {
  news: '/latest-news',
  tenders: '/tenders',
  'rate-lists': 'rateListsFeed',
};

export const feedPath = (name: FeedName, language: Language): string =>
  `/feeds/${name}${language === 'hi' ? '.hi' : ''}.xml`;

/** The feed an address names, if it names one. */
export function feedAt(path: string): { name: FeedName; language: Language } | undefined {
  for (const name of FEED_NAMES) {
    for (const language of FEED_LANGUAGES) if (feedPath(name, language) === path) return { name, language };
  }
  return undefined;
}

const showsRateList = (pageData: readonly (PageData | undefined)[]) =>
  pageData.some((data) =>
    Object.values(data?.tables ?? {}).some(
      (outcome) => 'data' in outcome && (outcome.data as PublicContentTable | undefined)?.kind === 'rateList',
    ),
  );

/**
 * The feeds a page offers feed readers: those following a list it shows (the home page's notices, the current
 * tenders, a rate list it was rendered with).
 */
export function pageFeeds(entry: RouteEntry | undefined, pageData: readonly (PageData | undefined)[]): FeedName[] {
  const reads = entry ? declaredReads(entry) : [];
  const feeds: FeedName[] = [];
  if (reads.some((read) => read.name === 'homeNotifications')) feeds.push('news');
  if (reads.some((read) => read.name === 'tenders' && read.argument === 'Tender')) feeds.push('tenders');
  if (showsRateList(pageData)) feeds.push('rate-lists');
  return feeds;
}
