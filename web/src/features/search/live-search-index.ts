import type { PublicContentTable } from '@seedcorp/contracts';
import { CROPS } from '../../content/crops';
import { cropVarietiesTable, SITE_TABLES } from '../../content/site-tables';
import { ROUTE_TABLE } from '../../routes';
import { anyReadFailed, loadReads } from '../api/public-reads';
import { SEARCH_CONTENT } from './search-content';
import { buildSearchIndex, publishedTableTexts } from './search-index';
import type { IndexedPage } from './site-search';

/** Each table once, though a table may show on more than one page (the citizen services). */
const ALL_TABLE_KEYS = [
  ...new Set(
    [...Object.values(SITE_TABLES).flat(), ...CROPS.map((crop) => cropVarietiesTable(crop.slug))].map(
      (table) => table.key,
    ),
  ),
];

/**
 * The search index with the corporation's tables as last published, so a farmer finds a variety's rate page by
 * the variety, including one published today. `complete` is false when a table could not be read: the index then
 * finds those pages by their prose only, and is not kept.
 */
export async function liveSearchIndex(): Promise<{ index: IndexedPage[]; complete: boolean }> {
  const data = await loadReads(ALL_TABLE_KEYS.map((key) => ({ name: 'contentTable', argument: key })));
  const routes = new Set(ROUTE_TABLE.map((route) => route.path));
  const tables = Object.values(data).flatMap((outcome) =>
    'data' in outcome && outcome.data ? [outcome.data as PublicContentTable] : [],
  );
  const sources = tables
    .filter((table) => routes.has(table.page))
    .map((table) => ({ paths: [table.page], texts: publishedTableTexts(table) }));
  return { index: buildSearchIndex(ROUTE_TABLE, [...SEARCH_CONTENT, ...sources]), complete: !anyReadFailed(data) };
}
