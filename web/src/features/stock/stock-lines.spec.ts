import type { PublicSeasonStock, PublicStock, PublicStockLine } from '@seedcorp/contracts';
import { atCounter, byCropAndVariety } from './stock-lines';

const line = (counterKey: string, crop: string, variety: string, bags = 10): PublicStockLine => ({
  counterKey,
  crop,
  cropName: { en: crop, hi: crop },
  variety: { en: variety, hi: variety },
  seedClass: 'certified',
  bagKg: 40,
  bags,
  updatedAt: '2026-11-29T04:00:00.000Z',
  farmerRate: null,
});

const season = (lines: PublicStockLine[], name = 'Rabi 2026-27'): PublicSeasonStock => ({
  season: name,
  title: { en: name, hi: name },
  priced: true,
  varieties: [],
  lines,
});

const listed = { counters: [], district: null, listed: true, districts: [] };

describe('the stock a farmer reads', () => {
  it('groups a season by crop and variety in the order the read gives, each group holding its counters in order', () => {
    const lines = [
      line('a', 'wheat', 'WH-147'),
      line('b', 'wheat', 'WH-147', 0),
      line('a', 'wheat', 'WH-283'),
      line('b', 'gram', 'HC-7'),
      line('c', 'gram', 'HC-7'),
    ];
    const groups = byCropAndVariety(lines);
    expect(groups.map((group) => [group.crop, group.variety.en, group.lines.map((shown) => shown.counterKey)])).toEqual(
      [
        ['wheat', 'WH-147', ['a', 'b']],
        ['wheat', 'WH-283', ['a']],
        ['gram', 'HC-7', ['b', 'c']],
      ],
    );
    expect(groups[0].lines[1].bags).toBe(0);
    expect(byCropAndVariety([])).toEqual([]);
  });

  it("gathers a counter's lines of every season of both reads, a season without any left out", () => {
    const rabi: PublicStock = {
      seasons: [
        season([line('a', 'wheat', 'WH-147'), line('b', 'wheat', 'WH-283')]),
        season([line('b', 'wheat', 'WH-711')], 'Rabi 2027-28'),
      ],
      ...listed,
    };
    const kharif: PublicStock = { seasons: [season([line('a', 'paddy', 'PR-114')], 'Kharif 2027')], ...listed };
    expect(
      atCounter([rabi, kharif], 'a').map((shown) => [shown.season, shown.lines.map((kept) => kept.variety.en)]),
    ).toEqual([
      ['Rabi 2026-27', ['WH-147']],
      ['Kharif 2027', ['PR-114']],
    ]);
    expect(atCounter([rabi, kharif], 'z')).toEqual([]);
  });
});
