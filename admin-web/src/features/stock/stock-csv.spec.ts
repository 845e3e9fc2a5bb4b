import { readStockLoad, STOCK_LOAD_COLUMNS, STOCK_MESSAGES, type StockLineItem } from '@seedcorp/contracts';
import { ApiRequestError } from '../api/api-client';
import { loadProblems, stockCsv, stockFileName } from './stock-csv';

const line = (change: Partial<StockLineItem>): StockLineItem => ({
  key: 'line-1',
  counterKey: '4f1c2a9e-0000-4000-8000-000000000001',
  season: 'Rabi 2026-27',
  crop: 'wheat',
  cropName: { en: 'Wheat', hi: 'गेहूँ' },
  variety: { en: 'C-306 (Desi)', hi: 'C-306 (देसी)' },
  seedClass: 'certified',
  bagKg: 40,
  bags: 120,
  reserved: 0,
  version: 2,
  updatedAt: '2026-08-01T05:30:00.000Z',
  ...change,
});

describe('the current stock as a starting file', () => {
  it('is in exactly the load’s columns, a row per line, and reads back as the same lines', () => {
    const lines = [line({}), line({ key: 'line-2', variety: { en: 'WH-1105', hi: 'WH-1105' }, bagKg: 0.5, bags: 0 })];
    const csv = stockCsv(lines);
    expect(csv.split('\r\n')).toEqual([
      STOCK_LOAD_COLUMNS.join(','),
      '4f1c2a9e-0000-4000-8000-000000000001,Rabi 2026-27,wheat,C-306 (Desi),certified,40,120',
      '4f1c2a9e-0000-4000-8000-000000000001,Rabi 2026-27,wheat,WH-1105,certified,0.5,0',
      '',
    ]);
    const read = readStockLoad(csv);
    expect('rows' in read && read.rows.map(({ variety, bagKg, bags }) => [variety, bagKg, bags])).toEqual([
      ['C-306 (Desi)', 40, 120],
      ['WH-1105', 0.5, 0],
    ]);
  });

  it('never writes a cell a spreadsheet would run as a formula, and quotes what needs quoting', () => {
    const csv = stockCsv([
      line({ variety: { en: '=HYPERLINK("x")', hi: '' } }),
      line({ variety: { en: '@SUM, A1', hi: '' } }),
    ]);
    const [, first, second] = csv.split('\r\n');
    expect(first).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(second).toContain(`,"'@SUM, A1",`);
    for (const row of csv.split('\r\n')) {
      for (const cell of row.split(',')) expect(cell).not.toMatch(/^"?[=+\-@]/);
    }
  });

  it('is named after its season and counter', () => {
    expect(stockFileName('Rabi 2026-27')).toBe('stock-rabi-2026-27-all-counters.csv');
    expect(stockFileName('Kharif 2027', 'abc')).toBe('stock-kharif-2027-abc.csv');
  });
});

describe('a refused load', () => {
  it('names each row’s problem from the refusal, and nothing for any other failure', () => {
    const problems = [{ row: 3, message: STOCK_MESSAGES.loadRow(3, STOCK_MESSAGES.unknownVariety) }];
    expect(loadProblems(new ApiRequestError(STOCK_MESSAGES.loadRefused(1), 400, { problems }))).toEqual(problems);
    expect(loadProblems(new ApiRequestError('Session has ended.', 401))).toEqual([]);
    expect(loadProblems(new ApiRequestError('An error occurred'))).toEqual([]);
    expect(loadProblems(new ApiRequestError(STOCK_MESSAGES.loadFile, 400))).toEqual([]);
  });
});
