import { PLACEHOLDER } from '../../content/content-types';
import { CROPS } from '../../content/crops';
import { PROCESSING_PLANTS } from '../../content/plants';
import { SALE_COUNTER_UNITS } from '../../content/counters';
import { PROACTIVE_DISCLOSURE_PAGES } from '../../content/rti';
import { ROUTE_TABLE, type RouteEntry } from '../../routes';
import { SEARCH_CONTENT } from './search-content';
import { buildSearchIndex, tableTexts } from './search-index';
import { matchPages } from './site-search';

const INDEX = buildSearchIndex(ROUTE_TABLE, SEARCH_CONTENT);
const title = (path: string) => ROUTE_TABLE.find((route) => route.path === path)?.title ?? path;
const found = (text: string) => matchPages(INDEX, text, title).map((option) => option.path);

const COTTON = '/products/field-crops/kharif-crops/cotton';

describe('buildSearchIndex', () => {
  it('indexes every searchable page, once each, and only paths of the route table', () => {
    const paths = INDEX.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const routes = new Set(ROUTE_TABLE.map((route) => route.path));
    for (const path of paths) expect(routes.has(path)).toBe(true);
    for (const route of ROUTE_TABLE.filter((entry) => entry.searchable)) expect(paths).toContain(route.path);
    for (const path of SEARCH_CONTENT.flatMap((source) => source.paths)) expect(paths).toContain(path);
  });

  it('labels each page by its route-table title and leaves unknown figures out', () => {
    for (const page of INDEX) {
      expect(page.title).toBe(title(page.path));
      expect(page.text.split('\n')).not.toContain(PLACEHOLDER);
    }
  });

  it('maps every crop variety to its crop page', () => {
    for (const crop of CROPS) {
      const text = INDEX.find((page) => page.path === crop.path)?.text.split('\n');
      for (const variety of crop.varieties) expect(text).toContain(variety.name);
    }
    expect(found('HD-123')).toEqual([COTTON]);
    expect(found('hd-123')).toEqual([COTTON]);
  });

  it('finds the plants on seed processing and the regional units on sale counters', () => {
    expect(found('Umri')).toEqual(expect.arrayContaining(['/production/seed-processing', '/marketing/sale-counters']));
    for (const plant of PROCESSING_PLANTS) expect(found(plant.name)).toContain('/production/seed-processing');
    for (const { unit } of SALE_COUNTER_UNITS) expect(found(unit)).toContain('/marketing/sale-counters');
  });

  it('finds the RTI fees page first for "RTI fee", and each disclosure under its own page', () => {
    expect(found('RTI fee')[0]).toBe('/rti/fees');
    expect(found('rti   FEE')[0]).toBe('/rti/fees');
    for (const page of PROACTIVE_DISCLOSURE_PAGES) expect(found(page.title)[0]).toBe(page.path);
  });

  it('finds rates, policy sections and sections of the site', () => {
    expect(found('GNG-2171')).toEqual(['/marketing/rabi-seeds']);
    expect(found('PB-1509')).toEqual(['/marketing/kharif-seeds']);
    expect(found('Hyperlinking Policy')).toEqual(['/website-policies']);
    expect(found('mini banks')).toEqual(
      expect.arrayContaining(['/marketing/rabi-seeds', '/marketing/kharif-vegetables']),
    );
    expect([...found('Field inspections')].sort()).toEqual(['/production/stages', '/quality-control']);
  });

  it('rejects content mapped to a path the route table lacks', () => {
    const routes: RouteEntry[] = [{ path: '/a', title: 'A', description: 'A page.', page: 'x' }];
    expect(() => buildSearchIndex(routes, [{ paths: ['/b'], texts: ['B'] }])).toThrow('/b');
  });

  it('adds the sections a page sits in and keeps each text once', () => {
    const routes: RouteEntry[] = [
      { path: '/rti', title: 'RTI Act, 2005', description: 'RTI.', page: 'x' },
      { path: '/rti/fees', title: 'Fees', description: 'Fees.', page: 'x', searchable: true },
      { path: '/marketing/offices', title: 'Offices', description: 'Offices.', page: 'x', searchable: true },
    ];
    expect(
      buildSearchIndex(routes, [{ paths: ['/rti/fees'], texts: ['Rs 50', 'Rs 50', 'Fees', PLACEHOLDER] }]),
    ).toEqual([
      { path: '/rti/fees', title: 'Fees', text: 'RTI Act, 2005\nRs 50' },
      { path: '/marketing/offices', title: 'Offices', text: 'Marketing' },
    ]);
  });
});

describe('tableTexts', () => {
  it('gives the caption, headers and cells as shown, without unknown cells', () => {
    expect(
      tableTexts({
        caption: 'Plants',
        columns: [
          { key: 'name', header: 'Plant' },
          { key: 'storage', header: 'Storage', numeric: true },
        ],
        rows: [{ name: 'Umri', storage: 110000 }, { name: PLACEHOLDER }],
        footer: { name: 'Total', storage: 449000 },
      }),
    ).toEqual(['Plants', 'Plant', 'Storage', 'Umri', '1,10,000', 'Total', '4,49,000']);
  });
});
