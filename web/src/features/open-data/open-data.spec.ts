import {
  CONTENT_PLACEHOLDER,
  parseDelimited,
  rowsFromDelimited,
  type Bilingual,
  type ContentColumn,
  type ContentRow,
  type PublicSaleCounter,
} from '@seedcorp/contracts';
import { dataAddresses, dataRequest, DATA_CATALOGUE_PATH, listSlug } from './data-addresses';
import type { StockRead } from '../stock/stock-read';
import { joinedDistricts, saleCountersDataset, stockDataset } from './live-datasets';
import {
  catalogueJson,
  liveDatasetJson,
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
    expect(dataRequest('/data/citizen-services.json')).toEqual({
      kind: 'table',
      key: 'citizen-services',
      format: 'json',
    });
    expect(dataAddresses('citizen-services')).toEqual({
      csv: '/data/citizen-services.csv',
      json: '/data/citizen-services.json',
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
    const services: DataTable = {
      ...RATES,
      key: 'citizen-services',
      kind: 'table',
      caption: { en: 'Citizen services', hi: 'नागरिक सेवाएँ' },
    };
    // A season with no line yet is dated when it was read, which does not date the catalogue.
    const stock = stockDataset('Rabi', { ...STOCK, seasons: [{ ...STOCK.seasons[0], lines: [] }] });
    const catalogue = JSON.parse(
      catalogueJson(
        [
          { table: RATES, current: VERSION, earlier: [earlier] },
          { table: services, current: { version: 1, publishedAt: '2025-04-11T00:00:00.000Z' }, earlier: [] },
        ],
        [stock],
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
      'citizen-services',
      'rabi-stock',
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
    expect(catalogue.datasets[1].downloads.csv).toBe(`${SITE}/data/citizen-services.csv`);
    expect(catalogue.datasets[2]).toMatchObject({
      key: 'rabi-stock',
      lastUpdated: STOCK.readAt,
      updateFrequency: 'On every change: read from the records as they are when downloaded',
      downloads: { csv: `${SITE}/data/rabi-stock.csv`, json: `${SITE}/data/rabi-stock.json` },
    });
    expect(catalogue.datasets[2]).not.toHaveProperty('version');
  });

  it('was last updated when its newest dataset was, a live one included', () => {
    const live = stockDataset('Rabi', STOCK);
    expect(JSON.parse(catalogueJson([{ table: RATES, current: VERSION, earlier: [] }], [live], context))).toMatchObject(
      { lastUpdated: '2026-11-29T04:12:30.000Z' },
    );
  });
});

const PLACE: Bilingual = { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER };

const COUNTERS: PublicSaleCounter[] = [
  {
    key: 'c-umri',
    regionalUnit: { en: 'Umri', hi: 'उमरी' },
    name: PLACE,
    district: null,
    address: PLACE,
    official: CONTENT_PLACEHOLDER,
    designation: PLACE,
    mobile: CONTENT_PLACEHOLDER,
    openingHours: PLACE,
    latitude: null,
    longitude: null,
    position: 0,
    closed: false,
  },
  {
    key: 'c-sirsa',
    regionalUnit: { en: 'Sirsa', hi: 'सिरसा' },
    name: { en: 'Seed store, Sirsa', hi: 'बीज भंडार, सिरसा' },
    district: 'Sirsa',
    address: { en: 'Hisar Road, Sirsa', hi: 'हिसार रोड, सिरसा' },
    official: 'Ram Kumar',
    designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
    mobile: '98765 43210',
    openingHours: { en: '9 am to 5 pm', hi: 'सुबह 9 से शाम 5' },
    latitude: 29.53,
    longitude: 75.02,
    position: 1,
    closed: true,
  },
];

const STOCK: StockRead = {
  readAt: '2026-11-29T06:00:00.000Z',
  seasons: [
    {
      season: 'Rabi 2026-27',
      title: { en: 'Rabi 2026-27', hi: 'रबी 2026-27' },
      priced: true,
      varieties: [
        {
          crop: 'wheat',
          cropName: { en: 'Wheat', hi: 'गेहूँ' },
          variety: { en: 'WH-147', hi: 'WH-147' },
          counters: 1,
          bags: 120,
          farmerRate: 3450,
          updatedAt: '2026-11-29T04:12:30.000Z',
        },
      ],
      lines: [
        {
          counterKey: 'c-sirsa',
          crop: 'wheat',
          cropName: { en: 'Wheat', hi: 'गेहूँ' },
          variety: { en: 'WH-147', hi: 'WH-147' },
          seedClass: 'certified',
          bagKg: 40,
          bags: 120,
          updatedAt: '2026-11-29T04:12:30.000Z',
          farmerRate: 3450,
        },
        {
          counterKey: 'c-umri',
          crop: 'wheat',
          cropName: { en: 'Wheat', hi: 'गेहूँ' },
          variety: { en: 'WH-147', hi: 'WH-147' },
          seedClass: 'foundation',
          bagKg: 0.25,
          bags: 0,
          updatedAt: '2026-11-28T04:12:30.000Z',
          farmerRate: null,
        },
      ],
    },
  ],
  counters: [
    { key: 'c-umri', name: PLACE, regionalUnit: { en: 'Umri', hi: 'उमरी' }, district: null, closed: false },
    {
      key: 'c-sirsa',
      name: { en: 'Seed store, Sirsa', hi: 'बीज भंडार, सिरसा' },
      regionalUnit: { en: 'Sirsa', hi: 'सिरसा' },
      district: 'Sirsa',
      closed: true,
    },
  ],
  district: null,
  listed: true,
  districts: ['Sirsa'],
};

const liveContext: DataContext = {
  ...context,
  pageTitle: (path) =>
    ({
      '/marketing/sale-counters': { en: 'Sale Counters', hi: 'बिक्री केंद्र' },
      '/marketing/rabi-availability': { en: 'Rabi Availability', hi: 'रबी बीज की उपलब्धता' },
    })[path] ?? { en: '', hi: '' },
};

describe('the sale counters as open data, from their records', () => {
  const dataset = saleCountersDataset(COUNTERS, '2026-11-29T06:00:00.000Z');

  it('lists every counter in display order, a text with its Hindi beside it, a placeholder as the tables mark it', () => {
    const csv = tableCsv(dataset, dataset.rows);
    const [header, umri, sirsa] = parseDelimited(csv.slice(1), ',').lines;
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(header.slice(0, 5)).toEqual([
      'Counter key',
      'Regional Unit',
      'Regional Unit (Hindi)',
      'Counter Name',
      'Counter Name (Hindi)',
    ]);
    expect(umri.slice(0, 4)).toEqual(['c-umri', 'Umri', 'उमरी', CONTENT_PLACEHOLDER]);
    expect(sirsa).toContain('Closed');
    expect(sirsa).toContain('बंद');
    expect(umri).toContain('Open');
    expect(rowsFromDelimited(dataset.columns, csv.slice(1)).rows).toEqual(dataset.rows);
  });

  it('carries the metadata of a dataset read live, as JSON with its fields and records', () => {
    const json = JSON.parse(liveDatasetJson(dataset, liveContext));
    expect(json).toMatchObject({
      title: 'Sale Counters: Sale counters by regional unit',
      source: 'State Seed Corporation',
      sourcePage: `${SITE}/marketing/sale-counters`,
      lastUpdated: '2026-11-29T06:00:00.000Z',
      updateFrequency: 'On every change: read from the records as they are when downloaded',
      licence: OPEN_DATA_LICENCE,
      hindi: { title: 'बिक्री केंद्र: क्षेत्रीय इकाई के अनुसार बिक्री केंद्र', source: 'राज्य बीज निगम' },
      downloads: { csv: `${SITE}/data/sale-counters.csv`, json: `${SITE}/data/sale-counters.json` },
    });
    expect(json).not.toHaveProperty('version');
    expect(json.records[1]).toMatchObject({
      key: 'c-sirsa',
      name: { en: 'Seed store, Sirsa', hi: 'बीज भंडार, सिरसा' },
      district: 'Sirsa',
      official: 'Ram Kumar',
      latitude: 29.53,
      status: { en: 'Closed', hi: 'बंद' },
    });
    expect(json.records[0]).toMatchObject({ name: CONTENT_PLACEHOLDER, district: CONTENT_PLACEHOLDER, latitude: null });
  });
});

describe("a season's stock as open data, from its records", () => {
  it("gives every counter's lines, district by district, when the whole read gives only each variety's totals", () => {
    const [sirsaLine, umriLine] = STOCK.seasons[0].lines;
    const gram = {
      ...umriLine,
      counterKey: 'c-hisar',
      crop: 'gram',
      cropName: { en: 'Gram', hi: 'चना' },
      variety: { en: 'HC-7', hi: 'HC-7' },
    };
    const [wheat] = STOCK.seasons[0].varieties;
    const season = { ...STOCK.seasons[0], varieties: [wheat, { ...wheat, crop: 'gram', variety: gram.variety }] };
    const hisar = { key: 'c-hisar', name: PLACE, regionalUnit: PLACE, district: 'Hisar', closed: false };
    const whole: StockRead = {
      ...STOCK,
      listed: false,
      districts: ['Hisar', 'Sirsa'],
      counters: [],
      seasons: [{ ...season, lines: [] }],
    };
    const ofDistrict = (district: string, lines: (typeof sirsaLine)[], counters: StockRead['counters']): StockRead => ({
      ...STOCK,
      district,
      seasons: [{ ...season, lines }],
      counters,
    });
    const joined = joinedDistricts(whole, [
      ofDistrict('Hisar', [gram], [hisar]),
      ofDistrict('Sirsa', [sirsaLine], [STOCK.counters[1]]),
    ]);
    // In the varieties' order (wheat before gram here), whatever the districts' order.
    expect(joined.seasons[0].lines.map((line) => line.counterKey)).toEqual(['c-sirsa', 'c-hisar']);
    expect(joined.counters.map((counter) => counter.key)).toEqual(['c-hisar', 'c-sirsa']);
    expect(stockDataset('Rabi', joined).rows.map((row) => row.district)).toEqual(['Sirsa', 'Hisar']);
    // A read that gives every line already is taken as it is.
    expect(joinedDistricts(STOCK, [])).toBe(STOCK);
  });

  const dataset = stockDataset('Rabi', STOCK);

  it('lists every line with its counter, 0 bags as 0, a rate not available as empty, never a guess', () => {
    expect(dataset.key).toBe('rabi-stock');
    expect(dataset.rows).toEqual([
      expect.objectContaining({
        season: 'Rabi 2026-27',
        crop: { en: 'Wheat', hi: 'गेहूँ' },
        variety: 'WH-147',
        seedClass: { en: 'Certified', hi: 'प्रमाणित' },
        bagKg: 40,
        bags: 120,
        farmerRate: 3450,
        counterKey: 'c-sirsa',
        counter: { en: 'Seed store, Sirsa', hi: 'बीज भंडार, सिरसा' },
        district: 'Sirsa',
        counterStatus: { en: 'Closed', hi: 'बंद' },
        updatedAt: '2026-11-29T04:12:30.000Z',
      }),
      expect.objectContaining({ bags: 0, bagKg: 0.25, farmerRate: null, counter: CONTENT_PLACEHOLDER }),
    ]);
    const csv = tableCsv(dataset, dataset.rows);
    expect(rowsFromDelimited(dataset.columns, csv.slice(1)).rows).toEqual(dataset.rows);
  });

  it('gives no rate at all while the rates cannot be read', () => {
    const unpriced = stockDataset('Rabi', { ...STOCK, seasons: [{ ...STOCK.seasons[0], priced: false }] });
    expect(unpriced.rows.map((row) => row.farmerRate)).toEqual([null, null]);
  });

  it('was last updated when its newest line was, and is titled by its page', () => {
    expect(dataset).toMatchObject({ changedAt: '2026-11-29T04:12:30.000Z', readAt: STOCK.readAt });
    const json = JSON.parse(liveDatasetJson(dataset, liveContext));
    expect(json.title).toBe('Rabi Availability: Rabi seed in stock at the sale counters');
    expect(json.fields).toContainEqual({
      key: 'farmerRate',
      title: 'Price to the farmer (Rs per quintal)',
      titleHindi: 'किसान के लिए दर (रुपये प्रति क्विंटल)',
      type: 'rupees',
    });
    expect(stockDataset('Kharif', { ...STOCK, seasons: [] })).toMatchObject({
      key: 'kharif-stock',
      page: '/marketing/kharif-availability',
      rows: [],
      readAt: STOCK.readAt,
    });
    expect(stockDataset('Kharif', { ...STOCK, seasons: [] })).not.toHaveProperty('changedAt');
  });
});
