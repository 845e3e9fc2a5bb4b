import { API } from '@seedcorp/contracts';
import { callApi, dataOf, logFailure } from '@seedcorp/web-shared/api/api-client';
import { EN_TEXTS } from '../../i18n/en';
import { ROUTE_TABLE, ROUTES } from '../../routes';
import { publicApi } from '../api/public-api';
import { searchablePages, withCounterWords, type LabelTexts } from './search-index';
import type { SearchablePage, SearchOption } from './site-search';

export { limitSuggestions, matchOptions, matchPages } from './site-search';

/**
 * The search's own code, loaded when the box is first used so that no page load pays for it. `show` gets the pages
 * by their titles in both languages first (so the box works while the index loads, or if it cannot), then with the
 * words the content service last published and the sale counters' own. The index is a GET with an ETag: the browser keeps it, and a later
 * page view costs a revalidation until something is published.
 */
export async function loadSearchablePages(show: (pages: SearchablePage[]) => void): Promise<void> {
  const hindi: LabelTexts = await import('../../i18n/hi').then(
    (module) => module.HI_TEXTS,
    (error: Error) => (logFailure(`The Hindi page names could not be loaded: ${error.message}`), {}),
  );
  const labels = { en: EN_TEXTS, hi: hindi };
  show(searchablePages(ROUTE_TABLE, labels, []));
  const [index, counters] = await Promise.all([
    callApi(API.content.webSearchIndex, undefined).then(dataOf, (error: Error) => {
      logFailure(`The search index could not be read: ${error.message}`);
      return [];
    }),
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
