import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '@seedcorp/libs';
import { currentSeason, indiaDate } from '@seedcorp/contracts';
import { openTestDataSource } from '@seedcorp/testing';
import { database } from '../database';
import { salesDemoSeed } from './demo-seed';

describe('sales demo seed', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ dataSource, close } = await openTestDataSource((url) =>
      dataSourceOptions({ ...database, url, schema: 'sales' }),
    ));
  });

  afterAll(async () => {
    await close();
  });

  const snapshot = () =>
    Promise.all(
      ['stock_lines', 'booking_windows', 'booking_window_counters'].map((table) =>
        // Dates as the text PostgreSQL writes them, not as the driver's local midnights.
        dataSource.query(
          `SELECT *${table === 'booking_windows' ? ', opens_on::text AS opens_on' : ''} FROM sales.${table} ORDER BY 1, 2`,
        ),
      ),
    );

  it('stocks wheat at three counters and opens booking for it from today, and loaded twice adds nothing', async () => {
    const season = currentSeason('Rabi', new Date());
    expect(await salesDemoSeed({ dataSource })).toEqual([
      `sales: 6 demo stock lines, 1 demo booking window for Wheat, ${season}`,
    ]);
    const [lines, windows, counters] = await snapshot();
    expect(lines.map((line: { variety: string }) => line.variety).sort()).toEqual([
      'C-306 (Desi)',
      'C-306 (Desi)',
      'C-306 (Desi)',
      'WH-147',
      'WH-147',
      'WH-147',
    ]);
    expect(windows).toEqual([
      expect.objectContaining({
        season,
        crop: 'wheat',
        opens_on: indiaDate(new Date()),
        closed_at: null,
        max_bags: 10,
      }),
    ]);
    expect(counters).toHaveLength(3);
    expect(await salesDemoSeed({ dataSource })).toEqual([
      `sales: 0 demo stock lines, 0 demo booking window for Wheat, ${season}`,
    ]);
    expect(await snapshot()).toEqual([lines, windows, counters]);
  });
});
