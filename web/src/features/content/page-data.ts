import type { PublicContentTable, PublicPage } from '@seedcorp/contracts';
import type { PageAddress, PageLoader } from '../api/page-loader';
import type { PublicRead } from '../api/page-read-types';
import { canRead, loadNamedReads, loadRead } from '../api/public-reads';
import { earlierRateListsRead, PAGE_TITLES_READ, SITE_SETTINGS_READ, tableRead, wordsRead } from './content-reads';
import { dataOf, EMPTY_PAGE_DATA, type PageData, type ReadOutcome } from '../api/read-outcome';

/** The tables a page's published words name, in page order. */
const tablesOfWords = (page: PublicPage | undefined): string[] =>
  (page?.blocks ?? []).flatMap((block) => (block.type === 'table' ? [block.table] : []));

async function loadByKey(keys: readonly string[], read: (key: string) => PublicRead) {
  const outcomes = await Promise.all(keys.map(async (key) => [key, await loadRead(read(key))] as const));
  return Object.fromEntries(outcomes) as Record<string, ReadOutcome>;
}

/**
 * Everything a page shows, as its loader declares it, at an address: the chrome's settings and titles, its reads
 * and its words at once, then the tables the words name (and those it declares), then a rate list's earlier lists.
 * Each step reads only what the one before named, so an administrator who adds a table to a page needs no change
 * here. Nothing is read while pages are prerendered at build time.
 */
export async function loadPageData(loader: PageLoader, address: PageAddress): Promise<PageData> {
  if (!canRead()) return EMPTY_PAGE_DATA;
  const [siteSettings, pageTitles, reads, words] = await Promise.all([
    loadRead(SITE_SETTINGS_READ),
    loadRead(PAGE_TITLES_READ),
    loadNamedReads(loader.reads?.(address) ?? {}),
    loader.words ? loadRead(wordsRead(address.path)) : undefined,
  ]);
  const tableKeys = [...new Set([...tablesOfWords(dataOf<PublicPage>(words)), ...(loader.tables?.(address) ?? [])])];
  const tables = await loadByKey(tableKeys, tableRead);
  const rateLists = tableKeys.filter((key) => dataOf<PublicContentTable>(tables[key])?.kind === 'rateList');
  const earlierRateLists = await loadByKey(rateLists, earlierRateListsRead);
  return { siteSettings, pageTitles, reads, ...(words ? { words } : {}), tables, earlierRateLists };
}
