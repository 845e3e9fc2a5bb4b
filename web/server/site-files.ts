import type { Bilingual, SeasonKind } from '@seedcorp/contracts';
import { ApiRequestError } from '@seedcorp/web-shared/api/api-client';
import { ROUTES as GATEWAY_ROUTES } from '@seedcorp/contracts/route-table';
import type { PublicApi } from '../src/features/api/public-api';
import { newsFeed, rateListsFeed, tendersFeed, type FeedContext } from '../src/features/feeds/feed-documents';
import { feedAt, type FeedName } from '../src/features/feeds/site-feeds';
import { dataRequest, listSlug, type DataFormat } from '../src/features/open-data/data-addresses';
import {
  joinedDistricts,
  SALE_COUNTERS_DATASET,
  saleCountersDataset,
  STOCK_DATASETS,
  stockDataset,
} from '../src/features/open-data/live-datasets';
import {
  catalogueJson,
  liveDatasetJson,
  tableCsv,
  tableJson,
  type DataContext,
  type DataTable,
  type LiveDataset,
} from '../src/features/open-data/open-data-files';
import type { Language } from '../src/i18n/language';
import { languageTranslation } from '../src/i18n/languages';
import { siteName } from '../src/layout/use-document-meta';
import { routeEntry } from '../src/routes';

/**
 * The renderer's files besides pages: the feeds and the open data, made from the same public reads as the pages, at
 * the address the site is published at (feeds and catalogues name absolute addresses).
 */

export interface SiteFile {
  status: 200 | 404;
  headers: Record<string, string>;
  body: string;
}

/** Whether the gateway sends `path` to the renderer as a file rather than a page. */
export const isSiteFilePath = (path: string): boolean =>
  GATEWAY_ROUTES.siteFiles.some((prefix) => path.startsWith(prefix));

const NOT_FOUND: SiteFile = {
  status: 404,
  headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  body: 'Not found.',
};

const found = (contentType: string, body: string, headers: Record<string, string> = {}): SiteFile => ({
  status: 200,
  headers: { 'Content-Type': contentType, ...headers },
  body,
});

/** A table's file in its format; a CSV is offered for saving, under a name that says which table and list it is. */
function tableFile(format: DataFormat, name: string, csv: () => string, json: () => string): SiteFile {
  if (format === 'json') return found('application/json; charset=utf-8', json());
  const ascii = `${name.replace(/[^A-Za-z0-9._-]/g, '_')}.csv`;
  return found('text/csv; charset=utf-8', csv(), {
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(`${name}.csv`)}`,
  });
}

/** The file at `path` (a feed or open data), or 404; a read that fails throws, and the renderer answers 503. */
export async function siteFile(path: string, api: PublicApi, siteUrl: string): Promise<SiteFile> {
  const settings = await api.siteSettings();
  const text = (language: Language) => languageTranslation(language).t;
  const publisher: Bilingual = { en: siteName(settings, 'en'), hi: siteName(settings, 'hi') };
  const data: DataContext = {
    siteUrl,
    publisher,
    pageTitle: (page) => (routeEntry(page) ? { en: text('en')(page), hi: text('hi')(page) } : { en: '', hi: '' }),
  };

  const feed = feedAt(path);
  if (feed) {
    const context: FeedContext = {
      language: feed.language,
      siteUrl,
      siteName: publisher[feed.language],
      text: text(feed.language),
      data,
    };
    return found('application/rss+xml; charset=utf-8', await feedBody(feed.name, api, context));
  }

  const request = dataRequest(path);
  try {
    if (request?.kind === 'catalogue') {
      const tables = await api.publishedTables();
      const [entries, live] = await Promise.all([
        Promise.all(
          tables.map(async (table) => ({
            table,
            current: table,
            earlier: table.kind === 'rateList' ? await api.earlierRateLists(table.key) : [],
          })),
        ),
        Promise.all([...LIVE_DATASETS.values()].map((read) => read(api))),
      ]);
      return found('application/json; charset=utf-8', catalogueJson(entries, live, data));
    }
    if (request?.kind === 'table') {
      const read = LIVE_DATASETS.get(request.key);
      if (read) {
        const live = await read(api);
        return tableFile(
          request.format,
          live.key,
          () => tableCsv(live, live.rows),
          () => liveDatasetJson(live, data),
        );
      }
      const table = await api.contentTable(request.key);
      if (!table) return NOT_FOUND;
      return tableFile(
        request.format,
        table.key,
        () => tableCsv(table, table.rows),
        () => tableJson(table, table, data),
      );
    }
    if (request?.kind === 'list') {
      const table = await api.contentTable(request.key);
      if (table?.kind !== 'rateList') return NOT_FOUND;
      const lists = [table, ...(await api.earlierRateLists(table.key))];
      const list = lists.find((candidate) => listSlug(candidate) === request.slug);
      if (!list) return NOT_FOUND;
      const listTable: DataTable = table;
      return tableFile(
        request.format,
        `${table.key}-${request.slug}`,
        () => tableCsv(listTable, list.rows),
        () => tableJson(listTable, list, data, true),
      );
    }
  } catch (error) {
    // A table that does not exist is the content service's 404: so is its file.
    if (error instanceof ApiRequestError && error.httpStatus === 404) return NOT_FOUND;
    throw error;
  }
  return NOT_FOUND;
}

const nowIso = () => new Date().toISOString();

/** A read answered without its data is a failed read: the file is answered 503, never made empty. */
function answered<T>(data: T | undefined): T {
  if (data === undefined) throw new Error('The sales service answered without its data');
  return data;
}

/** A kind of season's stock with every counter's lines, district by district once the whole read gives only totals. */
async function everyCounterStock(api: PublicApi, season: SeasonKind) {
  const whole = answered(await api.stock({ season }));
  if (whole.listed) return whole;
  const districts = await Promise.all(
    whole.districts.map(async (district) => answered(await api.stock({ season, district }))),
  );
  return joinedDistricts(whole, districts);
}

/** The datasets read from the sales service's records, by their keys. */
const LIVE_DATASETS = new Map<string, (api: PublicApi) => Promise<LiveDataset>>([
  [SALE_COUNTERS_DATASET, async (api) => saleCountersDataset(answered(await api.saleCounters()), nowIso())],
  ...(Object.keys(STOCK_DATASETS) as SeasonKind[]).map(
    (kind) =>
      [STOCK_DATASETS[kind], async (api: PublicApi) => stockDataset(kind, await everyCounterStock(api, kind))] as const,
  ),
]);

async function feedBody(name: FeedName, api: PublicApi, context: FeedContext): Promise<string> {
  if (name === 'news') return newsFeed(await api.homeNotifications(), context);
  if (name === 'tenders') {
    const [tenders, notices] = await Promise.all([api.tenders('Tender'), api.documents('Tender')]);
    return tendersFeed(tenders, notices, context);
  }
  const rateTables = (await api.publishedTables()).filter((table) => table.kind === 'rateList');
  const tables = await Promise.all(
    rateTables.map(async (table) => ({ table, lists: [table, ...(await api.earlierRateLists(table.key))] })),
  );
  return rateListsFeed(tables, context);
}
