import { checkRows, CONTENT_PLACEHOLDER, type CellValue, type ContentRow } from '@seedcorp/contracts';
import { cellText } from '../../../../libs/web/content/cell-format';
import { NONE, PLACEHOLDER } from '../../../../web/src/content/content-types';
import {
  CROP_SEASON_PATHS,
  CROPS,
  cropsOfSeason,
  cropVarietiesTableKey,
  findCrop,
  findCropAtPath,
} from '../../../../web/src/content/crops';
import {
  SPEC_AGRO_CHEMICALS,
  SPEC_CROPS,
  SPEC_KHARIF_CROP_RATES,
  SPEC_KHARIF_PACKET_RATES,
  SPEC_KITCHEN_GARDEN,
  SPEC_RABI_CROP_RATES,
  SPEC_RABI_MINIKITS,
  SPEC_RABI_VEGETABLE_RATES,
  SPEC_SUBSIDIES_PER_QUINTAL,
  SPEC_WHEAT_CHOICE_PAGE_VARIETIES,
  type SpecCropRate,
} from '../../../../web/src/content/spec-figures';
import { ROUTE_TABLE, showsWords } from '../../../../web/src/routes';
import { seededPages, seededTables, type SeededTable } from './content-seed';

/**
 * The seeded tables are the site's first published content: they are held to the figures the specification
 * states (spec-figures.ts) and to the invariants every rate keeps, as the site's own modules were before them.
 */

const tables = seededTables();

/** The pages that show each table: those whose words name it, and those whose route reads it. */
const shownAt = new Map<string, Set<string>>();
const show = (key: string, path: string) => shownAt.set(key, (shownAt.get(key) ?? new Set()).add(path));
for (const page of seededPages()) {
  for (const block of page.blocks) if (block.type === 'table') show(block.table, page.path);
}
for (const route of ROUTE_TABLE) {
  for (const key of route.page.loader.tables?.({ path: route.path }) ?? []) show(key, route.path);
}

/** Spec 2.3's seed rate pages: their tables are the seasonal rate lists, each with its earlier lists. */
const RATE_PAGES = [
  '/marketing/rabi-seeds',
  '/marketing/rabi-vegetables',
  '/marketing/kharif-seeds',
  '/marketing/kharif-vegetables',
];

function seeded(key: string): SeededTable {
  const table = tables.find((candidate) => candidate.key === key);
  if (!table) throw new Error(`seeds/content has no table ${key}`);
  return table;
}

/** A cell's English words (a text cell may carry Hindi beside them). */
const english = (value: CellValue | null | undefined): unknown =>
  value !== null && typeof value === 'object' ? value.en : value;
const column = (rows: readonly ContentRow[], key: string) => rows.map((row) => english(row[key]));
const sameWords = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();
const NO_SUBSIDY = 'No subsidy';
const subsidyCell = (subsidy: number | typeof NONE) => (subsidy === NONE ? NO_SUBSIDY : subsidy);

/** '1760 per 16 kg bag' (a cell's English) -> the pack's rate and weight. */
function pack(cell: CellValue | null | undefined): { kg: number; rate: number } | undefined {
  const text = english(cell);
  const match = typeof text === 'string' ? /^(\d+) per (\d+(?:\.\d+)?) kg/.exec(text) : null;
  return match ? { rate: Number(match[1]), kg: Number(match[2]) } : undefined;
}

function expectStatedRates(key: string, stated: readonly SpecCropRate[]): void {
  const { rows } = seeded(key);
  expect(rows.map((row) => [english(row.crop), row.fullRate, row.subsidy, row.farmerRate, pack(row.pack)])).toEqual(
    stated.map((spec) => [
      spec.crop,
      spec.rates[0],
      subsidyCell(spec.rates[1]),
      spec.rates[2],
      spec.pack && { kg: spec.pack.kg, rate: spec.pack.rate },
    ]),
  );
  rows.forEach((row, index) => {
    const variety = stated[index].variety;
    expect(variety === undefined ? row.variety === CONTENT_PLACEHOLDER : sameWords(english(row.variety), variety)).toBe(
      true,
    );
  });
}

describe('the seeded content tables', () => {
  it('use the same placeholder as the public site', () => {
    expect(CONTENT_PLACEHOLDER).toBe(PLACEHOLDER);
  });

  it('are the tables the public pages show, each once, each kept under a page that shows it', () => {
    const keys = tables.map((table) => table.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual([...shownAt.keys()].sort());
    expect(tables.filter((table) => !shownAt.get(table.key)?.has(table.page)).map((table) => table.key)).toEqual([]);
    // A table a page's words name is shown only where the route renders those words.
    const wordsShown = new Set(ROUTE_TABLE.filter(showsWords).map((route) => route.path));
    const unshown = seededPages().filter(
      (page) => page.blocks.some((block) => block.type === 'table') && !wordsShown.has(page.path),
    );
    expect(unshown.map((page) => page.path)).toEqual([]);
  });

  it('are rate lists exactly where a seed rate page shows them', () => {
    for (const table of tables) {
      const onRatePage = RATE_PAGES.some((path) => shownAt.get(table.key)?.has(path));
      expect({ key: table.key, rateList: table.kind === 'rateList' }).toEqual({ key: table.key, rateList: onRatePage });
    }
  });

  it.each(tables.map((table) => [table.key, table]))(
    '%s fits its own columns, has Hindi captions and headers, and a lead column for phone cards',
    (_key, table) => {
      expect(checkRows(table.columns, table.rows)).toEqual([]);
      expect(table.caption.hi.trim()).not.toBe('');
      expect(table.columns.every((candidate) => candidate.header.hi.trim() !== '')).toBe(true);
      expect(table.columns.some((candidate) => candidate.lead)).toBe(true);
      if (table.kind === 'rateList') expect(table).toMatchObject({ season: expect.any(String), effectiveFrom: null });
      else expect(table).not.toHaveProperty('season');
    },
  );

  it('hold the Rabi 2025-26 and Kharif 2025 crop rates per quintal, with the Rabi pack conversions (spec 9)', () => {
    expect([seeded('rabi-crop-rates').season, seeded('kharif-crop-rates').season]).toEqual([
      'Rabi 2025-26',
      'Kharif 2025',
    ]);
    expectStatedRates('rabi-crop-rates', SPEC_RABI_CROP_RATES);
    expectStatedRates('kharif-crop-rates', SPEC_KHARIF_CROP_RATES);
  });

  it('keep full rate minus subsidy equal to the rate to the farmer, and a pack at the farmer rate for its weight', () => {
    for (const row of [...seeded('rabi-crop-rates').rows, ...seeded('kharif-crop-rates').rows]) {
      const subsidy = row.subsidy === NO_SUBSIDY ? 0 : (row.subsidy as number);
      expect(subsidy >= 0 && subsidy < (row.fullRate as number)).toBe(true);
      expect((row.fullRate as number) - subsidy).toBe(row.farmerRate);
      const packed = pack(row.pack);
      if (packed) expect(packed.rate).toBe(((row.farmerRate as number) * packed.kg) / 100);
    }
    for (const minikit of seeded('rabi-vegetable-minikits').rows) {
      expect(minikit.subsidisedRate as number).toBeLessThan(minikit.rate as number);
    }
  });

  it('show a rupee amount with paise as the spec writes it: 283.50, not 283.5', () => {
    const minikits = seeded('rabi-vegetable-minikits');
    const coriander = minikits.rows.find((row) => english(row.crop) === 'Coriander');
    const shown = (key: string) => {
      const column = minikits.columns.find((candidate) => candidate.key === key);
      if (!coriander || !column) throw new Error(`rabi-vegetable-minikits has no coriander ${key}`);
      return cellText(coriander[key], column, 'en');
    };
    expect([shown('rate'), shown('subsidisedRate')]).toEqual(['283.50', '141.75']);
  });

  it('hold the Kharif packet rates, the Rabi vegetable rates and minikits, and the kitchen garden packet', () => {
    const packets = seeded('kharif-packet-rates').rows;
    expect(
      packets.map((row) => ({
        crop: english(row.crop),
        ...(row.variety === CONTENT_PLACEHOLDER ? {} : { variety: row.variety }),
        packing: english(row.packing),
        rate: row.rate,
      })),
    ).toEqual(SPEC_KHARIF_PACKET_RATES);
    expect(
      seeded('rabi-vegetable-rates').rows.map((row) => ({
        crop: String(english(row.crop)).toLowerCase(),
        ratePerKg: row.ratePerKg,
        packet: { size: english(row.packing), grams: parseFloat(String(english(row.packing))), rate: row.packetRate },
      })),
    ).toEqual(SPEC_RABI_VEGETABLE_RATES);
    expect(
      seeded('rabi-vegetable-minikits').rows.map((row) => ({
        crop: String(english(row.crop)).toLowerCase(),
        varieties: String(row.varieties).split(', '),
        kg: parseFloat(String(english(row.size))),
        rate: row.rate,
        subsidisedRate: row.subsidisedRate,
      })),
    ).toEqual(SPEC_RABI_MINIKITS);
    const [kitchenGarden] = seeded('kitchen-garden-packet').rows;
    expect({
      cropCount: Number(/of (\d+) crops/.exec(String(english(kitchenGarden.packet)))?.[1]),
      gramsPerCrop: kitchenGarden.gramsPerCrop,
      rate: kitchenGarden.rate,
      subsidy: kitchenGarden.subsidy === NO_SUBSIDY ? NONE : kitchenGarden.subsidy,
    }).toEqual(SPEC_KITCHEN_GARDEN);
  });

  it('hold the subsidy per quintal of each crop (spec 9)', () => {
    const { rows } = seeded('subsidy-program');
    expect(rows.map((row) => [String(english(row.crop)).toLowerCase(), row.ratePerQuintal])).toEqual(
      SPEC_SUBSIDIES_PER_QUINTAL,
    );
  });

  it('list the stated number of agro-chemicals in the stated range, none of them invented', () => {
    const agro = seeded('agro-chemical-rates');
    expect(agro.rows).toHaveLength(SPEC_AGRO_CHEMICALS.count);
    expect(agro.rows.every((row) => [row.name, row.packing, row.rate].every((cell) => cell === PLACEHOLDER))).toBe(
      true,
    );
    expect(agro.notes.map(english)).toEqual([
      `Rates range from Rs ${SPEC_AGRO_CHEMICALS.minRupeesPerPack} to Rs ${SPEC_AGRO_CHEMICALS.maxRupeesPerPack} per pack, including GST.`,
    ]);
  });

  it('give each crop of the spec its varieties table, in the order and at the page the spec gives (spec 2.5)', () => {
    for (const season of ['Rabi', 'Kharif'] as const) {
      const stated = SPEC_CROPS.filter((crop) => crop.season === season).map((crop) => crop.name);
      expect(cropsOfSeason(season).map((crop) => crop.name)).toEqual(stated);
    }
    for (const crop of CROPS) {
      expect(crop.path).toBe(`${CROP_SEASON_PATHS[crop.season]}/${crop.name.toLowerCase()}`);
      expect(findCropAtPath(crop.path)).toBe(crop);
      expect(findCropAtPath(`${crop.path}/`)).toBe(crop);
      expect(seeded(cropVarietiesTableKey(crop.slug)).page).toBe(crop.path);
    }
    expect(findCrop('Kharif', 'wheat')).toBeUndefined();
    expect(findCropAtPath(CROP_SEASON_PATHS.Rabi)).toBeUndefined();
  });

  it('hold every crop page row the spec states: its named varieties in order, the unnamed ones marked (spec 2.5)', () => {
    for (const spec of SPEC_CROPS) {
      const crop = CROPS.find((candidate) => candidate.name === spec.name);
      const { rows, notes } = seeded(cropVarietiesTableKey(crop?.slug ?? ''));
      expect({ crop: spec.name, rows: rows.length }).toEqual({ crop: spec.name, rows: spec.varietyCount });
      // The season page names a crop's varieties from these cells, the placeholders left out.
      const varieties = column(rows, 'variety');
      expect({ crop: spec.name, named: varieties.filter((cell) => cell !== PLACEHOLDER) }).toEqual({
        crop: spec.name,
        named: spec.varieties,
      });
      expect(varieties.slice(0, spec.varieties.length)).toEqual(spec.varieties);
      const unnamed = rows.slice(spec.varieties.length);
      expect(unnamed.every((row) => Object.values(row).every((cell) => cell === PLACEHOLDER))).toBe(true);
      expect(notes.map(english)).toEqual(
        unnamed.length > 0
          ? [`The crop page holds ${spec.varietyCount} varieties; ${unnamed.length} of them are still to be named.`]
          : [],
      );
      // No agronomic figure is invented: every figure of a named variety is still the placeholder.
      for (const row of rows) {
        expect(Object.entries(row).every(([key, cell]) => key === 'variety' || cell === PLACEHOLDER)).toBe(true);
      }
    }
  });

  it('name on the Rabi page the wheat varieties of the choice page', () => {
    const wheat = column(seeded(cropVarietiesTableKey('wheat')).rows, 'variety').filter((cell) => cell !== PLACEHOLDER);
    expect(wheat).toHaveLength(SPEC_WHEAT_CHOICE_PAGE_VARIETIES);
  });

  it('name crops in Hindi too', () => {
    for (const key of ['rabi-crop-rates', 'kharif-crop-rates', 'rabi-vegetable-rates']) {
      for (const row of seeded(key).rows) {
        expect(row.crop).toMatchObject({ en: expect.any(String), hi: expect.stringMatching(/\S/) });
      }
    }
  });
});
