import { CSV_BYTE_ORDER_MARK } from './content-csv';
import { STOCK_MESSAGES } from './stock';
import { readStockLoad } from './stock-load';

const HEADER = 'counter,season,crop,variety,seed_class,bag_kg,bags';
const COUNTER = '0b7c3f52-7d7e-4c4e-9a55-0d7b0c7f1a11';
const good = (bags = '120') => `${COUNTER},Rabi 2026-27,wheat,WH-1105,certified,40,${bags}`;
const file = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const problemsOf = (text: string) => {
  const read = readStockLoad(text);
  return 'problems' in read ? read.problems : [];
};

describe('reading a stock load', () => {
  it('reads each row as the line it names and the bags counted, numbered as a spreadsheet numbers it', () => {
    expect(
      readStockLoad(
        `${CSV_BYTE_ORDER_MARK}${file(good(), ` ${COUNTER} ,Rabi 2026-27,wheat,"HD 2967",foundation,0.5,0`)}`,
      ),
    ).toEqual({
      rows: [
        {
          row: 2,
          counterKey: COUNTER,
          season: 'Rabi 2026-27',
          crop: 'wheat',
          variety: 'WH-1105',
          seedClass: 'certified',
          bagKg: 40,
          bags: 120,
        },
        {
          row: 3,
          counterKey: COUNTER,
          season: 'Rabi 2026-27',
          crop: 'wheat',
          variety: 'HD 2967',
          seedClass: 'foundation',
          bagKg: 0.5,
          bags: 0,
        },
      ],
    });
  });

  it('takes the tab-separated text a spreadsheet copies', () => {
    expect(readStockLoad(file(good()).replace(/,/g, '\t'))).toMatchObject({ rows: [{ row: 2, bags: 120 }] });
  });

  it('names every bad row with the message a single change would get, and reads on past it', () => {
    expect(
      problemsOf(
        file(
          good('-5'),
          good('2.5'),
          good(),
          `${COUNTER},Rabi 2026-27,wheat,WH-1105,certified,40`,
          `${COUNTER},Rabi 2099,wheat,WH-1105,certified,40,1`,
          `${COUNTER},Kharif 2027,wheat,WH-1105,certified,40,1`,
          `${COUNTER},Rabi 2026-27,wheat,WH-1105,breeder,40,1`,
          `${COUNTER},Rabi 2026-27,wheat,WH-1105,certified,forty,1`,
          `,Rabi 2026-27,wheat,WH-1105,certified,40,1`,
        ),
      ),
    ).toEqual([
      { row: 2, message: STOCK_MESSAGES.loadRow(2, STOCK_MESSAGES.bags) },
      { row: 3, message: STOCK_MESSAGES.loadRow(3, STOCK_MESSAGES.bags) },
      { row: 5, message: STOCK_MESSAGES.loadRow(5, STOCK_MESSAGES.loadCells) },
      { row: 6, message: STOCK_MESSAGES.loadRow(6, STOCK_MESSAGES.season) },
      { row: 7, message: STOCK_MESSAGES.loadRow(7, STOCK_MESSAGES.seasonOfCrop) },
      { row: 8, message: STOCK_MESSAGES.loadRow(8, STOCK_MESSAGES.seedClass) },
      { row: 9, message: STOCK_MESSAGES.loadRow(9, STOCK_MESSAGES.bagKg) },
      { row: 10, message: STOCK_MESSAGES.loadRow(10, STOCK_MESSAGES.counterRequired) },
    ]);
  });

  it.each(['=HYPERLINK("http://x")', '+1', '-1+1', '@SUM(A1)', '\t=1', ' =1'])(
    'refuses a text cell a spreadsheet would run as a formula: %j',
    (cell) => {
      const quoted = `"${cell.replace(/"/g, '""')}"`;
      expect(problemsOf(file(`${COUNTER},Rabi 2026-27,wheat,${quoted},certified,40,1`))).toEqual([
        { row: 2, message: STOCK_MESSAGES.loadRow(2, STOCK_MESSAGES.loadFormula) },
      ]);
    },
  );

  it('refuses a file whose header is not the columns in order, one without rows, and an unclosed quote', () => {
    expect(problemsOf(['counter,season,crop,variety,bag_kg,seed_class,bags', good()].join('\n'))).toEqual([
      { row: 1, message: STOCK_MESSAGES.loadRow(1, STOCK_MESSAGES.loadHeader) },
    ]);
    expect(problemsOf(`${HEADER}\n\n`)).toEqual([{ row: 1, message: STOCK_MESSAGES.loadEmpty }]);
    expect(problemsOf(file(good(), `${COUNTER},Rabi 2026-27,wheat,"WH-1105,certified,40,1`))).toEqual([
      { row: 3, message: STOCK_MESSAGES.loadRow(3, STOCK_MESSAGES.loadUnclosedQuote) },
    ]);
  });

  it('refuses a file longer than the limit before reading its rows', () => {
    expect(problemsOf(file(...Array.from({ length: 5001 }, () => good())))).toEqual([
      { row: 1, message: STOCK_MESSAGES.loadTooLarge },
    ]);
  });
});
