import { PLACEHOLDER } from '../../content/content-types';
import { CROPS } from '../../content/crops';
import { PROCESSING_PLANT_NAMES } from '../../content/plants';
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
      for (const variety of crop.varieties) expect(text).toContain(variety);
    }
    expect(found('HD-123')).toEqual([COTTON]);
    expect(found('hd-123')).toEqual([COTTON]);
  });

  it('finds the plants where the prose names them', () => {
    expect(found('Umri')).toEqual(expect.arrayContaining(['/about-us']));
    for (const plant of PROCESSING_PLANT_NAMES) expect(found(plant)).toContain('/about-us');
  });

  // The site renderer adds the tables as last published (live-search-index.ts); the index built from the site
  // itself holds none of their cells.
  it("finds the pages whose tables the content service keeps by their titles and prose, not by a table's figures", () => {
    expect(found('Seed processing')).toContain('/production/seed-processing');
    expect(found('carry-over lots')).toEqual(expect.arrayContaining(['/production/seed-processing', '/services']));
    expect(found('Facilities To Growers')).toEqual(['/production/incentives']);
    expect(found('Rabi plan')[0]).toBe('/production/seed-production');
    expect(found('Paid-up capital')).toEqual(['/finance']);
    expect(found('4,49,000')).toEqual([]);
    expect(found('Grand total')).toEqual([]);
    expect(found('GNG-2171')).toEqual([]);
    expect(found('GSTIN')).toEqual([]);
  });

  it('finds the RTI fees page first for "RTI fee", and each disclosure under its own page', () => {
    expect(found('RTI fee')[0]).toBe('/rti/fees');
    expect(found('rti   FEE')[0]).toBe('/rti/fees');
    for (const page of PROACTIVE_DISCLOSURE_PAGES) expect(found(page.title)[0]).toBe(page.path);
  });

  it('finds policy sections and sections of the site', () => {
    expect(found('Hyperlinking Policy')).toEqual(['/website-policies']);
    expect(found('mini banks')).toEqual(
      expect.arrayContaining(['/marketing/rabi-seeds', '/marketing/kharif-vegetables']),
    );
    expect([...found('Field inspections')].sort()).toEqual([
      '/production/seed-production',
      '/production/stages',
      '/quality-control',
    ]);
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
