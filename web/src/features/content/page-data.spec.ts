/// <reference lib="dom" />
// The reads go through the API client the browser and the renderer share, which names the browser's globals.
import { ROUTE_TABLE } from '../../routes';
import type { PublicApi } from '../api/public-api';
import { readKey, setReadsApi } from '../api/public-reads';
import { loadPageData } from './page-data';

const route = (path: string) => ROUTE_TABLE.find((entry) => entry.path === path) as (typeof ROUTE_TABLE)[number];

describe("a page's reads at its address", () => {
  const asked: unknown[] = [];
  beforeAll(() =>
    setReadsApi({
      siteSettings: async () => undefined,
      documents: async () => [],
      saleCounters: async () => [],
      pageWords: async () => undefined,
      stock: async (argument: unknown) => {
        asked.push(argument);
        return { asked: argument };
      },
    } as unknown as PublicApi),
  );
  afterAll(() => setReadsApi(undefined));
  beforeEach(() => (asked.length = 0));

  it('asks the stock of the district a page narrowed by district names, and keeps it under a key of its own', async () => {
    const data = await loadPageData(route('/marketing/rabi-availability'), '?utm=x&DISTRICT=hisar');
    expect(asked).toEqual([{ season: 'Rabi', district: 'Hisar' }]);
    expect(data[readKey({ name: 'stock', argument: { season: 'Rabi', district: 'Hisar' } })]).toEqual({
      data: { asked: { season: 'Rabi', district: 'Hisar' } },
    });
    expect(data[readKey({ name: 'stock', argument: { season: 'Rabi' } })]).toBeUndefined();
  });

  it("asks every district's stock without a district, or with one that is not a district", async () => {
    for (const search of ['', '?district=Atlantis', '?district=']) {
      const data = await loadPageData(route('/marketing/kharif-availability'), search);
      expect(data[readKey({ name: 'stock', argument: { season: 'Kharif', district: undefined } })]).toBeDefined();
    }
    expect(asked).toEqual([{ season: 'Kharif' }, { season: 'Kharif' }, { season: 'Kharif' }]);
  });

  it('never narrows the reads of a page that is not narrowed by district', async () => {
    await loadPageData(route('/marketing/sale-counters'), '?district=Hisar');
    expect(asked).toEqual([{ season: 'Rabi' }, { season: 'Kharif' }]);
  });

  it('tells two districts apart, and the same district however its request is written, in the data key', () => {
    const key = (argument: { season: 'Rabi'; district?: string }) => readKey({ name: 'stock', argument });
    expect(key({ season: 'Rabi', district: 'Hisar' })).not.toBe(key({ season: 'Rabi', district: 'Jind' }));
    expect(key({ season: 'Rabi', district: 'Hisar' })).not.toBe(key({ season: 'Rabi' }));
    expect(key({ season: 'Rabi', district: '' })).toBe(key({ season: 'Rabi' }));
    expect(readKey({ name: 'contentTable', argument: 'rabi-crop-rates' })).toBe('contentTable:rabi-crop-rates');
  });
});
