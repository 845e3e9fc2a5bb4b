import { API, type Bilingual, type SearchIndexPage } from '@seedcorp/contracts';
import { callApi, dataOf, logFailure } from '@seedcorp/web-shared/api/api-client';
import { EN_TEXTS } from '../../i18n/en';
import { ROUTE_TABLE, ROUTES } from '../../routes';
import { publicApi } from '../api/public-api';
import { searchablePages, withCounterWords, type LabelTexts } from './search-index';
import type { SearchablePage, SearchOption } from './site-search';

export { limitSuggestions, matchOptions, matchPages } from './site-search';

/** The index as this tab last read it: the pages of one visit share it, as they once shared the app. */
const SESSION_COPY_KEY = 'seedcorp.search-index';
/** How long the pages of a visit go on using it before asking again: a page published since then shows after it. */
const SESSION_COPY_MAX_AGE_MS = 10 * 60_000;

interface SessionCopy {
  readAt: number;
  index: SearchIndexPage[];
}

/** A reload is the visitor asking for the page afresh: the index is asked for again (by its ETag) too. */
const reloaded = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

function sessionCopy(): SearchIndexPage[] | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(SESSION_COPY_KEY) ?? 'null') as SessionCopy | null;
    return kept && !reloaded() && Date.now() - kept.readAt < SESSION_COPY_MAX_AGE_MS ? kept.index : undefined;
  } catch {
    // Storage refused (a private window, a full quota) or a copy from an older site: the index is read.
    return undefined;
  }
}

function keepSessionCopy(index: SearchIndexPage[]): void {
  try {
    sessionStorage.setItem(SESSION_COPY_KEY, JSON.stringify({ readAt: Date.now(), index } satisfies SessionCopy));
  } catch {
    // Kept or not, the next page reads it again at worst.
  }
}

async function readIndex(): Promise<SearchIndexPage[]> {
  const kept = sessionCopy();
  if (kept) return kept;
  try {
    const index = dataOf(await callApi(API.content.webSearchIndex, undefined));
    keepSessionCopy(index);
    return index;
  } catch (error) {
    logFailure(`The search index could not be read: ${(error as Error).message}`);
    return [];
  }
}

/**
 * The search's own code, loaded when the box is first used so that no page load pays for it. `show` gets the pages
 * by their titles in both languages first (so the box works while the index loads, or if it cannot), then with the
 * words the content service last published and the sale counters' own. The index is read once in a visit (see
 * `SESSION_COPY_MAX_AGE_MS`); it is a GET with an ETag, so that reading it again costs a revalidation until something
 * is published.
 */
export async function loadSearchablePages(
  show: (pages: SearchablePage[]) => void,
  titles: ReadonlyMap<string, Bilingual>,
): Promise<void> {
  const hindi: LabelTexts = await import('../../i18n/hi').then(
    (module) => module.HI_TEXTS,
    (error: Error) => (logFailure(`The Hindi page names could not be loaded: ${error.message}`), {}),
  );
  // A page is found by the title its editors published, as the chrome names it (the page's titles are fresh on
  // every page load, where the index may be a few minutes old).
  const published = (language: 'en' | 'hi') =>
    Object.fromEntries([...titles].map(([path, title]) => [path, title[language].trim() || title.en]));
  const labels = { en: { ...EN_TEXTS, ...published('en') }, hi: { ...hindi, ...published('hi') } };
  show(searchablePages(ROUTE_TABLE, labels, []));
  const [index, counters] = await Promise.all([
    readIndex(),
    publicApi.saleCounters().catch((error: Error) => {
      logFailure(`The sale counters could not be read for the search: ${error.message}`);
      return undefined;
    }),
  ]);
  if (index.length > 0 || counters) show(searchablePages(ROUTE_TABLE, labels, withCounterWords(index, counters ?? [])));
}

/** Notice titles join the suggestions, by the spec's rule for names; one load per page view. */
export async function loadNoticeOptions(): Promise<SearchOption[]> {
  const [news, tenders] = await Promise.all([
    publicApi.homeNotifications().catch((error: Error) => (logFailure(error.message), [])),
    publicApi.tenders('Tender').catch((error: Error) => (logFailure(error.message), [])),
  ]);
  return [
    ...news.map((item) => ({ label: item.title, path: ROUTES.latestNews })),
    ...tenders.map((item) => ({ label: item.title, path: ROUTES.tenders })),
  ];
}
