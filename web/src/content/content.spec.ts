import { describe, expect, it } from '@jest/globals';
import * as administration from './administration';
import * as agroChemicals from './agro-chemicals';
import {
  AGRO_CHEMICAL_COUNT,
  AGRO_CHEMICAL_RATE_RANGE,
  AGRO_CHEMICAL_RATE_RANGE_TEXT,
  AGRO_CHEMICALS,
  AGRO_CHEMICALS_TABLE,
} from './agro-chemicals';
import { isPlaceholder, NONE, PLACEHOLDER, type DataTable } from './content-types';
import * as counters from './counters';
import { ALSO_SOLD_THROUGH_TEXT, SALE_COUNTER_COUNTS, SALE_COUNTER_UNITS, SALE_COUNTERS_TABLE } from './counters';
import * as crops from './crops';
import {
  choicePageVarieties,
  CROP_SEASON_PATHS,
  CROPS,
  cropsOfSeason,
  cropTable,
  FIELD_CROP_SEASONS,
  findCrop,
  findCropAtPath,
} from './crops';
import { formatCell, formatIndian } from './format';
import * as marketing from './marketing';
import { MARKETING_OFFICES_LINKS, MARKETING_OFFICES_TEXT } from './marketing';
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
import { columnTotals, KHARIF_PLAN, KHARIF_PLAN_ROWS, planTable, RABI_PLAN } from './plans';
import * as plants from './plants';
import { OTHER_FACILITIES, PLANT_TOTALS, PLANTS_TABLE, PROCESSING_PLANTS, SEED_TESTING_LAB_TEXT } from './plants';
import * as policies from './policies';
import { HELP, POLICY_PAGES } from './policies';
import * as production from './production';
import { FIELD_INSPECTIONS, PRODUCTION_STAGES } from './production';
import * as rates from './rates';
import {
  cropRateTable,
  KHARIF_CROP_RATES,
  KHARIF_PACKET_RATES,
  KHARIF_VEGETABLE_RATES,
  KITCHEN_GARDEN_PACKET,
  kitchenGardenTable,
  minikitTable,
  NO_SUBSIDY_TEXT,
  packetRateTable,
  RABI_CROP_RATES,
  RABI_VEGETABLE_MINIKITS,
  RABI_VEGETABLE_RATES,
  vegetableRateTable,
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
} from './services';
import * as subsidies from './subsidies';
import {
  GROWER_INCENTIVE_TEXTS,
  GROWER_INCENTIVES,
  HYBRID_VEGETABLE_SEED_SUBSIDY,
  HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT,
  SEED_PRODUCTION_ASSISTANCE,
  SEED_PRODUCTION_ASSISTANCE_TABLE,
  SUBSIDY_ROWS,
  SUBSIDY_TABLE,
  VEGETABLE_SCHEME_TEXTS,
} from './subsidies';
import * as vegetables from './vegetables';
import { KHARIF_VEGETABLES, RABI_VEGETABLES, VEGETABLES_OF_SEASON, varietyNames } from './vegetables';

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

function rate(list: { rows: readonly CropRate[] }, crop: string, variety: string): CropRate {
  const row = list.rows.find((r) => r.crop === crop && r.variety === variety);
  if (!row) throw new Error(`No rate for ${crop} ${variety}`);
  return row;
}

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

describe('tables', () => {
  // Typed as the generic DataTable: any of them can be handed to one table component.
  const tables: Record<string, DataTable> = {
    crop: cropTable(CROPS[0]),
    wheat: cropTable(findCrop('Rabi', 'wheat')!),
    cotton: cropTable(findCrop('Kharif', 'cotton')!),
    rabiPlan: planTable(RABI_PLAN),
    kharifPlan: planTable(KHARIF_PLAN),
    plants: PLANTS_TABLE,
    rabiRates: cropRateTable(RABI_CROP_RATES),
    kharifRates: cropRateTable(KHARIF_CROP_RATES),
    vegetableRates: vegetableRateTable(RABI_VEGETABLE_RATES),
    minikits: minikitTable(RABI_VEGETABLE_MINIKITS),
    packets: packetRateTable(KHARIF_PACKET_RATES),
    kitchenGarden: kitchenGardenTable(KITCHEN_GARDEN_PACKET),
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

  it.each(Object.entries(tables))('%s: rows and footer use only its columns, each column once', (_, table) => {
    const keys = table.columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(table.caption).not.toBe('');
    for (const row of [...table.rows, ...(table.footer ? [table.footer] : [])]) {
      for (const key of Object.keys(row)) expect(keys).toContain(key);
    }
  });

  it('shows the rate tables with their stated figures', () => {
    expect(tables.vegetableRates.rows[0]).toEqual({
      crop: 'Methi',
      variety: PLACEHOLDER,
      ratePerKg: 112,
      packing: '50 gm',
      packetRate: 6,
    });
    expect(tables.minikits.rows[1]).toMatchObject({ varieties: 'DH-36, DH-5', rate: 283.5, subsidisedRate: 141.75 });
    expect(tables.packets.rows[3]).toMatchObject({ crop: 'Bt cotton', packing: '475 gm', rate: 890 });
    expect(tables.counters.rows.map((r) => r.unit)).toEqual(SALE_COUNTER_UNITS.map((u) => u.unit));
  });
});

describe('field crops', () => {
  const expected = {
    Rabi: ['wheat', 'gram', 'lentil', 'barley', 'toria', 'mustard'],
    Kharif: ['cotton', 'guar', 'bajra', 'paddy', 'arhar', 'til', 'moth', 'moong', 'urad', 'maize'],
  } as const;

  it('has the 16 crops in their seasons, in order, at their pages', () => {
    expect(CROPS).toHaveLength(16);
    expect(cropsOfSeason('Rabi').map((c) => c.slug)).toEqual(expected.Rabi);
    expect(cropsOfSeason('Kharif').map((c) => c.slug)).toEqual(expected.Kharif);
    expect(findCrop('Rabi', 'wheat')?.path).toBe('/products/field-crops/rabi-crops/wheat');
    expect(findCrop('Kharif', 'cotton')?.path).toBe('/products/field-crops/kharif-crops/cotton');
    expect(findCrop('Kharif', 'wheat')).toBeUndefined();
  });

  it('lists every variety named, in order', () => {
    const names = (season: 'Rabi' | 'Kharif', slug: string) => findCrop(season, slug)?.varieties.map((v) => v.name);
    expect(names('Rabi', 'wheat')).toEqual([
      'C-306 (Desi)',
      'WH-147',
      'WH-283',
      'WH-1021',
      'WH-542',
      'WH-711',
      'PBW-502',
      'PBW-509',
      'PBW-343',
      'PBW-373',
      'Raj-3765',
      'UP-2328',
      'WH-1025',
      'WH-912',
      'DBW-17',
    ]);
    expect(names('Rabi', 'gram')).toEqual(['C-235', 'Haryana Chana No. 1', 'Haryana Chana No. 3', 'HC-5']);
    expect(names('Rabi', 'lentil')).toEqual(['Sapna', 'Garima LH 82-6']);
    expect(names('Rabi', 'barley')).toEqual(['BH-75', 'PL-426', 'BH-393']);
    expect(names('Rabi', 'toria')).toEqual(['TL-15', 'TH-68', 'T-9']);
    expect(names('Rabi', 'mustard')).toEqual(['RH-30', 'T-59 (Varuna)', 'Laxmi', 'RGN-48']);
    expect(names('Kharif', 'cotton')).toEqual(['HD-123', 'H-1117', 'H-1098', 'F-1861', 'H-1226']);
    expect(names('Kharif', 'guar')).toEqual(['HG-365', 'RGC-936', 'HG-563']);
    expect(names('Kharif', 'bajra')).toEqual([
      'HHB-67 (Hybrid)',
      'HHB-94 (Hybrid)',
      'HC-20 (Composite)',
      'HHB-67 (Improved)',
      'HHB-197',
    ]);
    expect(names('Kharif', 'paddy')).toEqual([
      'CSR-30',
      'Pusa-44',
      'PR-113',
      'HKR-47',
      'PR-111',
      'Pusa RH-10 (Hybrid)',
      'PR-114',
      'Pusa-1121',
    ]);
    expect(names('Kharif', 'arhar')).toEqual(['Manak', 'Paras (H62-1)']);
    expect(names('Kharif', 'til')).toEqual(['HT-1']);
    expect(names('Kharif', 'moth')).toEqual(['RMO-40']);
    expect(names('Kharif', 'moong')).toEqual(['K-851', 'Muskan', 'Asha', 'SML-668']);
    expect(names('Kharif', 'urad')).toEqual(['T-9', 'PDU-1']);
    expect(names('Kharif', 'maize')).toEqual(['HHM-4 (Hybrid)', 'HQPM-1']);
  });

  it('records the stated variety counts and marks the two wheat varieties not yet named', () => {
    const counts = Object.fromEntries(CROPS.map((c) => [c.slug, c.statedVarietyCount]));
    expect(counts).toEqual({
      wheat: 17,
      gram: 4,
      lentil: 2,
      barley: 3,
      toria: 3,
      mustard: 4,
      cotton: 5,
      guar: 3,
      bajra: 5,
      paddy: 8,
      arhar: 2,
      til: 1,
      moth: 1,
      moong: 4,
      urad: 2,
      maize: 2,
    });
    const wheat = findCrop('Rabi', 'wheat');
    expect(wheat?.choicePageVarietyCount).toBe(15);
    expect(wheat?.missingVarieties).toMatchObject({ statedCount: 17, knownCount: 15, marker: PLACEHOLDER });
    expect(CROPS.filter((c) => c.missingVarieties).map((c) => c.slug)).toEqual(['wheat']);
  });

  it('invents no agronomic figure: every variety cell is the placeholder', () => {
    for (const crop of CROPS) {
      for (const { name, ...figures } of crop.varieties) {
        expect(name).not.toBe(PLACEHOLDER);
        expect(Object.values(figures)).toEqual(Array(7).fill(PLACEHOLDER));
      }
    }
  });

  it('gives the crop table its columns and units', () => {
    const table = cropTable(findCrop('Kharif', 'cotton')!);
    expect(table.columns.map((c) => c.header)).toEqual([
      'Variety',
      'Release Date',
      'Seed Rate (kg per acre)',
      'Sowing Time',
      'Irrigation',
      'Maturity Time (days)',
      'Characteristics',
      'Average Yield (quintals per acre)',
    ]);
    expect(table.rows[0]).toMatchObject({ variety: 'HD-123', seedRate: PLACEHOLDER });
    expect(table.rows).toHaveLength(5);
  });

  it('gives every crop table the stated number of rows, unnamed varieties as rows of placeholders', () => {
    for (const crop of CROPS) expect(cropTable(crop).rows).toHaveLength(crop.statedVarietyCount);
    const wheat = cropTable(findCrop('Rabi', 'wheat')!);
    expect(wheat.rows).toHaveLength(17);
    expect(wheat.rows.slice(0, 15).map((r) => r.variety)).toEqual(
      findCrop('Rabi', 'wheat')!.varieties.map((v) => v.name),
    );
    const placeholderRow = Object.fromEntries(wheat.columns.map((c) => [c.key, PLACEHOLDER]));
    expect(wheat.rows.slice(15)).toEqual([placeholderRow, placeholderRow]);
  });

  it('lists on the season page the varieties the choice page names', () => {
    const wheat = choicePageVarieties(findCrop('Rabi', 'wheat')!);
    expect(wheat).toHaveLength(15);
    expect(wheat[0]).toBe('C-306 (Desi)');
    expect(wheat[14]).toBe('DBW-17');
    expect(choicePageVarieties(findCrop('Kharif', 'cotton')!)).toEqual([
      'HD-123',
      'H-1117',
      'H-1098',
      'F-1861',
      'H-1226',
    ]);
  });

  it('offers the Rabi and Kharif season pages', () => {
    expect(FIELD_CROP_SEASONS).toEqual([
      { title: 'Rabi Season', path: '/products/field-crops/rabi-crops' },
      { title: 'Kharif Season', path: '/products/field-crops/kharif-crops' },
    ]);
  });

  it('finds a crop from its page path', () => {
    for (const crop of CROPS) expect(findCropAtPath(crop.path)).toBe(crop);
    expect(findCropAtPath('/products/field-crops/kharif-crops/cotton/')?.name).toBe('Cotton');
    expect(findCropAtPath('/products/field-crops/kharif-crops/wheat')).toBeUndefined();
    expect(findCropAtPath(CROP_SEASON_PATHS.Rabi)).toBeUndefined();
    expect(findCropAtPath('/wheat')).toBeUndefined();
  });
});

describe('vegetables', () => {
  it('lists the Rabi and Kharif vegetables in order, each with alt text', () => {
    expect(RABI_VEGETABLES.map((v) => v.name)).toEqual([
      'Peas',
      'Carrot',
      'Palak',
      'Methi',
      'Radish',
      'Turnip',
      'Coriander',
      'Onion',
      'Tomato',
      'Bitter Gourd',
      'Capsicum',
      'Potato',
    ]);
    expect(KHARIF_VEGETABLES.map((v) => v.name)).toEqual([
      'Muskmelon',
      'Bhindi',
      'Tinda',
      'Bottle Gourd',
      'Sponge Gourd',
      'Bitter Gourd',
      'Cucumber',
      'Brinjal',
      'Chillies',
      'Tomato',
    ]);
    for (const v of [...RABI_VEGETABLES, ...KHARIF_VEGETABLES]) {
      expect(v.picture.alt).toBe(v.name);
      expect(v.otherVarieties).toBe(PLACEHOLDER);
    }
    expect(VEGETABLES_OF_SEASON).toEqual({ Rabi: RABI_VEGETABLES, Kharif: KHARIF_VEGETABLES });
  });

  it('has no picture yet, only a sized slot for each', () => {
    for (const v of [...RABI_VEGETABLES, ...KHARIF_VEGETABLES]) {
      expect(v.picture).toEqual({ src: PLACEHOLDER, alt: v.name, width: 240, height: 180 });
    }
  });

  it('shows the known varieties, then the marker for the others', () => {
    const named = (name: string) => varietyNames(RABI_VEGETABLES.find((v) => v.name === name)!);
    expect(named('Coriander')).toEqual(['DH-36', 'DH-5', PLACEHOLDER]);
    expect(named('Peas')).toEqual([PLACEHOLDER]);
  });

  it('names only the varieties the rate list gives', () => {
    const named = RABI_VEGETABLES.filter((v) => v.knownVarieties.length > 0);
    expect(named.map((v) => [v.name, v.knownVarieties])).toEqual([
      ['Methi', ['HM-57']],
      ['Coriander', ['DH-36', 'DH-5']],
    ]);
    expect(KHARIF_VEGETABLES.every((v) => v.knownVarieties.length === 0)).toBe(true);
  });
});

describe('production', () => {
  it('has the two stage lists with 11 and 8 numbered steps, marked until worded', () => {
    expect(PRODUCTION_STAGES.map((s) => [s.title, s.steps.length])).toEqual([
      ['Breeder to Foundation Seed', 11],
      ['Foundation to Certified Seed', 8],
    ]);
    for (const list of PRODUCTION_STAGES) {
      expect(list.steps.map((s) => s.number)).toEqual(list.steps.map((_, i) => i + 1));
      expect(list.steps.every((s) => s.text === PLACEHOLDER)).toBe(true);
    }
  });

  it('inspects fields at flowering and crop maturity', () => {
    expect(FIELD_INSPECTIONS.stages).toEqual(['Flowering', 'Crop maturity']);
  });
});

describe('production plans', () => {
  it('keeps the stated Rabi totals and wheat sub-totals, with the unknown rows marked', () => {
    expect(RABI_PLAN.seasons).toEqual(['2022-23', '2023-24', '2024-25']);
    expect(RABI_PLAN.grandTotal).toEqual([312720, 313270, 313270]);
    const wheat = RABI_PLAN.groups.find((g) => g.crop === 'Wheat');
    expect(wheat?.subTotal).toEqual([309500, 310000, 310000]);
    expect(wheat?.rows).toBe(PLACEHOLDER);
    RABI_PLAN.grandTotal.forEach((total, i) => expect(total).toBeGreaterThanOrEqual(wheat!.subTotal![i]));
  });

  it('has the Kharif rows as stated', () => {
    expect(KHARIF_PLAN.seasons).toEqual(['2022', '2023', '2024']);
    expect(KHARIF_PLAN_ROWS.map((r) => [r.crop, r.quantities])).toEqual([
      ['Paddy', [4600, 4545, 4460]],
      ['Moong', [550, 550, 580]],
      ['Gaur', [995, 800, 860]],
      ['Bajra', [335, 207, 242]],
      ['Arhar', [85, 60, 63]],
      ['Mash', [36, 36, 36]],
    ]);
  });

  it('totals the Kharif columns from its rows', () => {
    const bySeason = KHARIF_PLAN.seasons.map((_, i) => KHARIF_PLAN_ROWS.reduce((sum, r) => sum + r.quantities[i], 0));
    expect(KHARIF_PLAN.grandTotal).toEqual(bySeason);
    expect(KHARIF_PLAN.grandTotal).toEqual([6601, 6198, 6241]);
    expect(columnTotals([], 3)).toEqual([0, 0, 0]);
  });

  it('flattens a plan for the generic table', () => {
    const rabi = planTable(RABI_PLAN);
    expect(rabi.columns.map((c) => c.key)).toEqual(['crop', 'variety', '2022-23', '2023-24', '2024-25']);
    expect(rabi.rows).toContainEqual({
      crop: 'Wheat sub-total',
      '2022-23': 309500,
      '2023-24': 310000,
      '2024-25': 310000,
    });
    expect(rabi.footer).toEqual({ crop: 'Grand total', '2022-23': 312720, '2023-24': 313270, '2024-25': 313270 });
    const kharif = planTable(KHARIF_PLAN);
    expect(kharif.columns.map((c) => c.key)).toEqual(['crop', '2022', '2023', '2024']);
    expect(kharif.rows[0]).toEqual({ crop: 'Paddy', '2022': 4600, '2023': 4545, '2024': 4460 });
    expect(kharif.footer).toEqual({ crop: 'Grand total', '2022': 6601, '2023': 6198, '2024': 6241 });
  });
});

describe('plants and facilities', () => {
  it('has the six plants with their capacity per hour and storage', () => {
    expect(PROCESSING_PLANTS.map((p) => [p.name, p.capacityPerHour, p.storage])).toEqual([
      ['Umri', 100, 110000],
      ['Yamuna Nagar', 50, 45000],
      ['Hisar', 100, 88000],
      ['Sirsa', 100, 84500],
      ['Tohana', 50, 54000],
      ['Pataudi', 90, 67500],
    ]);
    expect(PROCESSING_PLANTS.map((p) => p.serial)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('totals 490 per hour and 4,49,000 quintals of storage', () => {
    expect(PLANT_TOTALS).toEqual({ capacityPerHour: 490, storage: 449000 });
    expect(formatIndian(PLANT_TOTALS.storage)).toBe('4,49,000');
    expect(PLANTS_TABLE.footer).toEqual({ serial: 'Total', capacityPerHour: 490, storage: 449000 });
  });

  it('lists the other facilities', () => {
    expect(OTHER_FACILITIES).toEqual([
      { facility: 'Vegetable seed plant', place: 'Umri' },
      { facility: 'Marketing centre', place: 'Bhiwani' },
      { facility: 'Cotton ginning/delinting factory', place: 'Hisar' },
      { facility: 'Seed testing laboratory', place: 'Umri' },
    ]);
  });
});

describe('sale rates', () => {
  it('has the Rabi 2025-26 crop rates per quintal', () => {
    expect(RABI_CROP_RATES.season).toBe('Rabi 2025-26');
    expect(RABI_CROP_RATES.unit).toBe('Rs per quintal');
    const figures = (r: CropRate) => [r.fullRate, r.subsidy, r.farmerRate];
    expect(figures(rate(RABI_CROP_RATES, 'Gram', 'All varieties'))).toEqual([11000, 0, 11000]);
    expect(figures(rate(RABI_CROP_RATES, 'Gram', 'AMAN-515, HC-7, HC-6'))).toEqual([11000, 5000, 6000]);
    expect(figures(rate(RABI_CROP_RATES, 'Gram', 'GNG-2171'))).toEqual([11000, 2500, 8500]);
    expect(figures(rate(RABI_CROP_RATES, 'Mustard', PLACEHOLDER))).toEqual([12500, 0, 12500]);
    expect(figures(rate(RABI_CROP_RATES, 'Barley', PLACEHOLDER))).toEqual([4000, 1500, 2500]);
    expect(figures(rate(RABI_CROP_RATES, 'Wheat', 'Except C-306'))).toEqual([4075, 1075, 3000]);
  });

  it('converts the Rabi rates to the stated packs', () => {
    expect(RABI_CROP_RATES.rows.map((r) => [r.crop, r.pack?.size, r.pack?.rate])).toEqual([
      ['Gram', '16 kg bag', 1760],
      ['Gram', '16 kg bag', 960],
      ['Gram', '16 kg bag', 1360],
      ['Mustard', '2 kg', 250],
      ['Barley', '30 kg', 750],
      ['Wheat', '40 kg bag', 1200],
    ]);
    for (const row of RABI_CROP_RATES.rows) expect(row.pack!.rate).toBe((row.farmerRate * row.pack!.kg) / 100);
  });

  it('has the Kharif 2025 crop rates, with "none" distinct from a subsidy of 0', () => {
    expect(KHARIF_CROP_RATES.season).toBe('Kharif 2025');
    const figures = (variety: string) => {
      const r = KHARIF_CROP_RATES.rows.find((row) => row.variety === variety)!;
      return [r.crop, r.fullRate, r.subsidy, r.farmerRate];
    };
    expect(figures('MH-421')).toEqual(['Moong', 17000, 2500, 14500]);
    expect(figures('MH-1142')).toEqual(['Moong', 17000, 5000, 12000]);
    expect(figures('PR-126')).toEqual(['Paddy', 5700, 1000, 4700]);
    expect(figures('PR-114')).toEqual(['Paddy', 4700, NONE, 4700]);
    expect(figures('PB-1509 and PB-01')).toEqual(['Paddy', 5100, NONE, 5100]);
    expect(figures('PB-1692, PB-1886, PB-1847')).toEqual(['Paddy', 6100, 1000, 5100]);
    expect(figures('PB-1718, PB-1885, PB-1979')).toEqual(['Paddy', 8500, 1000, 7500]);
    expect(figures('PB-1121')).toEqual(['Paddy', 7500, NONE, 7500]);
    expect(figures('CSR-30')).toEqual(['Paddy', 12300, NONE, 12300]);
    expect(figures('PR-128')).toEqual(['Paddy', 5700, 1000, 4700]);
    expect(figures('PADU-16')).toEqual(['Arhar', 14500, 5000, 9500]);
    const gaur = KHARIF_CROP_RATES.rows.find((r) => r.crop === 'Gaur')!;
    expect([gaur.fullRate, gaur.subsidy, gaur.farmerRate]).toEqual([9700, NONE, 9700]);
    expect(NONE).not.toBe(0);
    expect(KHARIF_CROP_RATES.rows).toHaveLength(12);
  });

  it('keeps full rate minus subsidy equal to the rate to the farmer', () => {
    for (const row of [...RABI_CROP_RATES.rows, ...KHARIF_CROP_RATES.rows]) {
      expect(row.fullRate - (row.subsidy === NONE ? 0 : row.subsidy)).toBe(row.farmerRate);
    }
  });

  it('has the Kharif per-packet rates', () => {
    expect(KHARIF_PACKET_RATES.season).toBe('Kharif 2025');
    expect(KHARIF_PACKET_RATES.rows.map((r) => [r.crop, r.variety, r.packing, r.rate])).toEqual([
      ['Jowar', 'CSF-24 MF', '5 kg', 330],
      ['Fodder maize', PLACEHOLDER, '5 kg', 316],
      ['Fodder bajra', PLACEHOLDER, '2 kg', 84],
      ['Bt cotton', PLACEHOLDER, '475 gm', 890],
    ]);
  });

  it('has the Rabi vegetable rates, packets and minikits', () => {
    expect(RABI_VEGETABLE_RATES.rows.map((r) => [r.crop, r.ratePerKg, r.packet.size, r.packet.rate])).toEqual([
      ['Methi', 112, '50 gm', 6],
      ['Coriander', 189, '30 gm', 6],
      ['Radish', 236, '10 gm', 3],
      ['Turnip', 276, '10 gm', 3],
      ['Pea', 120, '100 gm', 12],
    ]);
    expect(RABI_VEGETABLE_MINIKITS.rows.map((m) => [m.crop, m.varieties, m.size, m.rate, m.subsidisedRate])).toEqual([
      ['Methi', ['HM-57'], '2.5 kg', 280, 140],
      ['Coriander', ['DH-36', 'DH-5'], '1.5 kg', 283.5, 141.75],
    ]);
    expect(formatIndian(RABI_VEGETABLE_MINIKITS.rows[1].rate, 2)).toBe('283.50');
  });

  it('has the kitchen garden packet with no subsidy', () => {
    expect(KITCHEN_GARDEN_PACKET).toMatchObject({ cropCount: 11, gramsPerCrop: 100, rate: 110, subsidy: NONE });
  });

  it('shows "none" as "No subsidy" in the subsidy column of the generic table, and a stated 0 as 0', () => {
    const table = cropRateTable(KHARIF_CROP_RATES);
    expect(table.caption).toBe('Sale rates, Kharif 2025');
    expect(NO_SUBSIDY_TEXT).toBe('No subsidy');
    expect(table.rows.find((r) => r.variety === 'PR-114')).toMatchObject({ subsidy: 'No subsidy', farmerRate: 4700 });
    expect(table.rows.filter((r) => r.subsidy === 'No subsidy').map((r) => r.variety)).toEqual([
      'PR-114',
      'PB-1509 and PB-01',
      'PB-1121',
      'CSR-30',
      PLACEHOLDER,
    ]);
    const rabi = cropRateTable(RABI_CROP_RATES);
    expect(rabi.caption).toBe('Sale rates, Rabi 2025-26');
    expect(rabi.rows[0]).toMatchObject({ subsidy: 0 });
    expect(rabi.rows[1]).toMatchObject({ subsidy: 5000, pack: '960 per 16 kg bag' });
  });

  it('states the season in the caption of every rate table', () => {
    expect(vegetableRateTable(RABI_VEGETABLE_RATES).caption).toBe('Vegetable seed sale rates, Rabi');
    expect(minikitTable(RABI_VEGETABLE_MINIKITS).caption).toBe('Vegetable seed minikits, Rabi');
    expect(packetRateTable(KHARIF_PACKET_RATES).caption).toBe('Sale rates per packet, Kharif 2025');
    expect(kitchenGardenTable(KITCHEN_GARDEN_PACKET).caption).toBe(`Kitchen garden packet, season: ${PLACEHOLDER}`);
  });

  it('shows the kitchen garden packet as one row without a subsidy, its crops marked until named', () => {
    expect(kitchenGardenTable(KITCHEN_GARDEN_PACKET).rows).toEqual([
      {
        packet: 'Kitchen garden packet of 11 crops',
        crops: PLACEHOLDER,
        gramsPerCrop: 100,
        rate: 110,
        subsidy: 'No subsidy',
      },
    ]);
    expect(KHARIF_VEGETABLE_RATES).toBe(PLACEHOLDER);
  });

  it('lists where seed is sold', () => {
    expect(WHERE_SEED_IS_SOLD).toEqual([
      "The corporation's own sale counters",
      "Farmers' service centres of an agro industries corporation",
      'Mini banks',
      'Cooperative societies of a state federation',
      "Farmers' service centres of a land resources development corporation",
    ]);
  });
});

describe('subsidies and incentives', () => {
  it('has the subsidy per quintal of each crop', () => {
    expect(SUBSIDY_ROWS.map((r) => [r.crop, r.ratePerQuintal, r.remark])).toEqual([
      ['Pulses, lentil, gram', 5000, 'Varieties under 10 years'],
      ['Pulses, lentil, gram', 2500, 'Older varieties'],
      ['Paddy', 1000, PLACEHOLDER],
      ['Bajra', 1500, PLACEHOLDER],
      ['Mustard', 4000, PLACEHOLDER],
      ['Barley', 1500, PLACEHOLDER],
      ['Wheat', 1000, PLACEHOLDER],
    ]);
  });

  it('has the vegetable schemes', () => {
    expect(HYBRID_VEGETABLE_SEED_SUBSIDY.percent).toBe(50);
    expect(SEED_PRODUCTION_ASSISTANCE.map((a) => [a.seed, a.sector, a.rupeesPerAcre])).toEqual([
      ['hybrid', 'public', 20000],
      ['conventional', 'public', 10000],
      ['conventional', 'private', 5000],
    ]);
    expect(VEGETABLE_SCHEME_TEXTS).toEqual([
      '50% subsidy on hybrid vegetable seed under a state farm scheme.',
      'Seed production assistance of Rs 20,000 per acre (hybrid, public sector).',
      'Seed production assistance of Rs 10,000 per acre (conventional, public sector).',
      'Seed production assistance of Rs 5,000 per acre (conventional, private sector).',
    ]);
    expect(HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT).toBe(VEGETABLE_SCHEME_TEXTS[0]);
    expect(SEED_PRODUCTION_ASSISTANCE_TABLE.rows).toEqual([
      { seed: 'Hybrid', sector: 'Public sector', rupeesPerAcre: 20000 },
      { seed: 'Conventional', sector: 'Public sector', rupeesPerAcre: 10000 },
      { seed: 'Conventional', sector: 'Private sector', rupeesPerAcre: 5000 },
    ]);
    expect(SEED_PRODUCTION_ASSISTANCE_TABLE.columns.find((c) => c.key === 'rupeesPerAcre')?.numeric).toBe(true);
  });

  it('has every grower incentive figure', () => {
    expect(GROWER_INCENTIVES.premium).toMatchObject({ minPercent: 30, maxPercent: 35, highestMarketRatesAveraged: 5 });
    expect(GROWER_INCENTIVES.wheat).toMatchObject({
      rupeesPerQuintalAboveSupportPrice: 325,
      extraRupeesPerQuintalForOneVariety: 300,
      extraVariety: PLACEHOLDER,
    });
    expect(GROWER_INCENTIVES.shareholderWheat.rupeesPerQuintal).toBe(12);
    expect(GROWER_INCENTIVES.paymentAtDelivery.percentOfRawSeedPrice).toBe(85);
    expect(GROWER_INCENTIVES.transportRebate.upToRupeesPerQuintal).toBe(25.75);
    expect(GROWER_INCENTIVE_TEXTS).toEqual([
      'A premium of 30-35% over the higher of the average of the 5 highest market rates and the support price, for paddy, pulses and oilseeds.',
      'Wheat: Rs 325 per quintal above the support price, including bonus, plus Rs 300 per quintal extra for one variety.',
      'Rs 12 per quintal extra to shareholder growers for certified wheat seed.',
      '85% of the raw seed price paid at delivery.',
      'Transport rebate of up to Rs 25.75 per quintal on certified seed.',
      'Unloading costs borne by the corporation.',
      'Gunny bags provided.',
    ]);
  });
});

describe('sale counters and agro-chemicals', () => {
  it('groups counters by regional unit in the order of the sale-counters page, counters not invented', () => {
    expect(SALE_COUNTER_UNITS.map((u) => u.unit)).toEqual([
      'Umri',
      'Pataudi',
      'Yamuna Nagar',
      'Hisar',
      'Tohana',
      'Sirsa',
      'Bhiwani',
    ]);
    expect(SALE_COUNTER_UNITS.every((u) => u.counters === PLACEHOLDER)).toBe(true);
    expect(SALE_COUNTER_COUNTS).toEqual({ aboutAndHomeText: 74, saleCountersList: 79 });
  });

  it('sells through institutional agencies too, and points to where the offices are listed', () => {
    expect(ALSO_SOLD_THROUGH_TEXT).toBe('The corporation also sells seed through institutional agencies.');
    expect(MARKETING_OFFICES_TEXT).toBe(PLACEHOLDER);
    expect(MARKETING_OFFICES_LINKS.map((link) => link.path)).toEqual([
      '/directory/regional-offices',
      '/marketing/sale-counters',
    ]);
  });

  it('has 22 agro-chemical products in the range Rs 30 to 910, none of them invented', () => {
    expect(AGRO_CHEMICAL_RATE_RANGE_TEXT).toBe('Rates range from Rs 30 to Rs 910 per pack, including GST.');
    expect(AGRO_CHEMICAL_COUNT).toBe(22);
    expect(AGRO_CHEMICALS).toHaveLength(22);
    expect(AGRO_CHEMICAL_RATE_RANGE).toEqual({ minRupeesPerPack: 30, maxRupeesPerPack: 910 });
    expect(AGRO_CHEMICALS.every((p) => [p.name, p.packing, p.rate].every(isPlaceholder))).toBe(true);
    expect(AGRO_CHEMICALS_TABLE.columns.map((c) => c.header)).toEqual([
      'S.No.',
      'Product',
      'Packing Size',
      'Rate including GST (Rs)',
    ]);
  });
});

describe('organisation and finance', () => {
  it('has the history, share capital, award and seed portal', () => {
    expect(HISTORY).toMatchObject({ yearSetUp: 1974, act: 'Companies Act, 1956' });
    expect(SHARE_CAPITAL.authorised).toBe('Rs. 7.00 crore');
    expect(PRODUCTIVITY_AWARD.year).toBe(2004);
    expect(SEED_PORTAL.sinceSeason).toBe('Rabi 2021-22');
    expect(ABOUT_US[0].paragraphs[0]).toBe(
      "The corporation was set up in 1974 under the Companies Act, 1956, to organise production and distribution of certified seed to the state's farmers at reasonable rates.",
    );
  });

  it('keeps the board of 11 (6 state, 3 national seeds corporation, 2 growers) off /about-us until confirmed', () => {
    expect(BOARD.directors).toBe(11);
    expect(BOARD.composition.map((c) => c.directors)).toEqual([6, 3, 2]);
    expect(BOARD.composition.reduce((sum, c) => sum + c.directors, 0)).toBe(BOARD.directors);
    expect(BOARD.minimumMeetingsPerYear).toBe(4);
    expect(BOARD.growerDirectorTenureYears).toBe(3);
    expect(ABOUT_US.map((section) => section.heading)).toEqual(['History', 'Share capital', 'Seed production']);
  });

  it('states the sale network both ways the site does', () => {
    expect(ABOUT_SALE_NETWORK.paragraphs[0]).toBe(
      'The corporation sells seed through 74 sale counters and through institutional agencies. The sale counters page lists 79 counters.',
    );
  });

  it('names the six plants and the other facilities, and links to the plant capacities', () => {
    expect(ABOUT_PLANTS.paragraphs[0]).toBe(
      'The corporation has 6 seed processing plants: Umri, Yamuna Nagar, Hisar, Sirsa, Tohana and Pataudi. It also has:',
    );
    expect(ABOUT_PLANTS.items).toEqual([
      'Vegetable seed plant at Umri',
      'Marketing centre at Bhiwani',
      'Cotton ginning/delinting factory at Hisar',
      'Seed testing laboratory at Umri',
    ]);
    expect(ABOUT_PLANTS.links?.map((l) => l.path)).toEqual(['/production/seed-processing']);
  });

  it('places the testing laboratory at Umri with its testing shares, the rest marked', () => {
    expect(ABOUT_TESTING_LAB.paragraphs[0]).toBe(
      "The corporation's seed testing laboratory is at Umri. It tests 100% of carry-over seed lots and 10% of fresh lots.",
    );
    expect(ABOUT_TESTING_LAB.paragraphs[1]).toBe(PLACEHOLDER);
  });

  it('says what the engineering page is about and marks its missing text', () => {
    expect(ENGINEERING_TEXT).toEqual(['This page describes the engineering work of the corporation.', PLACEHOLDER]);
  });

  it('has the paid-up capital and fixed assets as stated', () => {
    expect(FINANCE.paidUpCapital.display).toBe('Rs.500.00 lac');
    expect(FINANCE.fixedAssets).toEqual({ display: 'Rs.727.23 lac', lakh: 727.23, asOn: '31.03.2021' });
    for (const { display, lakh } of [FINANCE.paidUpCapital, FINANCE.fixedAssets]) {
      expect(display).toBe(`Rs.${lakh.toFixed(2)} lac`);
    }
    expect(SHARE_CAPITAL.authorised).toBe(`Rs. ${SHARE_CAPITAL.authorisedCrore.toFixed(2)} crore`);
  });

  it('shows the capital and fixed assets exactly as written', () => {
    expect(FINANCE_FIGURES.rows).toEqual([
      { label: 'Paid-up capital', value: 'Rs.500.00 lac' },
      { label: 'Fixed assets as on 31.03.2021', value: 'Rs.727.23 lac' },
    ]);
  });

  it('marks every registration number, audit note, banker and provident fund note as not yet supplied', () => {
    for (const table of [TAX_REGISTRATION, GST_REGISTRATION]) {
      expect(table.rows.length).toBeGreaterThan(0);
      expect(table.rows.every((row) => row.number === PLACEHOLDER)).toBe(true);
    }
    expect(TAX_REGISTRATION.rows.map((r) => r.registration)).toEqual([
      'Permanent Account Number (PAN)',
      'Tax Deduction and Collection Account Number (TAN)',
    ]);
    expect(GST_REGISTRATION.rows.map((r) => r.registration)).toEqual([
      'Goods and Services Tax Identification Number (GSTIN)',
    ]);
    expect(Object.values(FINANCE_TEXTS).map((section) => [section.heading, section.paragraphs])).toEqual([
      ['Audit notes', [PLACEHOLDER]],
      ['Main bankers', [PLACEHOLDER]],
      ['Provident fund', [PLACEHOLDER]],
    ]);
  });

  it('gives no contact detail the site does not state, and points to the feedback form', () => {
    expect(CONTACT).toEqual({ postalAddress: PLACEHOLDER, phone: PLACEHOLDER, email: PLACEHOLDER });
    expect(CONTACT_FEEDBACK.links).toEqual([{ title: 'Feedback', path: '/feedback' }]);
  });

  it('marks every three-year result figure as not yet supplied', () => {
    expect(FINANCIAL_RESULTS.caption).toBe('Financial results for 2018-19, 2019-20 and 2020-21');
    expect(FINANCIAL_RESULTS.columns.map((c) => c.header)).toEqual(['Particulars', '2018-19', '2019-20', '2020-21']);
    expect(FINANCIAL_RESULTS.rows.map((r) => r.particulars)).toEqual([
      'Turnover',
      'Profit before tax',
      'Accumulated profits',
      'Fixed assets',
      'Reserve and surplus',
    ]);
    for (const row of FINANCIAL_RESULTS.rows) {
      expect([row['2018-19'], row['2019-20'], row['2020-21']]).toEqual([PLACEHOLDER, PLACEHOLDER, PLACEHOLDER]);
    }
  });
});

describe('services', () => {
  it('has the grower and complaint time limits', () => {
    expect(GROWER_REGISTRATION_FEE_RUPEES).toBe(25);
    expect(DEFECTIVE_SEED).toEqual({ complaintWithinDays: 10, inspectionWithinDays: 7 });
    expect(REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS).toBe(31);
    expect(SEED_LAB_TESTING).toEqual({ carryOverLotsPercent: 100, freshLotsPercent: 10 });
    expect(SEED_LAB_TESTING_TEXT).toBe(
      'The seed testing laboratory tests 100% of carry-over lots and 10% of fresh lots.',
    );
    expect(SEED_TESTING_LAB_TEXT).toBe(PLACEHOLDER);
  });

  it('has the service timelines', () => {
    expect(SERVICE_TIMELINES.map((s) => [s.days, s.workingDays])).toEqual([
      [2, true],
      [2, false],
      [15, false],
      [5, true],
      [5, true],
    ]);
    expect(CITIZEN_SERVICES_TABLE.rows.map((r) => r.timeline)).toEqual([
      'Within 2 working days',
      'Within 2 days',
      'Within 15 days',
      'Within 5 working days',
      'Within 5 working days',
    ]);
  });
});

describe('services page', () => {
  it('lists the complaint and rejected produce time limits', () => {
    expect(COMPLAINT_TIME_LIMITS_TABLE.rows).toEqual([
      { service: 'Making a complaint about defective seed', timeline: 'Within 10 days' },
      { service: 'Inspection after a defective seed complaint', timeline: 'Within 7 days' },
      { service: 'Taking back rejected produce', timeline: 'Within 31 days' },
    ]);
  });

  it('lists the grower registration and RTI fees', () => {
    expect(SERVICE_FEES_TABLE.rows).toEqual([
      { service: 'Registration as a seed grower', fee: 25 },
      { service: 'RTI application', fee: 50 },
      { service: 'RTI: each page of information supplied', fee: 2 },
      { service: 'RTI: applicant below the poverty line', fee: NONE },
    ]);
    expect(SERVICE_FEES_TABLE.columns.find((c) => c.key === 'fee')?.numeric).toBe(true);
    expect(SERVICES_PAGE.related.links.map((l) => l.path)).toEqual([
      '/marketing/citizen-services',
      '/rti/fees',
      '/quality-control',
    ]);
  });
});

describe('informational pages', () => {
  it('covers the four Quick Links pages, each with a marked part for the corporation', () => {
    expect(INFO_PAGES.map((p) => p.path)).toEqual([
      '/internal-complaint-committee',
      '/audit-cell',
      '/quality-control',
      '/agreements',
    ]);
    for (const page of INFO_PAGES) {
      const paragraphs = page.sections.flatMap((section) => section.paragraphs);
      expect(paragraphs).toContain(PLACEHOLDER);
      expect(paragraphs.join('\n')).not.toMatch(/@|\+91|\b\d{10}\b|Shri|Smt\.|Dr\./);
    }
  });

  it('states the quality control facts of the site', () => {
    const text = infoPages.QUALITY_CONTROL.sections.flatMap((s) => s.paragraphs).join('\n');
    expect(text).toContain('at two stages: flowering and crop maturity');
    expect(text).toContain('100% of carry-over lots and 10% of fresh lots');
    expect(text).toContain('within 10 days');
    expect(text).toContain('within 7 days');
  });
});

describe('screen readers', () => {
  it('lists widely used screen readers with their websites and licences', () => {
    expect(SCREEN_READERS.map((r) => r.name.split(' ')[0])).toEqual([
      'NVDA',
      'JAWS',
      'Narrator',
      'VoiceOver',
      'TalkBack',
      'Orca',
    ]);
    expect(SCREEN_READERS.every((r) => r.website.startsWith('https://'))).toBe(true);
    expect(SCREEN_READERS.filter((r) => r.licence === 'Commercial').map((r) => r.name)).toEqual([
      'JAWS (Job Access With Speech)',
    ]);
    expect(SCREEN_READERS_TABLE.columns.map((c) => c.header)).toEqual([
      'Screen reader',
      'Website',
      'Free or commercial',
      'Works on',
    ]);
    expect(SCREEN_READERS_TABLE.columns.find((c) => c.key === 'website')?.external).toBe(true);
  });
});

describe('links of the content', () => {
  const sections = [
    ...[ABOUT_SALE_NETWORK, ABOUT_PLANTS, ABOUT_TESTING_LAB, CONTACT_FEEDBACK, SERVICES_PAGE.related],
    ...INFO_PAGES.flatMap((p) => p.sections),
    ...POLICY_PAGES.flatMap((p) => p.sections),
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

describe('RTI', () => {
  it('charges Rs 50 to apply and Rs 2 per page, nothing below the poverty line', () => {
    expect(RTI_FEES).toEqual({ applicationRupees: 50, perPageRupees: 2, belowPovertyLine: NONE });
    expect(RTI_FEE_TEXTS[0]).toBe('Application fee: Rs 50.');
    expect(RTI_FEE_TEXTS[1]).toContain('Rs 2 per page');
  });

  it('has the 17 proactive disclosure pages at their paths', () => {
    expect(PROACTIVE_DISCLOSURE_PAGES.map((p) => p.path.replace('/rti/proactive-disclouser/', ''))).toEqual([
      'particulars-of-organization',
      'powers-duties',
      'procedure-followed',
      'norms',
      'rules-regulations-instructions',
      'statement-of-categories',
      'particulars-of-any-arrangement',
      'statements',
      'directory-of-officers-employees',
      'monthly-remuneration',
      'budget-allotment',
      'manner-of-execution',
      'particulars-of-recipients',
      'details-in-respect-of-information-available',
      'particulars-of-facilities',
      'public-information-officers',
      'faqs',
    ]);
    const source = (slug: string) => PROACTIVE_DISCLOSURE_PAGES.find((p) => p.slug === slug)?.source;
    expect(source('directory-of-officers-employees')).toBe('server');
    expect(source('monthly-remuneration')).toBe('pdf');
    expect(source('budget-allotment')).toBe('table');
    expect(new Set(PROACTIVE_DISCLOSURE_PAGES.map((p) => p.title)).size).toBe(17);
  });
});

describe('policy pages', () => {
  it('covers the policy and help pages at their paths', () => {
    expect(POLICY_PAGES.map((p) => p.path)).toEqual([
      '/website-policies',
      '/terms-and-conditions',
      '/disclaimer',
      '/accessibility-statement',
      '/help',
    ]);
    for (const page of POLICY_PAGES) {
      for (const section of page.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    }
  });

  it('explains the site search, text size, colour scheme, language and PDF reading', () => {
    expect(HELP.sections.map((s) => s.heading)).toEqual([
      'Finding information',
      'Searching the site',
      'Changing the text size',
      'Light and dark mode',
      'Language',
      'Keyboard and screen readers',
      'Reading documents',
    ]);
    const text = (heading: string) => HELP.sections.find((s) => s.heading === heading)?.paragraphs.join(' ') ?? '';
    expect(text('Changing the text size')).toMatch(/A- and A\+ buttons.*A button/);
    expect(text('Light and dark mode')).toContain('Dark mode button');
    expect(text('Language')).toContain('हिन्दी');
    expect(text('Language')).toContain('Translate page');
    expect(text('Reading documents')).toContain('PDF');
    expect(HELP.sections.find((s) => s.heading === 'Reading documents')?.links).toEqual([
      { title: 'Adobe Acrobat Reader', path: 'https://get.adobe.com/reader/' },
    ]);
  });

  it('names no contact the corporation has not supplied', () => {
    const contacts = POLICY_PAGES.flatMap((p) => p.sections.map((s) => s.contact)).filter((c) => c !== undefined);
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every(isPlaceholder)).toBe(true);
    const text = POLICY_PAGES.flatMap((p) => p.sections.flatMap((s) => s.paragraphs)).join('\n');
    expect(text).not.toMatch(/@|\+91|\b\d{6}\b|\b\d{10}\b/);
  });
});

/** Every number the site states in the passages these modules carry. */
const STATED_NUMBERS = new Set([
  // crops and plans
  17, 15, 4, 2, 3, 5, 8, 1, 11, 312720, 313270, 309500, 310000, 4600, 4545, 4460, 550, 580, 995, 800, 860, 335, 207,
  242, 85, 60, 63, 36,
  // plants
  490, 449000, 100, 110000, 50, 45000, 88000, 84500, 54000, 90, 67500,
  // rates
  11000, 0, 5000, 6000, 2500, 8500, 12500, 4000, 1500, 4075, 1075, 3000, 1760, 960, 1360, 250, 750, 1200, 16, 30, 40,
  112, 6, 280, 140, 189, 283.5, 141.75, 236, 10, 276, 120, 2.5, 1.5, 17000, 14500, 12000, 5700, 1000, 4700, 5100, 6100,
  7500, 12300, 9700, 9500, 330, 316, 84, 890, 475, 110, 22, 910,
  // subsidies, incentives, services, RTI
  20000, 10000, 35, 325, 300, 12, 25.75, 25, 7, 31, 500, 727.23, 1974, 2004, 74, 79, 6,
]);

/** Numbers that are positions, sums or display sizes rather than statements. */
const DERIVED = [
  /\.serial$/,
  /\.number$/,
  /^plans\.KHARIF_PLAN\.grandTotal\./,
  /^plants\.PLANT_TOTALS\./,
  /^vegetables\..*(PICTURE_SLOT|picture)\.(width|height)$/,
];

describe('nothing invented', () => {
  it('holds no number the site does not state', () => {
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
        /to be confirmed|\btbd\b|\btodo\b|lorem|xxx/i.test(leaf.value),
    );
    expect(loose).toEqual([]);
  });

  it('keeps every module free of empty strings', () => {
    expect(ALL_LEAVES.filter((leaf) => leaf.value === '')).toEqual([]);
  });
});
