/// <reference lib="dom" />
// The reads go through the API client the browser and the renderer share, which names the browser's globals.
import { ROUTE_TABLE } from '../../routes';
import { loaderAddress } from '../api/loader-address';
import { pageReadsAt } from '../api/page-loader';
import type { PublicApi } from '../api/public-api';
import { setReadsApi } from '../api/public-reads';
import { loadPageData } from './page-data';

const route = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path) as (typeof ROUTE_TABLE)[number];
const load = (path: string, search: string) =>
  loadPageData(route(path).page.loader, loaderAddress(route(path), search));

describe("a page's reads at its address", () => {
  const asked: unknown[] = [];
  const tables: unknown[] = [];
  beforeAll(() =>
    setReadsApi({
      siteSettings: async () => undefined,
      pageTitles: async () => [],
      documents: async () => [],
      saleCounters: async () => [],
      pageWords: async () => ({ blocks: [{ type: 'table', id: 't', table: 'rabi-crop-rates' }] }),
      contentTable: async (key: string) => {
        tables.push(key);
        return { key, kind: key === 'rabi-crop-rates' ? 'rateList' : 'table' };
      },
      earlierRateLists: async () => [],
      stock: async (argument: unknown) => {
        asked.push(argument);
        return { asked: argument };
      },
    } as unknown as PublicApi),
  );
  afterAll(() => setReadsApi(undefined));
  beforeEach(() => {
    asked.length = 0;
    tables.length = 0;
  });

  it('asks the stock of the district a page narrowed by district names, under the name its page declares', async () => {
    const data = await load('/marketing/rabi-availability', '?utm=x&DISTRICT=hisar');
    expect(asked).toEqual([{ season: 'Rabi', district: 'Hisar' }]);
    expect(data.reads.stock).toEqual({ data: { asked: { season: 'Rabi', district: 'Hisar' } } });
  });

  it("asks every district's stock without a district, or with one that is not a district", async () => {
    for (const search of ['', '?district=Atlantis', '?district=']) await load('/marketing/kharif-availability', search);
    expect(asked).toEqual([{ season: 'Kharif' }, { season: 'Kharif' }, { season: 'Kharif' }]);
  });

  it('never narrows the reads of a page that is not narrowed by district', async () => {
    await load('/marketing/sale-counters', '?district=Hisar');
    expect(asked).toEqual([{ season: 'Rabi' }, { season: 'Kharif' }]);
  });

  it('reads the tables its words name, and the earlier lists of a rate list among them', async () => {
    const data = await load('/marketing/rabi-seeds', '');
    expect(tables).toEqual(['rabi-crop-rates']);
    expect(Object.keys(data.tables)).toEqual(['rabi-crop-rates']);
    expect(data.earlierRateLists['rabi-crop-rates']).toEqual({ data: [] });
  });

  it('reads the tables a page declares besides its words: each crop of a season', async () => {
    const data = await load('/products/field-crops/rabi-crops', '');
    expect(Object.keys(data.tables).length).toBeGreaterThan(1);
    expect(Object.keys(data.tables).every((key) => key.startsWith('crop-varieties-'))).toBe(true);
    expect(data.words).toBeUndefined();
  });

  it('hands each read to the page under its declared name, with the read itself', () => {
    const reads = pageReadsAt(route('/tenders/archived').page.loader, { path: '/tenders/archived' });
    expect(reads).toEqual({ tenders: { name: 'tenders', read: { name: 'tenders', argument: 'Archived Tender' } } });
  });
});
