import { randomUUID } from 'node:crypto';
import { insertMissingRows, readSeedFile, type DemoSeed } from '@seedcorp/libs';
import {
  BOOKING_LIMITS,
  cropVarietiesTableKey,
  currentSeason,
  findFieldCrop,
  indiaDate,
  indiaDatePlus,
  publishedVarietiesOf,
  type ContentRow,
  type SeedClass,
} from '@seedcorp/contracts';

interface DemoBooking {
  crop: string;
  /** Counters by their regional unit's English name. */
  counters: string[];
  /** Each line's variety by its place in the crop's seeded varieties table. */
  lines: { varietyIndex: number; seedClass: SeedClass; bagKg: number; bags: number }[];
  window: { days: number; maxBags: number; collectWithinDays: number; noShowLimit: number | null };
}

/**
 * Demo stock and a booking window: the crop's first seeded varieties in stock at a few counters, and booking open for
 * it from the day seeded. Rows are matched by their natural keys, so a second run adds nothing and changes made since
 * are kept.
 */
export const salesDemoSeed: DemoSeed = async ({ dataSource }) => {
  const demo = readSeedFile<DemoBooking>('sales/demo-booking.json');
  const crop = findFieldCrop(demo.crop);
  if (!crop) throw new Error(`demo-booking.json: ${demo.crop} is not a field crop`);
  const tables = readSeedFile<{ key: string; rows: ContentRow[] }[]>('content/products-field-crops.json');
  const varieties = publishedVarietiesOf(
    tables.find((table) => table.key === cropVarietiesTableKey(crop.slug))?.rows ?? [],
  );
  const season = currentSeason(crop.season, new Date());
  const counters = (await dataSource.query(
    `SELECT id FROM sales.sale_counters WHERE regional_unit->>'en' = ANY($1) ORDER BY position, id`,
    [demo.counters],
  )) as { id: string }[];

  let lines = 0;
  for (const counter of counters) {
    for (const line of demo.lines) {
      const variety = varieties[line.varietyIndex];
      if (!variety) continue;
      lines += await insertMissingRows(
        dataSource,
        'sales.stock_lines',
        ['counter_id', 'season', 'crop', 'variety', 'seed_class', 'bag_grams'],
        [
          {
            counter_id: counter.id,
            season,
            crop: crop.slug,
            variety: variety.en,
            seed_class: line.seedClass,
            bag_grams: Math.round(line.bagKg * 1000),
            id: randomUUID(),
            variety_name: JSON.stringify(variety),
            bags: line.bags,
            version: 1,
          },
        ],
      );
    }
  }

  const today = indiaDate(new Date());
  const windowId = randomUUID();
  const windows = await insertMissingRows(
    dataSource,
    'sales.booking_windows',
    ['season', 'crop'],
    [
      {
        season,
        crop: crop.slug,
        id: windowId,
        opens_on: today,
        closes_on: indiaDatePlus(today, demo.window.days),
        limit_kind: 'bags',
        max_bags: demo.window.maxBags,
        collect_within_days: demo.window.collectWithinDays ?? BOOKING_LIMITS.collectWithinDaysDefault,
        no_show_limit: demo.window.noShowLimit,
      },
    ],
  );
  if (windows > 0) {
    await insertMissingRows(
      dataSource,
      'sales.booking_window_counters',
      ['window_id', 'counter_id'],
      counters.map((counter) => ({ window_id: windowId, counter_id: counter.id })),
    );
  }
  return [`sales: ${lines} demo stock lines, ${windows} demo booking window for ${crop.name.en}, ${season}`];
};
