import {
  CONTENT_PLACEHOLDER,
  parseDelimited,
  rowsFromDelimited,
  type ContentColumn,
  type ContentRow,
} from '@seedcorp/contracts';
import { dataAddresses, dataRequest, DATA_CATALOGUE_PATH, listSlug } from './data-addresses';
import {
  catalogueJson,
  OPEN_DATA_LICENCE,
  tableCsv,
  tableJson,
  type DataContext,
  type DataTable,
} from './open-data-files';

const SITE = 'https://seeds.example.gov.in';

const context: DataContext = {
  siteUrl: SITE,
  publisher: { en: 'State Seed Corporation', hi: 'राज्य बीज निगम' },
  pageTitle: (path) => (path === '/marketing/rabi-seeds' ? { en: 'Rabi Seeds', hi: 'रबी बीज' } : { en: '', hi: '' }),
};

const COLUMNS: ContentColumn[] = [
  { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true },
  { key: 'rate', header: { en: 'Rate (Rs per quintal)', hi: 'दर (रु. प्रति क्विंटल)' }, type: 'rupees', required: true },
  { key: 'bag', header: { en: 'Bag', hi: 'थैला' }, type: 'quantity', unit: 'kg', required: false },
];

const RATES: DataTable = {
  key: 'rabi-crop-rates',
  page: '/marketing/rabi-seeds',
  caption: { en: 'Sale rates', hi: 'बिक्री दरें' },
  kind: 'rateList',
  columns: COLUMNS,
};

const ROWS: ContentRow[] = [
  { crop: { en: 'Gram', hi: 'चना' }, rate: 11000, bag: 16 },
  { crop: '=1+1', rate: 4075 },
  { crop: '@SUM(A1)', rate: CONTENT_PLACEHOLDER },
];

const VERSION = {
  version: 3,
  publishedAt: '2025-10-02T05:30:00.000Z',
  season: 'Rabi 2025-26',
  effectiveFrom: '2025-10-01',
  rows: ROWS,
  notes: [{ en: 'Rates per quintal.', hi: 'दरें प्रति क्विंटल।' }],
};

describe('the open-data addresses', () => {
  it('name a rate list by its season and date, in any script, and read back from the address', () => {
    expect(listSlug({ season: 'Rabi 2025-26', effectiveFrom: null })).toBe('rabi-2025-26');
    expect(listSlug({ season: ' Kharif / 2026 ', effectiveFrom: '2026-04-01' })).toBe('kharif-2026-from-2026-04-01');
    expect(listSlug({ season: 'रबी 2025-26', effectiveFrom: null })).toBe('रबी-2025-26');
    expect(listSlug({ season: '', effectiveFrom: null })).toBe('season');
    const hindi = dataAddresses('rabi-crop-rates', { season: 'रबी 2025-26', effectiveFrom: null });
    expect(hindi.csv).toMatch(/^\/data\/rabi-crop-rates\/%E0%A4%B0.*\.csv$/);
    expect(dataRequest(hindi.csv)).toEqual({
      kind: 'list',
      key: 'rabi-crop-rates',
      slug: 'रबी-2025-26',
      format: 'csv',
    });
  });

  it('tell the catalogue, a table and a list apart, and name nothing else', () => {
    expect(dataRequest(DATA_CATALOGUE_PATH)).toEqual({ kind: 'catalogue' });
    expect(dataRequest('/data/sale-counters.json')).toEqual({ kind: 'table', key: 'sale-counters', format: 'json' });
    expect(dataAddresses('sale-counters')).toEqual({
      csv: '/data/sale-counters.csv',
      json: '/data/sale-counters.json',
    });
    for (const other of ['/data/', '/data/x.xlsx', '/data/a/b/c.csv', '/data/a/%E0%A4.csv', '/data/../x.csv']) {
      expect({ other, request: dataRequest(other) }).toEqual({ other, request: undefined });
    }
  });
});

describe('a table as CSV', () => {
  const csv = tableCsv(RATES, ROWS);

  it('starts with the byte-order mark, so a spreadsheet shows the Hindi', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseDelimited(csv.slice(1), ',').lines[0]).toEqual([
      'Crop',
      'Crop (Hindi)',
      'Rate (Rs per quintal)',
      'Bag',
    ]);
  });

  it('keeps a cell a spreadsheet would run as a formula as text, and reads back to the same rows', () => {
    const lines = parseDelimited(csv.slice(1), ',').lines;
    expect(lines[2][0]).toBe("'=1+1");
    expect(lines[3][0]).toBe("'@SUM(A1)");
    expect(lines[1]).toEqual(['Gram', 'चना', '11000', '16']);
    expect(rowsFromDelimited(COLUMNS, csv.slice(1)).rows).toEqual([
      { crop: { en: 'Gram', hi: 'चना' }, rate: 11000, bag: 16 },
      { crop: '=1+1', rate: 4075, bag: null },
      { crop: '@SUM(A1)', rate: CONTENT_PLACEHOLDER, bag: null },
    ]);
  });
});

describe('a table as JSON', () => {
  const json = JSON.parse(tableJson(RATES, VERSION, context));

  it('carries the metadata the OGD platform asks for, in English with its Hindi', () => {
    expect(json).toMatchObject({
      title: 'Rabi Seeds: Sale rates (Rabi 2025-26)',
      description:
        'Sale rates, as published by State Seed Corporation on its website\'s page "Rabi Seeds". Season: Rabi 2025-26 · Effective from: 1 October 2025.',
      source: 'State Seed Corporation',
      sourcePage: `${SITE}/marketing/rabi-seeds`,
      lastUpdated: '2025-10-02T05:30:00.000Z',
      updateFrequency: 'Every season, and whenever a rate is corrected',
      licence: {
        name: 'Government Open Data Licence – India',
        url: 'https://data.gov.in/government-open-data-license-india',
      },
      hindi: {
        title: 'रबी बीज: बिक्री दरें (रबी 2025-26)',
        source: 'राज्य बीज निगम',
        updateFrequency: 'हर मौसम में, और जब भी कोई दर सुधारी जाए',
      },
      version: 3,
      season: 'Rabi 2025-26',
      effectiveFrom: '2025-10-01',
      downloads: { csv: `${SITE}/data/rabi-crop-rates.csv`, json: `${SITE}/data/rabi-crop-rates.json` },
    });
    expect(json.hindi.description).toContain('मौसम: रबी 2025-26');
  });

  it('holds every field in every record, as published, with the fields described', () => {
    expect(json.fields).toEqual([
      { key: 'crop', title: 'Crop', titleHindi: 'फ़सल', type: 'text' },
      { key: 'rate', title: 'Rate (Rs per quintal)', titleHindi: 'दर (रु. प्रति क्विंटल)', type: 'rupees' },
      { key: 'bag', title: 'Bag', titleHindi: 'थैला', type: 'quantity', unit: 'kg' },
    ]);
    expect(json.records).toEqual([
      { crop: { en: 'Gram', hi: 'चना' }, rate: 11000, bag: 16 },
      { crop: '=1+1', rate: 4075, bag: null },
      { crop: '@SUM(A1)', rate: CONTENT_PLACEHOLDER, bag: null },
    ]);
    expect(json.notes).toEqual(VERSION.notes);
  });

  it("names a list's own addresses in a list's file, and leaves a plain table without season", () => {
    const list = JSON.parse(tableJson(RATES, VERSION, context, true));
    expect(list.downloads.csv).toBe(`${SITE}/data/rabi-crop-rates/rabi-2025-26-from-2025-10-01.csv`);
    const plain = JSON.parse(tableJson({ ...RATES, kind: 'table' }, VERSION, context));
    expect(plain).not.toHaveProperty('season');
    expect(plain.title).toBe('Rabi Seeds: Sale rates');
    expect(plain.updateFrequency).toBe('Whenever the corporation revises it');
  });
});

describe('the catalogue', () => {
  it('lists every table with its metadata, and each list of a rate table at its own addresses', () => {
    const earlier = {
      version: 1,
      publishedAt: '2024-10-02T00:00:00.000Z',
      season: 'Rabi 2024-25',
      effectiveFrom: null,
    };
    const counters: DataTable = {
      ...RATES,
      key: 'sale-counters',
      kind: 'table',
      caption: { en: 'Sale counters', hi: 'बिक्री केंद्र' },
    };
    const catalogue = JSON.parse(
      catalogueJson(
        [
          { table: RATES, current: VERSION, earlier: [earlier] },
          { table: counters, current: { version: 1, publishedAt: '2025-04-11T00:00:00.000Z' }, earlier: [] },
        ],
        context,
      ),
    );
    expect(catalogue).toMatchObject({
      title: 'Open data of State Seed Corporation',
      publisher: 'State Seed Corporation',
      homepage: `${SITE}/`,
      licence: OPEN_DATA_LICENCE,
      lastUpdated: VERSION.publishedAt,
      hindi: { title: 'राज्य बीज निगम का खुला डेटा' },
    });
    expect(catalogue.datasets.map((dataset: { key: string }) => dataset.key)).toEqual([
      'rabi-crop-rates',
      'sale-counters',
    ]);
    expect(catalogue.datasets[0].lists).toEqual([
      {
        season: 'Rabi 2025-26',
        effectiveFrom: '2025-10-01',
        version: 3,
        lastUpdated: VERSION.publishedAt,
        downloads: {
          csv: `${SITE}/data/rabi-crop-rates/rabi-2025-26-from-2025-10-01.csv`,
          json: `${SITE}/data/rabi-crop-rates/rabi-2025-26-from-2025-10-01.json`,
        },
      },
      {
        season: 'Rabi 2024-25',
        effectiveFrom: null,
        version: 1,
        lastUpdated: earlier.publishedAt,
        downloads: {
          csv: `${SITE}/data/rabi-crop-rates/rabi-2024-25.csv`,
          json: `${SITE}/data/rabi-crop-rates/rabi-2024-25.json`,
        },
      },
    ]);
    expect(catalogue.datasets[1]).not.toHaveProperty('lists');
    expect(catalogue.datasets[1].downloads.csv).toBe(`${SITE}/data/sale-counters.csv`);
  });
});
