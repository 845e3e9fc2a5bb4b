import type { Bilingual, PublicSeasonStock, PublicStock, PublicStockLine } from '@seedcorp/contracts';

/** A counter a stock line names, as the stock read gives it. */
export type StockCounter = PublicStock['counters'][number];

/** The lines of one variety of a crop, at every counter that has it. */
export interface VarietyStock {
  crop: string;
  cropName: Bilingual;
  variety: Bilingual;
  lines: PublicStockLine[];
}

/**
 * A season's lines grouped by crop and variety, the groups and the lines in each in the order the read gives them
 * (crops in the site's order, then variety, class and bag size).
 */
export function byCropAndVariety(lines: readonly PublicStockLine[]): VarietyStock[] {
  const groups = new Map<string, VarietyStock>();
  for (const line of lines) {
    const key = `${line.crop}\n${line.variety.en}`;
    const group = groups.get(key) ?? { crop: line.crop, cropName: line.cropName, variety: line.variety, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** One season's lines at one counter, with that season's title and whether its rates could be read. */
export interface CounterSeasonStock extends Omit<PublicSeasonStock, 'lines'> {
  lines: PublicStockLine[];
}

/** The lines at a counter in every season the reads give (Rabi's, then Kharif's), seasons without any left out. */
export function atCounter(stocks: readonly PublicStock[], counterKey: string): CounterSeasonStock[] {
  return stocks
    .flatMap((stock) => stock.seasons)
    .map((season) => ({ ...season, lines: season.lines.filter((line) => line.counterKey === counterKey) }))
    .filter((season) => season.lines.length > 0);
}
