import { CONTENT_PLACEHOLDER, type CellValue, type ContentRow } from '@seedcorp/contracts';
import { cellText } from '../../../../libs/web/content/cell-format';
import { NONE } from '../../../../web/src/content/content-types';
import { formatIndian } from '../../../../libs/web/content/cell-format';
import * as specFigures from '../../../../web/src/content/spec-figures';
import {
  SPEC_CORPORATION,
  SPEC_GROWER_INCENTIVES,
  SPEC_PLANS,
  SPEC_PLANTS,
  SPEC_RABI_MINIKITS,
  SPEC_RTI_FEES,
  SPEC_SERVICES,
  SPEC_SUBSIDIES_PER_QUINTAL,
  SPEC_VEGETABLE_SCHEMES,
  SPEC_VEGETABLES,
} from '../../../../web/src/content/spec-figures';
import { seededTables, type SeededTable } from './content-seed';

const tables = seededTables();

/**
 * The tables whose only copy is their seed: held to the figures the specification states (spec-figures.ts) and to
 * the invariants their rows keep (totals are the sums of their rows, a stated "none" is words, not 0).
 */
const SPEC_CHECKED_TABLES = [
  'citizen-services',
  'subsidy-program',
  'financial-results',
  'tax-registration',
  'gst-registration',
  'grower-incentives',
  'processing-plants',
  'rabi-production-plan',
  'kharif-production-plan',
  'vegetables-kharif',
  'vegetables-rabi',
  'seed-production-assistance',
  'complaint-time-limits',
  'service-fees',
] as const;

function seeded(key: (typeof SPEC_CHECKED_TABLES)[number]): SeededTable {
  const table = tables.find((candidate) => candidate.key === key);
  if (!table) throw new Error(`seeds/content holds no table ${key}`);
  return table;
}

/** A cell's English words, or the cell as it is. */
const en = (value: CellValue | null | undefined) =>
  value !== null && typeof value === 'object' ? value.en : (value ?? undefined);
const column = (rows: readonly ContentRow[], key: string) => rows.map((row) => en(row[key]));
const lowerCase = (values: readonly unknown[]) => values.map((value) => String(value).toLowerCase());
const rowNamed = (table: SeededTable, key: string, name: string) => {
  const row = table.rows.find((candidate) => en(candidate[key]) === name);
  if (!row) throw new Error(`${table.key} has no row ${name}`);
  return row;
};

/** The columns of crop and vegetable names: each name a visitor reads in Hindi has its Hindi wording. */
const NAME_COLUMNS = new Set(['crop', 'crops', 'vegetable']);

describe('the seeded tables held to the specification', () => {
  const checked = SPEC_CHECKED_TABLES.map(seeded);

  it.each(checked.map((table) => [table.key, table]))(
    // Rows, captions and lead columns of every seeded table are checked in content-seed.spec.ts.
    '%s: a plain table whose crop and vegetable names carry their Hindi',
    (_, table) => {
      expect(table.kind).toBe('table');
      const names = table.rows.flatMap((row) =>
        table.columns.filter((entry) => NAME_COLUMNS.has(entry.key)).map((entry) => row[entry.key]),
      );
      const untranslated = names.filter(
        (value) => value !== undefined && value !== CONTENT_PLACEHOLDER && (typeof value !== 'object' || !value?.hi),
      );
      expect(untranslated).toEqual([]);
    },
  );

  it('has the subsidy per quintal of each crop (spec 9)', () => {
    const { rows } = seeded('subsidy-program');
    expect(rows.map((row) => [en(row.crop)?.toString().toLowerCase(), row.ratePerQuintal])).toEqual(
      SPEC_SUBSIDIES_PER_QUINTAL,
    );
  });

  it('has the vegetable seed production assistance per acre (spec 9)', () => {
    const { rows } = seeded('seed-production-assistance');
    expect(
      rows.map((row) => ({
        seed: String(en(row.seed)).toLowerCase(),
        sector: String(en(row.sector))
          .replace(/ sector$/, '')
          .toLowerCase(),
        rupeesPerAcre: row.rupeesPerAcre,
      })),
    ).toEqual(SPEC_VEGETABLE_SCHEMES.assistancePerAcre);
  });

  it('has every grower incentive figure (spec 9), the unnamed wheat variety marked', () => {
    const incentives = seeded('grower-incentives');
    const stated = SPEC_GROWER_INCENTIVES;
    expect(
      incentives.rows.filter((row) => row.rupeesPerQuintal !== undefined).map((row) => row.rupeesPerQuintal),
    ).toEqual([
      stated.wheatAboveSupportPrice,
      stated.wheatExtraForOneVariety,
      stated.shareholderWheatExtra,
      stated.transportRebateUpTo,
    ]);
    const premium = String(en(rowNamed(incentives, 'facility', 'Premium over the market or support price').terms));
    expect(premium).toContain(`${stated.premiumPercent.join('-')}%`);
    expect(premium).toContain(`${stated.highestMarketRatesAveraged} highest`);
    expect(en(rowNamed(incentives, 'facility', 'Payment at delivery').terms)).toContain(
      `${stated.paidAtDeliveryPercent}%`,
    );
    expect(rowNamed(incentives, 'facility', 'Extra price for one variety')).toMatchObject({
      crops: { en: 'Wheat' },
      variety: CONTENT_PLACEHOLDER,
    });
    expect(lowerCase(column(incentives.rows, 'facility'))).toEqual(
      expect.arrayContaining(['unloading costs', 'gunny bags']),
    );
  });

  it('has the Rabi plan of the stated seasons with its stated wheat sub-totals and grand totals (spec 9)', () => {
    const rabi = seeded('rabi-production-plan');
    const seasons = rabi.columns.filter((entry) => entry.type === 'quantity');
    expect(seasons.map((entry) => entry.header.en)).toEqual(
      SPEC_PLANS.rabi.seasons.map((season) => `${season} (quintals)`),
    );
    const figures = (row: ContentRow) => seasons.map((entry) => row[entry.key]);
    const subTotal = figures(rowNamed(rabi, 'crop', 'Wheat sub-total'));
    const grandTotal = figures(rowNamed(rabi, 'crop', 'Grand total'));
    expect(subTotal).toEqual(SPEC_PLANS.rabi.wheat);
    expect(grandTotal).toEqual(SPEC_PLANS.rabi.totals);
    // The per-variety rows are not stated, so the totals stay the stated figures rather than sums.
    grandTotal.forEach((total, index) => expect(Number(total)).toBeGreaterThanOrEqual(Number(subTotal[index])));
    expect(rabi.rows.at(-1)).toBe(rowNamed(rabi, 'crop', 'Grand total'));
  });

  it('has the stated Kharif plan rows, and a grand total that is their sum', () => {
    const kharif = seeded('kharif-production-plan');
    const seasons = kharif.columns.filter((entry) => entry.type === 'quantity');
    expect(seasons.map((entry) => entry.header.en)).toEqual(
      SPEC_PLANS.kharif.seasons.map((season) => `${season} (quintals)`),
    );
    const crops = kharif.rows.slice(0, -1);
    expect(Object.fromEntries(crops.map((row) => [en(row.crop), seasons.map((entry) => row[entry.key])]))).toEqual(
      SPEC_PLANS.kharif.rows,
    );
    expect(kharif.rows.at(-1)).toEqual({
      crop: { en: 'Grand total', hi: expect.any(String) },
      ...Object.fromEntries(
        seasons.map((entry) => [entry.key, crops.reduce((sum, row) => sum + Number(row[entry.key]), 0)]),
      ),
    });
  });

  it('has the six plants with their stated capacities, numbered in order, and a total row of their sums', () => {
    const { rows } = seeded('processing-plants');
    const plants = rows.slice(0, -1);
    expect(
      plants.map((row) => ({ name: en(row.name), capacityPerHour: row.capacityPerHour, storage: row.storage })),
    ).toEqual(SPEC_PLANTS.plants);
    expect(plants.map((row) => row.serial)).toEqual(plants.map((_, index) => index + 1));
    expect(plants.every((row) => row.district === CONTENT_PLACEHOLDER)).toBe(true);
    const { capacityPerHour, storage, storageShownAs } = SPEC_PLANTS.totals;
    const sum = (key: string) => plants.reduce((total, row) => total + Number(row[key]), 0);
    expect(rows.at(-1)).toEqual({ serial: 'Total', capacityPerHour: sum('capacityPerHour'), storage: sum('storage') });
    expect([sum('capacityPerHour'), sum('storage')]).toEqual([capacityPerHour, storage]);
    expect(formatIndian(storage)).toBe(storageShownAs);
  });

  it('has the service time limits in words from the stated figures (spec 9)', () => {
    const within = ({ days, workingDays }: { days: number; workingDays: boolean }) =>
      `Within ${days} ${workingDays ? 'working ' : ''}days`;
    const services = seeded('citizen-services').rows;
    expect(column(services, 'timeLimit')).toEqual(SPEC_SERVICES.timelines.map(within));
    expect(en(services[3].service)).toContain(`${SPEC_SERVICES.advancePercent}%`);
    expect(en(services[4].service)).toContain(`${SPEC_SERVICES.balancePercent}%`);
    expect(column(seeded('complaint-time-limits').rows, 'timeLimit')).toEqual(
      [
        SPEC_SERVICES.defectiveSeedComplaintWithinDays,
        SPEC_SERVICES.inspectionWithinDays,
        SPEC_SERVICES.rejectedProduceTakenBackWithinDays,
      ].map((days) => within({ days, workingDays: false })),
    );
  });

  it('charges the stated registration and RTI fees, "No fee" (never 0) below the poverty line', () => {
    const fees = column(seeded('service-fees').rows, 'fee');
    expect(SPEC_RTI_FEES.belowPovertyLine).toBe(NONE);
    expect(fees).toEqual([
      SPEC_SERVICES.growerRegistrationFee,
      SPEC_RTI_FEES.applicationRupees,
      SPEC_RTI_FEES.perPageRupees,
      'No fee',
    ]);
  });

  it('has the three-year results of the stated years and lines, every figure and registration number marked', () => {
    const results = seeded('financial-results');
    expect(results.columns.slice(1).map((entry) => entry.header.en)).toEqual(SPEC_CORPORATION.resultYears);
    expect(lowerCase(column(results.rows, 'particulars'))).toEqual(SPEC_CORPORATION.resultLines);
    for (const row of results.rows) {
      expect(results.columns.slice(1).map((entry) => row[entry.key])).toEqual(
        SPEC_CORPORATION.resultYears.map(() => CONTENT_PLACEHOLDER),
      );
    }
    for (const table of [seeded('tax-registration'), seeded('gst-registration')]) {
      expect(table.rows.length).toBeGreaterThan(0);
      expect(table.rows.every((row) => row.number === CONTENT_PLACEHOLDER)).toBe(true);
    }
  });

  it.each(Object.entries(SPEC_VEGETABLES))(
    'lists the %s vegetables in the stated order, pictures and further varieties marked until supplied',
    (season, names) => {
      const { rows } = seeded(season === 'Rabi' ? 'vegetables-rabi' : 'vegetables-kharif');
      expect(column(rows, 'vegetable')).toEqual(names);
      expect(
        rows.every((row) => row.picture === CONTENT_PLACEHOLDER && row.otherVarieties === CONTENT_PLACEHOLDER),
      ).toBe(true);
    },
  );

  it('names only the vegetable varieties the minikits name (spec 9)', () => {
    const named = [...seeded('vegetables-rabi').rows, ...seeded('vegetables-kharif').rows].filter(
      (row) => row.varieties !== undefined,
    );
    expect(named.map((row) => [String(en(row.vegetable)).toLowerCase(), String(row.varieties).split(', ')])).toEqual(
      SPEC_RABI_MINIKITS.map((minikit) => [minikit.crop, minikit.varieties]),
    );
  });

  it('holds no number the specification does not state, but for serial numbers and totals of stated rows', () => {
    const numbers = (value: unknown): unknown[] =>
      value !== null && typeof value === 'object' ? Object.values(value).flatMap(numbers) : [value];
    const stated = new Set(numbers({ ...specFigures }).filter((value) => typeof value === 'number'));
    const kharifTotals = Object.values(seeded('kharif-production-plan').rows.at(-1) ?? {});
    const unstated = checked.flatMap((table) =>
      table.rows.flatMap((row) =>
        Object.entries(row)
          .filter(([key, value]) => typeof value === 'number' && key !== 'serial' && !stated.has(value))
          .filter(([, value]) => !kharifTotals.includes(value))
          .map(([key, value]) => `${table.key}.${key}: ${String(value)}`),
      ),
    );
    expect(unstated).toEqual([]);
  });
});

describe('the seeded figures as the pages show them', () => {
  /** A cell of a seeded table as a page shows it in English. */
  const shown = (key: (typeof SPEC_CHECKED_TABLES)[number], row: ContentRow | undefined, column: string) => {
    const definition = seeded(key).columns.find((candidate) => candidate.key === column);
    if (!row || !definition) throw new Error(`${key} has no ${column}`);
    return cellText(row[column], definition, 'en');
  };

  it('groups quantities and rupees the Indian way, as the spec writes them (spec 9)', () => {
    const plants = seeded('processing-plants').rows;
    expect(shown('processing-plants', plants.at(-1), 'storage')).toBe(SPEC_PLANTS.totals.storageShownAs);
    expect(shown('processing-plants', plants[0], 'storage')).toBe('1,10,000');
    expect(shown('processing-plants', plants.at(-1), 'capacityPerHour')).toBe('490');
    expect(
      shown('rabi-production-plan', rowNamed(seeded('rabi-production-plan'), 'crop', 'Grand total'), 'y2022_23'),
    ).toBe('3,12,720');
    expect(shown('seed-production-assistance', seeded('seed-production-assistance').rows[0], 'rupeesPerAcre')).toBe(
      '20,000',
    );
    const rebate = seeded('grower-incentives').rows.find(
      (row) => row.rupeesPerQuintal === SPEC_GROWER_INCENTIVES.transportRebateUpTo,
    );
    expect(shown('grower-incentives', rebate, 'rupeesPerQuintal')).toBe('25.75');
  });

  it.each([
    [0, '0'],
    [84, '84'],
    [999, '999'],
    [1000, '1,000'],
    [20000, '20,000'],
    [110000, '1,10,000'],
    [312720, '3,12,720'],
    [449000, '4,49,000'],
    [12345678, '1,23,45,678'],
    [-449000, '-4,49,000'],
  ])('groups %p as %p', (value, text) => {
    expect(formatIndian(value)).toBe(text);
  });

  it('keeps the stated decimals of rupee amounts, and refuses what is not a finite number', () => {
    expect(formatIndian(283.5, 2)).toBe('283.50');
    expect(formatIndian(141.75, 2)).toBe('141.75');
    expect(formatIndian(727.23)).toBe('727.23');
    expect(formatIndian(123456.5, 2)).toBe('1,23,456.50');
    expect(() => formatIndian(Number.NaN)).toThrow(RangeError);
  });
});
