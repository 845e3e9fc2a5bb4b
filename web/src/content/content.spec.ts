import { describe, expect, it } from '@jest/globals';
import * as administration from './administration';
import * as agroChemicals from './agro-chemicals';
import {
  AGRO_CHEMICAL_RATE_RANGE,
  AGRO_CHEMICAL_RATE_RANGE_TEXT,
  AGRO_CHEMICALS,
  AGRO_CHEMICALS_TABLE,
} from './agro-chemicals';
import { isPlaceholder, NONE, PLACEHOLDER, type DataTable, type RateList } from './content-types';
import * as counters from './counters';
import { SALE_COUNTER_COUNTS, SALE_COUNTER_UNITS, SALE_COUNTERS_TABLE } from './counters';
import * as crops from './crops';
import {
  choicePageVarieties,
  CROPS,
  cropsOfSeason,
  cropTable,
  findCrop,
  findCropAtPath,
  CROP_SEASON_PATHS,
} from './crops';
import { formatCell, formatIndian } from './format';
import * as marketing from './marketing';
import * as organisation from './organisation';
import * as about from './about';
import { ABOUT_PLANTS, ABOUT_SALE_NETWORK, ABOUT_TESTING_LAB } from './about';
import {
  ABOUT_US,
  BOARD,
  CONTACT,
  CONTACT_FEEDBACK,
  ENGINEERING_TEXT,
  FINANCE,
  FINANCE_FIGURES,
  FINANCE_TEXTS,
  FINANCIAL_RESULTS,
  GST_REGISTRATION,
  HISTORY,
  PRODUCTIVITY_AWARD,
  SEED_PORTAL,
  SHARE_CAPITAL,
  TAX_REGISTRATION,
} from './organisation';
import * as infoPages from './info-pages';
import { INFO_PAGES } from './info-pages';
import * as screenReaders from './screen-readers';
import { SCREEN_READERS, SCREEN_READERS_TABLE } from './screen-readers';
import { ROUTE_TABLE } from '../routes';
import * as plans from './plans';
import { KHARIF_PLAN, KHARIF_PLAN_ROWS, planTable, RABI_PLAN } from './plans';
import * as plants from './plants';
import { OTHER_FACILITIES, PLANT_TOTALS, PLANTS_TABLE, PROCESSING_PLANTS } from './plants';
import * as policies from './policies';
import { HELP, POLICY_PAGES } from './policies';
import * as production from './production';
import { FIELD_INSPECTIONS, PRODUCTION_STAGES } from './production';
import * as rates from './rates';
import {
  KHARIF_CROP_RATES,
  KHARIF_PACKET_RATES,
  KITCHEN_GARDEN_PACKET,
  NO_SUBSIDY_TEXT,
  RABI_CROP_RATES,
  RABI_VEGETABLE_MINIKITS,
  RABI_VEGETABLE_RATES,
  WHERE_SEED_IS_SOLD,
  type CropRate,
} from './rates';
import * as rti from './rti';
import { PROACTIVE_DISCLOSURE_PAGES } from './rti';
import * as rtiPages from './rti-pages';
import { BUDGET_ALLOTMENT_TABLE, RTI_FEE_TEXTS, RTI_FEES } from './rti-pages';
import * as services from './services';
import {
  CITIZEN_SERVICES_TABLE,
  COMPLAINT_TIME_LIMITS_TABLE,
  DEFECTIVE_SEED,
  GROWER_REGISTRATION_FEE_RUPEES,
  REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS,
  SEED_LAB_TESTING,
  SEED_LAB_TESTING_TEXT,
  SERVICE_FEES_TABLE,
  SERVICE_TIMELINES,
  SERVICES_PAGE,
  timelineText,
} from './services';
import * as specFigures from './spec-figures';
import {
  SPEC_AGRO_CHEMICALS,
  SPEC_BOARD,
  SPEC_CORPORATION,
  SPEC_CROPS,
  SPEC_DISCLOSURE_PAGES,
  SPEC_FIELD_INSPECTION_STAGES,
  SPEC_GROWER_INCENTIVES,
  SPEC_KHARIF_CROP_RATES,
  SPEC_KHARIF_PACKET_RATES,
  SPEC_KITCHEN_GARDEN,
  SPEC_OTHER_FACILITIES,
  SPEC_PLANS,
  SPEC_PLANTS,
  SPEC_PRODUCTION_STAGES,
  SPEC_RABI_CROP_RATES,
  SPEC_RABI_MINIKITS,
  SPEC_RABI_VEGETABLE_RATES,
  SPEC_RTI_FEES,
  SPEC_SERVICES,
  SPEC_SUBSIDIES_PER_QUINTAL,
  SPEC_VEGETABLE_SCHEMES,
  SPEC_VEGETABLES,
  SPEC_WHEAT_CHOICE_PAGE_VARIETIES,
  SPEC_WHERE_SEED_IS_SOLD,
  type SpecCropRate,
} from './spec-figures';
import * as subsidies from './subsidies';
import {
  GROWER_INCENTIVE_TEXTS,
  GROWER_INCENTIVES,
  HYBRID_VEGETABLE_SEED_SUBSIDY,
  SEED_PRODUCTION_ASSISTANCE,
  SEED_PRODUCTION_ASSISTANCE_TABLE,
  SUBSIDY_ROWS,
  SUBSIDY_TABLE,
  VEGETABLE_SCHEME_TEXTS,
} from './subsidies';
import * as vegetables from './vegetables';
import { KHARIF_VEGETABLES, PICTURE_SLOT, RABI_VEGETABLES, VEGETABLES_OF_SEASON, varietyNames } from './vegetables';

/**
 * The content is held to the figures the specification states (spec-figures.ts) and to invariants
 * every table, rate and placeholder keeps; wording the spec does not fix is not copied here, so a
 * change of content is one edit in its module.
 */

const MODULES: Record<string, object> = {
  about,
  administration,
  agroChemicals,
  counters,
  crops,
  infoPages,
  marketing,
  organisation,
  plans,
  plants,
  policies,
  production,
  rates,
  rti,
  rtiPages,
  screenReaders,
  services,
  subsidies,
  vegetables,
};

interface Leaf {
  path: string;
  value: unknown;
}

function leaves(value: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof value === 'function') return out;
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, out);
    return out;
  }
  out.push({ path, value });
  return out;
}

const ALL_LEAVES = Object.entries(MODULES).flatMap(([name, mod]) => leaves(mod, name));

const sameWords = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const lowerCase = (texts: readonly string[]) => texts.map((text) => text.toLowerCase());

/** The rows of a rate list hold the spec's figures in its order, each variety as the spec names it (or marked where it names none). */
function expectStatedRates(list: RateList<CropRate>, stated: readonly SpecCropRate[]): void {
  expect(
    list.rows.map((row) => [row.crop, row.fullRate, row.subsidy, row.farmerRate, row.pack?.kg, row.pack?.rate]),
  ).toEqual(stated.map((spec) => [spec.crop, ...spec.rates, spec.pack?.kg, spec.pack?.rate]));
  list.rows.forEach((row, index) => {
    const variety = stated[index].variety;
    expect(variety === undefined ? isPlaceholder(row.variety) : sameWords(row.variety, variety)).toBe(true);
  });
}

/** Positive, finite, and in rupees and paise: at most two decimals. */
const isRupeeAmount = (value: unknown): boolean =>
  typeof value === 'number' &&
  Number.isFinite(value) &&
  value > 0 &&
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-9;

const TABLES: Record<string, DataTable> = {
  ...Object.fromEntries(CROPS.map((crop) => [`crop ${crop.slug}`, cropTable(crop)])),
  rabiPlan: planTable(RABI_PLAN),
  kharifPlan: planTable(KHARIF_PLAN),
  plants: PLANTS_TABLE,
  rabiRates: rates.cropRateTable(RABI_CROP_RATES),
  kharifRates: rates.cropRateTable(KHARIF_CROP_RATES),
  vegetableRates: rates.vegetableRateTable(RABI_VEGETABLE_RATES),
  minikits: rates.minikitTable(RABI_VEGETABLE_MINIKITS),
  packets: rates.packetRateTable(KHARIF_PACKET_RATES),
  kitchenGarden: rates.kitchenGardenTable(KITCHEN_GARDEN_PACKET),
  subsidy: SUBSIDY_TABLE,
  seedProductionAssistance: SEED_PRODUCTION_ASSISTANCE_TABLE,
  counters: SALE_COUNTERS_TABLE,
  agroChemicals: AGRO_CHEMICALS_TABLE,
  results: FINANCIAL_RESULTS,
  citizenServices: CITIZEN_SERVICES_TABLE,
  complaintLimits: COMPLAINT_TIME_LIMITS_TABLE,
  serviceFees: SERVICE_FEES_TABLE,
  taxRegistration: TAX_REGISTRATION,
  gstRegistration: GST_REGISTRATION,
  screenReaders: SCREEN_READERS_TABLE,
  budget: BUDGET_ALLOTMENT_TABLE,
};

describe('formatIndian', () => {
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

  it('keeps the stated decimals of rupee amounts', () => {
    expect(formatIndian(283.5, 2)).toBe('283.50');
    expect(formatIndian(141.75, 2)).toBe('141.75');
    expect(formatIndian(727.23)).toBe('727.23');
    expect(formatIndian(123456.5, 2)).toBe('1,23,456.50');
  });

  it('refuses what is not a finite number', () => {
    expect(() => formatIndian(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatCell', () => {
  it('groups numeric cells, keeps text and decimals as given, leaves a missing cell empty', () => {
    expect(formatCell(449000, { numeric: true })).toBe('4,49,000');
    expect(formatCell(283.5, { numeric: true, fractionDigits: 2 })).toBe('283.50');
    expect(formatCell(NONE, { numeric: true })).toBe('none');
    expect(formatCell(PLACEHOLDER, {})).toBe(PLACEHOLDER);
    expect(formatCell(undefined, { numeric: true })).toBe('');
  });
});

describe('every table', () => {
  it.each(Object.entries(TABLES))(
    '%s: a caption, each column once, rows and footer using only its columns',
    (_, table) => {
      const keys = table.columns.map((column) => column.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(table.caption).not.toBe('');
      for (const row of [...table.rows, ...(table.footer ? [table.footer] : [])]) {
        for (const key of Object.keys(row)) expect(keys).toContain(key);
      }
    },
  );

  it.each(Object.entries(TABLES))('%s: numeric cells hold numbers, a stated "none" or the placeholder', (_, table) => {
    const numeric = table.columns.filter((column) => column.numeric).map((column) => column.key);
    const cells = table.rows.flatMap((row) => numeric.map((key) => (row as Record<string, unknown>)[key]));
    const loose = cells.filter(
      (cell) =>
        cell !== undefined &&
        !(typeof cell === 'number' && cell >= 0) &&
        ![PLACEHOLDER, NONE, NO_SUBSIDY_TEXT].includes(cell as string),
    );
    expect(loose).toEqual([]);
  });
});

describe('field crops (spec 2.5)', () => {
  it('holds the crops of each season in the order and at the pages the spec gives', () => {
    for (const season of ['Rabi', 'Kharif'] as const) {
      const stated = SPEC_CROPS.filter((crop) => crop.season === season).map((crop) => crop.name);
      expect(cropsOfSeason(season).map((crop) => crop.name)).toEqual(stated);
    }
    for (const crop of CROPS) {
      expect(crop.path).toBe(`${CROP_SEASON_PATHS[crop.season]}/${crop.name.toLowerCase()}`);
      expect(findCropAtPath(crop.path)).toBe(crop);
      expect(findCropAtPath(`${crop.path}/`)).toBe(crop);
    }
    expect(findCrop('Kharif', 'wheat')).toBeUndefined();
    expect(findCropAtPath(CROP_SEASON_PATHS.Rabi)).toBeUndefined();
  });

  it.each(SPEC_CROPS.map((spec) => [spec.name, spec] as const))(
    '%s: the stated varieties in order, the stated number of table rows, every figure marked',
    (name, spec) => {
      const crop = CROPS.find((candidate) => candidate.name === name)!;
      expect(crop.varieties.map((variety) => variety.name)).toEqual(spec.varieties);
      expect(crop.statedVarietyCount).toBe(spec.varietyCount);
      const table = cropTable(crop);
      expect(table.rows).toHaveLength(spec.varietyCount);
      // The spec names no agronomic figure per variety, so none is invented.
      for (const row of table.rows) {
        const { variety, ...figures } = row;
        expect(variety).toBeTruthy();
        expect(Object.values(figures).every(isPlaceholder)).toBe(true);
      }
    },
  );

  it('lists on the Rabi page the 15 wheat varieties of the choice page, the two unnamed ones marked on its own page', () => {
    const wheat = findCrop('Rabi', 'wheat')!;
    expect(choicePageVarieties(wheat)).toEqual(wheat.varieties.map((variety) => variety.name));
    expect(choicePageVarieties(wheat)).toHaveLength(SPEC_WHEAT_CHOICE_PAGE_VARIETIES);
    expect(wheat.missingVarieties).toMatchObject({ statedCount: 17, knownCount: 15, marker: PLACEHOLDER });
    expect(CROPS.filter((crop) => crop.missingVarieties).map((crop) => crop.slug)).toEqual(['wheat']);
    expect(
      cropTable(wheat)
        .rows.slice(15)
        .every((row) => Object.values(row).every(isPlaceholder)),
    ).toBe(true);
  });
});

describe('vegetables (spec 2.3)', () => {
  it('lists the vegetables of each season in order, each picture a sized slot named by its vegetable', () => {
    expect(RABI_VEGETABLES.map((vegetable) => vegetable.name)).toEqual(SPEC_VEGETABLES.Rabi);
    expect(KHARIF_VEGETABLES.map((vegetable) => vegetable.name)).toEqual(SPEC_VEGETABLES.Kharif);
    expect(VEGETABLES_OF_SEASON).toEqual({ Rabi: RABI_VEGETABLES, Kharif: KHARIF_VEGETABLES });
    for (const vegetable of [...RABI_VEGETABLES, ...KHARIF_VEGETABLES]) {
      expect(vegetable.picture).toEqual({ src: PLACEHOLDER, alt: vegetable.name, ...PICTURE_SLOT });
      expect(vegetable.otherVarieties).toBe(PLACEHOLDER);
    }
  });

  it('names only the varieties the minikits name, then the marker for the others', () => {
    const named = RABI_VEGETABLES.filter((vegetable) => vegetable.knownVarieties.length > 0);
    expect(named.map((vegetable) => [vegetable.name.toLowerCase(), vegetable.knownVarieties])).toEqual(
      SPEC_RABI_MINIKITS.map((minikit) => [minikit.crop, minikit.varieties]),
    );
    for (const vegetable of [...RABI_VEGETABLES, ...KHARIF_VEGETABLES]) {
      expect(varietyNames(vegetable)).toEqual([...vegetable.knownVarieties, PLACEHOLDER]);
    }
  });
});

describe('production (spec 2.3 and 9)', () => {
  it('has the two step lists with the stated numbers of steps, numbered from 1, marked until worded', () => {
    expect(Object.fromEntries(PRODUCTION_STAGES.map((list) => [list.title, list.steps.length]))).toEqual(
      SPEC_PRODUCTION_STAGES,
    );
    for (const list of PRODUCTION_STAGES) {
      expect(list.steps.map((step) => step.number)).toEqual(list.steps.map((_, index) => index + 1));
      expect(list.steps.every((step) => step.text === PLACEHOLDER)).toBe(true);
    }
  });

  it('inspects fields at the two stated stages', () => {
    expect(FIELD_INSPECTIONS.stages.map((stage) => stage.toLowerCase())).toEqual(SPEC_FIELD_INSPECTION_STAGES);
  });

  it('keeps the stated Rabi totals and wheat sub-totals', () => {
    expect(RABI_PLAN.seasons).toEqual(SPEC_PLANS.rabi.seasons);
    expect(RABI_PLAN.grandTotal).toEqual(SPEC_PLANS.rabi.totals);
    const wheat = RABI_PLAN.groups.find((group) => group.crop === 'Wheat');
    expect(wheat?.subTotal).toEqual(SPEC_PLANS.rabi.wheat);
    expect(planTable(RABI_PLAN).footer).toMatchObject(
      Object.fromEntries(SPEC_PLANS.rabi.seasons.map((season, index) => [season, SPEC_PLANS.rabi.totals[index]])),
    );
  });

  it('has the stated Kharif rows, totalled from them', () => {
    expect(KHARIF_PLAN.seasons).toEqual(SPEC_PLANS.kharif.seasons);
    expect(Object.fromEntries(KHARIF_PLAN_ROWS.map((row) => [row.crop, row.quantities]))).toEqual(
      SPEC_PLANS.kharif.rows,
    );
    const bySeason = KHARIF_PLAN.seasons.map((_, index) =>
      KHARIF_PLAN_ROWS.reduce((sum, row) => sum + row.quantities[index], 0),
    );
    expect(KHARIF_PLAN.grandTotal).toEqual(bySeason);
  });

  it('has the six plants with their stated capacities, numbered in order, and totals that are their sums', () => {
    expect(PROCESSING_PLANTS.map(({ name, capacityPerHour, storage }) => ({ name, capacityPerHour, storage }))).toEqual(
      SPEC_PLANTS.plants,
    );
    expect(PROCESSING_PLANTS.map((plant) => plant.serial)).toEqual(PROCESSING_PLANTS.map((_, index) => index + 1));
    const { capacityPerHour, storage, storageShownAs } = SPEC_PLANTS.totals;
    expect(PLANT_TOTALS).toEqual({ capacityPerHour, storage });
    expect(PROCESSING_PLANTS.reduce((sum, plant) => sum + plant.capacityPerHour, 0)).toBe(capacityPerHour);
    expect(PROCESSING_PLANTS.reduce((sum, plant) => sum + plant.storage, 0)).toBe(storage);
    expect(formatIndian(PLANT_TOTALS.storage)).toBe(storageShownAs);
  });

  it('names the other facilities and their places', () => {
    expect(OTHER_FACILITIES.map(({ facility, place }) => `${facility} at ${place}`.toLowerCase())).toEqual(
      lowerCase(SPEC_OTHER_FACILITIES),
    );
  });
});

describe('sale rates (spec 9)', () => {
  it('has the Rabi 2025-26 and Kharif 2025 crop rates per quintal, with the Rabi pack conversions', () => {
    expect([RABI_CROP_RATES.season, KHARIF_CROP_RATES.season]).toEqual(['Rabi 2025-26', 'Kharif 2025']);
    expectStatedRates(RABI_CROP_RATES, SPEC_RABI_CROP_RATES);
    expectStatedRates(KHARIF_CROP_RATES, SPEC_KHARIF_CROP_RATES);
  });

  it('has the Kharif per-packet rates, the Rabi vegetable rates and minikits, and the kitchen garden packet', () => {
    expect(
      KHARIF_PACKET_RATES.rows.map(({ crop, variety, packing, rate }) => ({
        crop,
        ...(isPlaceholder(variety) ? {} : { variety }),
        packing,
        rate,
      })),
    ).toEqual(SPEC_KHARIF_PACKET_RATES);
    expect(
      RABI_VEGETABLE_RATES.rows.map(({ crop, ratePerKg, packet }) => ({ crop: crop.toLowerCase(), ratePerKg, packet })),
    ).toEqual(SPEC_RABI_VEGETABLE_RATES);
    expect(
      RABI_VEGETABLE_MINIKITS.rows.map(({ crop, varieties, kg, rate, subsidisedRate }) => ({
        crop: crop.toLowerCase(),
        varieties,
        kg,
        rate,
        subsidisedRate,
      })),
    ).toEqual(SPEC_RABI_MINIKITS);
    expect(KITCHEN_GARDEN_PACKET).toMatchObject(SPEC_KITCHEN_GARDEN);
  });

  it('states every rate as a positive rupee amount', () => {
    const amounts = [
      ...[...RABI_CROP_RATES.rows, ...KHARIF_CROP_RATES.rows].flatMap((row) => [
        row.fullRate,
        row.farmerRate,
        ...(row.pack ? [row.pack.rate] : []),
      ]),
      ...RABI_VEGETABLE_RATES.rows.flatMap((row) => [row.ratePerKg, row.packet.rate]),
      ...RABI_VEGETABLE_MINIKITS.rows.flatMap((row) => [row.rate, row.subsidisedRate]),
      ...KHARIF_PACKET_RATES.rows.map((row) => row.rate),
      KITCHEN_GARDEN_PACKET.rate,
      ...SUBSIDY_ROWS.map((row) => row.ratePerQuintal),
      ...SEED_PRODUCTION_ASSISTANCE.map((row) => row.rupeesPerAcre),
    ];
    expect(amounts.length).toBeGreaterThan(40);
    expect(amounts.filter((amount) => !isRupeeAmount(amount))).toEqual([]);
  });

  it('keeps full rate minus subsidy equal to the rate to the farmer, and a pack at the farmer rate for its weight', () => {
    for (const row of [...RABI_CROP_RATES.rows, ...KHARIF_CROP_RATES.rows]) {
      expect(row.subsidy === NONE || (row.subsidy >= 0 && row.subsidy < row.fullRate)).toBe(true);
      expect(row.fullRate - (row.subsidy === NONE ? 0 : row.subsidy)).toBe(row.farmerRate);
      if (row.pack) expect(row.pack.rate).toBe((row.farmerRate * row.pack.kg) / 100);
    }
    for (const minikit of RABI_VEGETABLE_MINIKITS.rows) expect(minikit.subsidisedRate).toBeLessThan(minikit.rate);
  });

  it('shows a stated "none" as "No subsidy", never as 0, and a stated 0 as 0', () => {
    expect(NONE).not.toBe(0);
    for (const list of [RABI_CROP_RATES, KHARIF_CROP_RATES]) {
      const table = rates.cropRateTable(list);
      list.rows.forEach((row, index) =>
        expect(table.rows[index].subsidy).toBe(row.subsidy === NONE ? NO_SUBSIDY_TEXT : row.subsidy),
      );
    }
    expect(rates.kitchenGardenTable(KITCHEN_GARDEN_PACKET).rows[0].subsidy).toBe(NO_SUBSIDY_TEXT);
  });

  it('names its season in the caption of every rate table', () => {
    for (const list of [RABI_CROP_RATES, KHARIF_CROP_RATES])
      expect(rates.cropRateTable(list).caption).toContain(list.season);
    expect(rates.vegetableRateTable(RABI_VEGETABLE_RATES).caption).toContain(RABI_VEGETABLE_RATES.season);
    expect(rates.minikitTable(RABI_VEGETABLE_MINIKITS).caption).toContain(RABI_VEGETABLE_MINIKITS.season);
    expect(rates.packetRateTable(KHARIF_PACKET_RATES).caption).toContain(KHARIF_PACKET_RATES.season);
    expect(rates.kitchenGardenTable(KITCHEN_GARDEN_PACKET).caption).toContain(KITCHEN_GARDEN_PACKET.season);
  });

  it('lists where seed is sold (spec 2.3)', () => {
    expect(WHERE_SEED_IS_SOLD.map((outlet) => outlet.toLowerCase())).toEqual(SPEC_WHERE_SEED_IS_SOLD);
  });

  it('has the stated number of agro-chemical products in the stated range, none of them invented', () => {
    expect(AGRO_CHEMICALS).toHaveLength(SPEC_AGRO_CHEMICALS.count);
    expect(AGRO_CHEMICALS_TABLE.rows).toHaveLength(SPEC_AGRO_CHEMICALS.count);
    expect(AGRO_CHEMICAL_RATE_RANGE).toEqual({
      minRupeesPerPack: SPEC_AGRO_CHEMICALS.minRupeesPerPack,
      maxRupeesPerPack: SPEC_AGRO_CHEMICALS.maxRupeesPerPack,
    });
    expect(AGRO_CHEMICAL_RATE_RANGE_TEXT).toContain(
      `Rs ${SPEC_AGRO_CHEMICALS.minRupeesPerPack} to Rs ${SPEC_AGRO_CHEMICALS.maxRupeesPerPack}`,
    );
    expect(AGRO_CHEMICALS.every((product) => [product.name, product.packing, product.rate].every(isPlaceholder))).toBe(
      true,
    );
  });
});

describe('subsidies and incentives (spec 9)', () => {
  it('has the subsidy per quintal of each crop', () => {
    expect(SUBSIDY_ROWS.map((row) => [row.crop.toLowerCase(), row.ratePerQuintal])).toEqual(SPEC_SUBSIDIES_PER_QUINTAL);
  });

  it('has the vegetable schemes, their sentences built from the figures', () => {
    expect(HYBRID_VEGETABLE_SEED_SUBSIDY.percent).toBe(SPEC_VEGETABLE_SCHEMES.hybridSeedSubsidyPercent);
    expect(SEED_PRODUCTION_ASSISTANCE).toEqual(SPEC_VEGETABLE_SCHEMES.assistancePerAcre);
    expect(VEGETABLE_SCHEME_TEXTS[0]).toContain(`${SPEC_VEGETABLE_SCHEMES.hybridSeedSubsidyPercent}%`);
    SEED_PRODUCTION_ASSISTANCE.forEach((assistance, index) => {
      expect(VEGETABLE_SCHEME_TEXTS[index + 1]).toContain(`Rs ${formatIndian(assistance.rupeesPerAcre)} per acre`);
      expect(SEED_PRODUCTION_ASSISTANCE_TABLE.rows[index].rupeesPerAcre).toBe(assistance.rupeesPerAcre);
    });
  });

  it('has every grower incentive figure, each stated in the page text', () => {
    const stated = SPEC_GROWER_INCENTIVES;
    expect([GROWER_INCENTIVES.premium.minPercent, GROWER_INCENTIVES.premium.maxPercent]).toEqual(stated.premiumPercent);
    expect(GROWER_INCENTIVES.premium.highestMarketRatesAveraged).toBe(stated.highestMarketRatesAveraged);
    expect(GROWER_INCENTIVES.wheat.rupeesPerQuintalAboveSupportPrice).toBe(stated.wheatAboveSupportPrice);
    expect(GROWER_INCENTIVES.wheat.extraRupeesPerQuintalForOneVariety).toBe(stated.wheatExtraForOneVariety);
    expect(GROWER_INCENTIVES.shareholderWheat.rupeesPerQuintal).toBe(stated.shareholderWheatExtra);
    expect(GROWER_INCENTIVES.paymentAtDelivery.percentOfRawSeedPrice).toBe(stated.paidAtDeliveryPercent);
    expect(GROWER_INCENTIVES.transportRebate.upToRupeesPerQuintal).toBe(stated.transportRebateUpTo);
    const text = GROWER_INCENTIVE_TEXTS.join('\n');
    for (const figure of [
      `${stated.premiumPercent.join('-')}%`,
      `${stated.highestMarketRatesAveraged} highest`,
      `Rs ${stated.wheatAboveSupportPrice}`,
      `Rs ${stated.wheatExtraForOneVariety}`,
      `Rs ${stated.shareholderWheatExtra}`,
      `${stated.paidAtDeliveryPercent}%`,
      `Rs ${stated.transportRebateUpTo}`,
    ]) {
      expect(text).toContain(figure);
    }
  });
});

describe('services, RTI and quality control (spec 9)', () => {
  it('has the grower, complaint and laboratory figures', () => {
    expect(GROWER_REGISTRATION_FEE_RUPEES).toBe(SPEC_SERVICES.growerRegistrationFee);
    expect(DEFECTIVE_SEED).toEqual({
      complaintWithinDays: SPEC_SERVICES.defectiveSeedComplaintWithinDays,
      inspectionWithinDays: SPEC_SERVICES.inspectionWithinDays,
    });
    expect(REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS).toBe(SPEC_SERVICES.rejectedProduceTakenBackWithinDays);
    expect(SEED_LAB_TESTING).toEqual({
      carryOverLotsPercent: SPEC_SERVICES.labTestsCarryOverLotsPercent,
      freshLotsPercent: SPEC_SERVICES.labTestsFreshLotsPercent,
    });
    expect(SEED_LAB_TESTING_TEXT).toContain(`${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over lots`);
  });

  it('has the service timelines, each shown in words from its figures', () => {
    expect(SERVICE_TIMELINES.map(({ days, workingDays }) => ({ days, workingDays }))).toEqual(SPEC_SERVICES.timelines);
    expect(SERVICE_TIMELINES[3].service).toContain(`${SPEC_SERVICES.advancePercent}%`);
    expect(SERVICE_TIMELINES[4].service).toContain(`${SPEC_SERVICES.balancePercent}%`);
    expect(CITIZEN_SERVICES_TABLE.rows.map((row) => row.timeline)).toEqual(SERVICE_TIMELINES.map(timelineText));
    expect(COMPLAINT_TIME_LIMITS_TABLE.rows.map((row) => row.timeline)).toEqual(
      [
        SPEC_SERVICES.defectiveSeedComplaintWithinDays,
        SPEC_SERVICES.inspectionWithinDays,
        SPEC_SERVICES.rejectedProduceTakenBackWithinDays,
      ].map((days) => `Within ${days} days`),
    );
  });

  it('charges the stated RTI and registration fees, "none" below the poverty line', () => {
    expect(RTI_FEES).toEqual(SPEC_RTI_FEES);
    expect(RTI_FEE_TEXTS.join('\n')).toContain(`Rs ${SPEC_RTI_FEES.applicationRupees}`);
    expect(RTI_FEE_TEXTS.join('\n')).toContain(`Rs ${SPEC_RTI_FEES.perPageRupees} per page`);
    expect(SERVICE_FEES_TABLE.rows.map((row) => row.fee)).toEqual([
      SPEC_SERVICES.growerRegistrationFee,
      SPEC_RTI_FEES.applicationRupees,
      SPEC_RTI_FEES.perPageRupees,
      SPEC_RTI_FEES.belowPovertyLine,
    ]);
  });

  it('states the inspection stages, testing shares and complaint limits on the quality control page', () => {
    const text = infoPages.QUALITY_CONTROL.sections.flatMap((section) => section.paragraphs).join('\n');
    expect(text).toContain(SPEC_FIELD_INSPECTION_STAGES.join(' and '));
    expect(text).toContain(
      `${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over lots and ${SPEC_SERVICES.labTestsFreshLotsPercent}% of fresh lots`,
    );
    expect(text).toContain(`within ${SPEC_SERVICES.defectiveSeedComplaintWithinDays} days`);
    expect(text).toContain(`within ${SPEC_SERVICES.inspectionWithinDays} days`);
  });

  it('has the proactive disclosure pages in order, each with its own title, the three the spec describes from their sources', () => {
    expect(PROACTIVE_DISCLOSURE_PAGES.map((page) => page.slug)).toEqual(SPEC_DISCLOSURE_PAGES);
    expect(new Set(PROACTIVE_DISCLOSURE_PAGES.map((page) => page.title)).size).toBe(SPEC_DISCLOSURE_PAGES.length);
    const source = (slug: string) => PROACTIVE_DISCLOSURE_PAGES.find((page) => page.slug === slug)?.source;
    expect(source('directory-of-officers-employees')).toBe('server');
    expect(source('monthly-remuneration')).toBe('pdf');
    expect(source('budget-allotment')).toBe('table');
  });
});

describe('the corporation (spec 1 and 9)', () => {
  it('has the history, share capital, award and seed portal, and says them on /about-us', () => {
    expect(HISTORY).toMatchObject({ yearSetUp: SPEC_CORPORATION.yearSetUp, act: SPEC_CORPORATION.act });
    expect(SHARE_CAPITAL.authorised).toBe(SPEC_CORPORATION.authorisedShareCapital);
    expect(SHARE_CAPITAL.authorisedCrore).toBe(SPEC_CORPORATION.authorisedShareCapitalCrore);
    expect(PRODUCTIVITY_AWARD.year).toBe(SPEC_CORPORATION.productivityAwardYear);
    expect(SEED_PORTAL.sinceSeason).toBe(SPEC_CORPORATION.seedPortalSince);
    const aboutText = ABOUT_US.flatMap((section) => section.paragraphs).join('\n');
    expect(aboutText).toContain(`set up in ${SPEC_CORPORATION.yearSetUp} under the ${SPEC_CORPORATION.act}`);
    expect(aboutText).toContain(SPEC_CORPORATION.authorisedShareCapital);
  });

  it('keeps the board (a sum of its parts) off /about-us until the corporation confirms it', () => {
    expect(BOARD.directors).toBe(SPEC_BOARD.directors);
    expect(BOARD.composition.map((part) => part.directors)).toEqual(SPEC_BOARD.composition);
    expect(BOARD.composition.reduce((sum, part) => sum + part.directors, 0)).toBe(BOARD.directors);
    expect(BOARD.minimumMeetingsPerYear).toBe(SPEC_BOARD.minimumMeetingsPerYear);
    expect(BOARD.growerDirectorTenureYears).toBe(SPEC_BOARD.growerDirectorTenureYears);
    expect(ABOUT_US.flatMap((section) => section.paragraphs).join('\n')).not.toContain(`${BOARD.directors} directors`);
  });

  it('gives the sale network both readings, and groups the counters by the stated units, counters not invented', () => {
    expect(SALE_COUNTER_COUNTS).toEqual({
      aboutAndHomeText: SPEC_CORPORATION.saleCountersInAboutAndHomeText,
      saleCountersList: SPEC_CORPORATION.saleCountersListed,
    });
    const network = ABOUT_SALE_NETWORK.paragraphs.join('\n');
    expect(network).toContain(`${SPEC_CORPORATION.saleCountersInAboutAndHomeText} sale counters`);
    expect(network).toContain(`${SPEC_CORPORATION.saleCountersListed} counters`);
    expect(SALE_COUNTER_UNITS.map((unit) => unit.unit)).toEqual(SPEC_CORPORATION.saleCounterUnits);
    expect(SALE_COUNTER_UNITS.every((unit) => unit.counters === PLACEHOLDER)).toBe(true);
    expect(SALE_COUNTERS_TABLE.rows.map((row) => row.unit)).toEqual(SPEC_CORPORATION.saleCounterUnits);
  });

  it('names the six plants and the testing laboratory on /about-us, and links to the plant capacities', () => {
    const plantsText = ABOUT_PLANTS.paragraphs.join('\n');
    for (const plant of SPEC_PLANTS.plants) expect(plantsText).toContain(plant.name);
    expect(lowerCase(ABOUT_PLANTS.items ?? [])).toEqual(lowerCase(SPEC_OTHER_FACILITIES));
    expect(ABOUT_PLANTS.links?.map((link) => link.path)).toEqual(['/production/seed-processing']);
    expect(ABOUT_TESTING_LAB.paragraphs[0]).toContain(
      `${SPEC_SERVICES.labTestsCarryOverLotsPercent}% of carry-over seed lots and ${SPEC_SERVICES.labTestsFreshLotsPercent}% of fresh lots`,
    );
  });

  it('has the paid-up capital and fixed assets, shown as written', () => {
    expect(FINANCE).toEqual({
      paidUpCapital: SPEC_CORPORATION.paidUpCapital,
      fixedAssets: SPEC_CORPORATION.fixedAssets,
    });
    for (const { display, lakh } of [FINANCE.paidUpCapital, FINANCE.fixedAssets]) {
      expect(display).toBe(`Rs.${lakh.toFixed(2)} lac`);
    }
    const shown = FINANCE_FIGURES.rows.map((row) => row.value);
    expect(shown).toEqual([SPEC_CORPORATION.paidUpCapital.display, SPEC_CORPORATION.fixedAssets.display]);
    expect(FINANCE_FIGURES.rows[1].label).toContain(SPEC_CORPORATION.fixedAssets.asOn);
  });

  it('has the three-year results table of the stated years and lines, every figure marked as not yet supplied', () => {
    expect(FINANCIAL_RESULTS.columns.slice(1).map((column) => column.header)).toEqual(SPEC_CORPORATION.resultYears);
    expect(FINANCIAL_RESULTS.rows.map((row) => String(row.particulars).toLowerCase())).toEqual(
      SPEC_CORPORATION.resultLines,
    );
    for (const row of FINANCIAL_RESULTS.rows) {
      expect(SPEC_CORPORATION.resultYears.map((year) => row[year])).toEqual(
        SPEC_CORPORATION.resultYears.map(() => PLACEHOLDER),
      );
    }
  });

  it('marks what the spec does not give: registrations, finance notes, contact details and the rest of /engineering', () => {
    for (const table of [TAX_REGISTRATION, GST_REGISTRATION]) {
      expect(table.rows.length).toBeGreaterThan(0);
      expect(table.rows.every((row) => row.number === PLACEHOLDER)).toBe(true);
    }
    for (const section of Object.values(FINANCE_TEXTS)) expect(section.paragraphs).toEqual([PLACEHOLDER]);
    expect(Object.values(CONTACT).every(isPlaceholder)).toBe(true);
    expect(CONTACT_FEEDBACK.links?.map((link) => link.path)).toEqual(['/feedback']);
    expect(ENGINEERING_TEXT[ENGINEERING_TEXT.length - 1]).toBe(PLACEHOLDER);
  });
});

describe('informational, help and policy pages', () => {
  it('gives each informational page a route and a marked part for the corporation, and names no person or contact', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    for (const page of INFO_PAGES) {
      expect(paths).toContain(page.path);
      const paragraphs = page.sections.flatMap((section) => section.paragraphs);
      expect(paragraphs).toContain(PLACEHOLDER);
      expect(paragraphs.join('\n')).not.toMatch(/@|\+91|\b\d{10}\b|Shri|Smt\.|Dr\./);
    }
  });

  it('gives each policy page a route and text in every section, and names no contact the corporation has not supplied', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    for (const page of POLICY_PAGES) {
      expect(paths).toContain(page.path);
      for (const section of page.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    }
    const contacts = POLICY_PAGES.flatMap((page) => page.sections.map((section) => section.contact)).filter(
      (contact) => contact !== undefined,
    );
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every(isPlaceholder)).toBe(true);
    const text = POLICY_PAGES.flatMap((page) => page.sections.flatMap((section) => section.paragraphs)).join('\n');
    expect(text).not.toMatch(/@|\+91|\b\d{6}\b|\b\d{10}\b/);
  });

  it('explains the controls of the header (spec 2.1) on the help page', () => {
    const text = HELP.sections.flatMap((section) => section.paragraphs).join('\n');
    for (const control of ['A-', 'A+', 'Dark mode', 'search', 'PDF']) expect(text).toContain(control);
  });

  it('lists each screen reader once, with an https website shown as an outside link and its licence', () => {
    expect(new Set(SCREEN_READERS.map((reader) => reader.name)).size).toBe(SCREEN_READERS.length);
    expect(SCREEN_READERS.every((reader) => reader.website.startsWith('https://'))).toBe(true);
    expect(SCREEN_READERS.every((reader) => ['Free', 'Commercial'].includes(reader.licence))).toBe(true);
    expect(SCREEN_READERS_TABLE.columns.find((column) => column.key === 'website')?.external).toBe(true);
  });
});

describe('links of the content', () => {
  const sections = [
    ...[ABOUT_SALE_NETWORK, ABOUT_PLANTS, ABOUT_TESTING_LAB, CONTACT_FEEDBACK, SERVICES_PAGE.related],
    ...INFO_PAGES.flatMap((page) => page.sections),
    ...POLICY_PAGES.flatMap((page) => page.sections),
  ];
  const links = sections.flatMap((section) => section.links ?? []);

  it('leads only to pages of the route table or to https addresses', () => {
    const paths = new Set(ROUTE_TABLE.map((entry) => entry.path));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      if (link.path.startsWith('https://')) continue;
      expect(paths).toContain(link.path);
    }
  });

  it('keeps paths out of the prose, where they would not be links', () => {
    const prose = sections.flatMap((section) => section.paragraphs).join('\n');
    expect(prose).not.toMatch(/\(\/|https?:/);
  });
});

/** Every number the specification states. */
const STATED_NUMBERS = new Set(
  leaves(specFigures, 'spec')
    .map((leaf) => leaf.value)
    .filter((value) => typeof value === 'number'),
);

/** Numbers that are positions, sums or display sizes rather than statements. */
const DERIVED = [
  /\.serial$/,
  /\.number$/,
  /\.choicePageVarietyCount$/,
  /^plans\.KHARIF_PLAN\.grandTotal\./,
  /^plants\.PLANT_TOTALS\./,
  /^vegetables\..*(PICTURE_SLOT|picture)\.(width|height)$/,
];

describe('nothing invented', () => {
  it('holds no number the spec does not state', () => {
    const unstated = ALL_LEAVES.filter(
      (leaf) =>
        typeof leaf.value === 'number' &&
        !STATED_NUMBERS.has(leaf.value) &&
        !DERIVED.some((pattern) => pattern.test(leaf.path)),
    );
    expect(unstated).toEqual([]);
  });

  it('marks every missing fact with the one shared placeholder', () => {
    const marked = ALL_LEAVES.filter((leaf) => typeof leaf.value === 'string' && leaf.value.includes(PLACEHOLDER));
    expect(marked.length).toBeGreaterThan(100);
    const loose = ALL_LEAVES.filter(
      (leaf) =>
        typeof leaf.value === 'string' &&
        !leaf.value.includes(PLACEHOLDER) &&
        /to be confirmed|to be supplied|\btbd\b|\btodo\b|lorem|xxx/i.test(leaf.value),
    );
    expect(loose).toEqual([]);
  });

  it('keeps every module free of empty strings', () => {
    expect(ALL_LEAVES.filter((leaf) => leaf.value === '')).toEqual([]);
  });
});
