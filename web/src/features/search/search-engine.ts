import { API, type Bilingual, type SearchIndexPage } from '@seedcorp/contracts';
import { callApi, dataOf, logFailure } from '@seedcorp/web-shared/api/api-client';
import { EN_TEXTS } from '../../i18n/en';
import { ROUTE_TABLE, ROUTES } from '../../routes';
import { publicApi } from '../api/public-api';
import { searchablePages, withCounterWords, type LabelTexts } from './search-index';
import type { SearchablePage, SearchOption } from './site-search';

export { limitSuggestions, matchOptions, matchPages } from './site-search';

/**
 * What the search reads, as this tab last read it: the pages of one visit share it, as they once shared the app, and a
 * visitor's suggestions do not change under their fingers while the notices load again.
 */
const SESSION_COPY_KEYS = { index: 'seedcorp.search-index', notices: 'seedcorp.search-notices' } as const;
/** How long the pages of a visit go on using them before asking again: what was published since shows after it. */
const SESSION_COPY_MAX_AGE_MS = 10 * 60_000;

interface SessionCopy<T> {
  readAt: number;
  value: T;
}

/** A reload is the visitor asking for the page afresh: the search's data is asked for again too. */
const reloaded = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type === 'reload';

function sessionCopy<T>(key: string): T | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(key) ?? 'null') as SessionCopy<T> | null;
    return kept && !reloaded() && Date.now() - kept.readAt < SESSION_COPY_MAX_AGE_MS ? kept.value : undefined;
  } catch {
    // Storage refused (a private window, a full quota) or a copy from an older site: it is read again.
    return undefined;
  }
}

function keepSessionCopy<T>(key: string, value: T): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ readAt: Date.now(), value } satisfies SessionCopy<T>));
  } catch {
    // Kept or not, the next page reads it again at worst.
  }
}

/** `read` once in a visit (see `SESSION_COPY_MAX_AGE_MS`), kept only when it was read whole. */
async function readOncePerVisit<T>(key: string, read: () => Promise<{ value: T; whole: boolean }>): Promise<T> {
  const kept = sessionCopy<T>(key);
  if (kept) return kept;
  const { value, whole } = await read();
  if (whole) keepSessionCopy(key, value);
  return value;
}

const readIndex = () =>
  readOncePerVisit(SESSION_COPY_KEYS.index, async () => {
    try {
      return { value: dataOf(await callApi(API.content.webSearchIndex, undefined)), whole: true };
    } catch (error) {
      logFailure(`The search index could not be read: ${(error as Error).message}`);
      return { value: [] as SearchIndexPage[], whole: false };
    }
  });

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

/** Notice titles join the suggestions, by the spec's rule for names; read once in a visit, as the index is. */
export function loadNoticeOptions(): Promise<SearchOption[]> {
  return readOncePerVisit(SESSION_COPY_KEYS.notices, async () => {
    let whole = true;
    const failed = (error: Error) => {
      whole = false;
      logFailure(error.message);
      return [];
    };
    const [news, tenders] = await Promise.all([
      publicApi.homeNotifications().catch(failed),
      publicApi.tenders('Tender').catch(failed),
    ]);
    const value = [
      ...news.map((item) => ({ label: item.title, path: ROUTES.latestNews })),
      ...tenders.map((item) => ({ label: item.title, path: ROUTES.tenders })),
    ];
    return { value, whole };
  });
}
