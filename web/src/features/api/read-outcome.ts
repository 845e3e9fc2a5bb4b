import { ApiRequestError } from '@seedcorp/web-shared/api/api-request-error';

/** What a page's loader found for one of its reads: the data, or why there is none. */
export type ReadOutcome = { data: unknown } | { failed: { message: string; httpStatus?: number } };

/** What a page's loader read (see `loadPageData`), kept in the page for the browser. */
export interface PageData {
  /** The chrome's: the settings its header, side panel and footer show. */
  siteSettings?: ReadOutcome;
  /** The chrome's: every page's published title. */
  pageTitles?: ReadOutcome;
  /** The page's own reads, under the names its loader declares. */
  reads: Record<string, ReadOutcome>;
  /** Its published words, if it has any. */
  words?: ReadOutcome;
  /** The tables its words name, and those it declares, by table key. */
  tables: Record<string, ReadOutcome>;
  /** The earlier lists of each of those tables that is a rate list, by table key. */
  earlierRateLists: Record<string, ReadOutcome>;
}

export const EMPTY_PAGE_DATA: PageData = { reads: {}, tables: {}, earlierRateLists: {} };

const outcomesOf = (data: PageData): ReadOutcome[] => [
  ...(data.siteSettings ? [data.siteSettings] : []),
  ...(data.pageTitles ? [data.pageTitles] : []),
  ...(data.words ? [data.words] : []),
  ...Object.values(data.reads),
  ...Object.values(data.tables),
  ...Object.values(data.earlierRateLists),
];

/**
 * Whether any read of the page failed: the renderer then answers 503, so the gateway may serve its last good copy,
 * and the browser runs the page as the app, which reads it again. Apart from the reads themselves, so that a page
 * running only its islands can tell without the site's API client.
 */
export const anyReadFailed = (data: PageData | undefined): boolean =>
  !!data && outcomesOf(data).some((outcome) => 'failed' in outcome);

/** Whether the page was rendered with data (a page prerendered at build time has none). */
export const readAnything = (data: PageData | undefined): boolean => !!data && outcomesOf(data).length > 0;

export const dataOf = <T>(outcome: ReadOutcome | undefined): T | undefined =>
  outcome && 'data' in outcome ? (outcome.data as T) : undefined;

export const outcomeError = (outcome: Extract<ReadOutcome, { failed: unknown }>): ApiRequestError =>
  new ApiRequestError(outcome.failed.message, outcome.failed.httpStatus);
