import type { PublicContentTable, PublicPage } from '@seedcorp/contracts';
import type { ListRead, RouteEntry } from '../../routes';
import { loadReads, readKey, type PageData, type PublicRead, type ReadOutcome } from '../api/public-reads';
import { districtInQuery } from '../stock/district-query';
import { PAGE_TITLES_READ } from './page-titles';

/** The site settings, read with every page. */
export const SITE_SETTINGS_READ: PublicRead = { name: 'siteSettings' };

export const wordsRead = (path: string): Extract<PublicRead, { name: 'pageWords' }> => ({
  name: 'pageWords',
  argument: path,
});

const dataOf = <T>(outcome: ReadOutcome | undefined): T | undefined =>
  outcome && 'data' in outcome ? (outcome.data as T) : undefined;

/** The tables a page's published words name, in page order. */
const tablesOfWords = (page: PublicPage | undefined): string[] =>
  (page?.blocks ?? []).flatMap((block) => (block.type === 'table' ? [block.table] : []));

/**
 * A declared read as a page at an address makes it: on a page narrowed by district, the stock of the district the
 * query string names (as the renderer, the gateway's page cache and the page itself read it), so the page holds only
 * that district's counters and its data is kept under a key of its own.
 */
function readAt(read: ListRead, entry: Pick<RouteEntry, 'narrowedByDistrict'>, search: string): PublicRead {
  const district = entry.narrowedByDistrict ? districtInQuery(search) : undefined;
  return read.name === 'stock' && district ? { ...read, argument: { ...read.argument, district } } : read;
}

/**
 * Everything a route's page shows, as its entry declares it: its lists and its words, then the tables the words
 * name, then a rate list's earlier lists; `search` is the address's query string. Each step reads only what the one before named, so an administrator who
 * adds a table to a page needs no change here.
 */
export async function loadPageData(
  entry: Pick<RouteEntry, 'path' | 'shows' | 'narrowedByDistrict'>,
  search = '',
): Promise<PageData> {
  const shows = entry.shows ?? {};
  const words = shows.words ? wordsRead(entry.path) : undefined;
  const lists = (shows.lists ?? []).map((read) => readAt(read, entry, search));
  // Every page carries the site settings its header, side panel and footer show, and the pages' titles.
  const first = await loadReads([SITE_SETTINGS_READ, PAGE_TITLES_READ, ...lists, ...(words ? [words] : [])]);
  if (!words) return first;
  const page = dataOf<PublicPage>(first[readKey(words)]);
  const tableKeys = tablesOfWords(page);
  const tables = await loadReads(tableKeys.map((key): PublicRead => ({ name: 'contentTable', argument: key })));
  const rateLists = tableKeys.filter(
    (key) => dataOf<PublicContentTable>(tables[readKey({ name: 'contentTable', argument: key })])?.kind === 'rateList',
  );
  const earlier = await loadReads(rateLists.map((key): PublicRead => ({ name: 'earlierRateLists', argument: key })));
  return { ...first, ...tables, ...earlier };
}
