import { PLACEHOLDER, type Column, type DataTable, type Placeholder } from './content-types';
import { formatIndian } from './format';

/** The subsidy programme rows of /marketing/subsidy-program. */
export interface SubsidyRow {
  readonly crop: string;
  readonly scheme: string | Placeholder;
  readonly ratePerQuintal: number;
  readonly remark: string | Placeholder;
}

export const SUBSIDY_ROWS: readonly SubsidyRow[] = [
  { crop: 'Pulses, lentil, gram', scheme: PLACEHOLDER, ratePerQuintal: 5000, remark: 'Varieties under 10 years' },
  { crop: 'Pulses, lentil, gram', scheme: PLACEHOLDER, ratePerQuintal: 2500, remark: 'Older varieties' },
  { crop: 'Paddy', scheme: PLACEHOLDER, ratePerQuintal: 1000, remark: PLACEHOLDER },
  { crop: 'Bajra', scheme: PLACEHOLDER, ratePerQuintal: 1500, remark: PLACEHOLDER },
  { crop: 'Mustard', scheme: PLACEHOLDER, ratePerQuintal: 4000, remark: PLACEHOLDER },
  { crop: 'Barley', scheme: PLACEHOLDER, ratePerQuintal: 1500, remark: PLACEHOLDER },
  { crop: 'Wheat', scheme: PLACEHOLDER, ratePerQuintal: 1000, remark: PLACEHOLDER },
];

const SUBSIDY_COLUMNS: readonly Column<keyof SubsidyRow>[] = [
  { key: 'crop', header: 'Crop' },
  { key: 'scheme', header: 'Scheme' },
  { key: 'ratePerQuintal', header: 'Rate (Rs per quintal)', numeric: true },
  { key: 'remark', header: 'Remark' },
];

export const SUBSIDY_TABLE: DataTable<keyof SubsidyRow> = {
  caption: 'Subsidy on seed',
  columns: SUBSIDY_COLUMNS,
  rows: SUBSIDY_ROWS,
};

/** /schemes: vegetable seed subsidy schemes. */
export interface ProductionAssistance {
  readonly seed: 'hybrid' | 'conventional';
  readonly sector: 'public' | 'private';
  readonly rupeesPerAcre: number;
}

export const HYBRID_VEGETABLE_SEED_SUBSIDY = { percent: 50, scheme: 'a state farm scheme' } as const;

export const SEED_PRODUCTION_ASSISTANCE: readonly ProductionAssistance[] = [
  { seed: 'hybrid', sector: 'public', rupeesPerAcre: 20000 },
  { seed: 'conventional', sector: 'public', rupeesPerAcre: 10000 },
  { seed: 'conventional', sector: 'private', rupeesPerAcre: 5000 },
];

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

type AssistanceColumnKey = 'seed' | 'sector' | 'rupeesPerAcre';

export const SEED_PRODUCTION_ASSISTANCE_TABLE: DataTable<AssistanceColumnKey> = {
  caption: 'Seed production assistance per acre',
  columns: [
    { key: 'seed', header: 'Seed' },
    { key: 'sector', header: 'Sector' },
    { key: 'rupeesPerAcre', header: 'Assistance (Rs per acre)', numeric: true },
  ],
  rows: SEED_PRODUCTION_ASSISTANCE.map(({ seed, sector, rupeesPerAcre }) => ({
    seed: capitalise(seed),
    sector: `${capitalise(sector)} sector`,
    rupeesPerAcre,
  })),
};

export const VEGETABLE_SCHEME_HEADINGS = {
  hybridSeed: 'Subsidy on hybrid vegetable seed',
  productionAssistance: 'Seed production assistance',
} as const;

const { percent: hybridPercent, scheme: hybridScheme } = HYBRID_VEGETABLE_SEED_SUBSIDY;
export const HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT = `${hybridPercent}% subsidy on hybrid vegetable seed under ${hybridScheme}.`;

function vegetableSchemeTexts(): string[] {
  return [
    HYBRID_VEGETABLE_SEED_SUBSIDY_TEXT,
    ...SEED_PRODUCTION_ASSISTANCE.map(
      ({ seed, sector, rupeesPerAcre }) =>
        `Seed production assistance of Rs ${formatIndian(rupeesPerAcre)} per acre (${seed}, ${sector} sector).`,
    ),
  ];
}

/** /production/incentives. Figures are data; the sentences are built from them so a change is one edit. */
export const GROWER_INCENTIVES_HEADING = 'Facilities To Growers';

export const GROWER_INCENTIVES = {
  premium: { minPercent: 30, maxPercent: 35, highestMarketRatesAveraged: 5, crops: ['paddy', 'pulses', 'oilseeds'] },
  wheat: { rupeesPerQuintalAboveSupportPrice: 325, extraRupeesPerQuintalForOneVariety: 300, extraVariety: PLACEHOLDER },
  shareholderWheat: { rupeesPerQuintal: 12 },
  paymentAtDelivery: { percentOfRawSeedPrice: 85 },
  transportRebate: { upToRupeesPerQuintal: 25.75 },
} as const;

function growerIncentiveTexts(): string[] {
  const { premium, wheat, shareholderWheat, paymentAtDelivery, transportRebate } = GROWER_INCENTIVES;
  const crops = premium.crops;
  return [
    `A premium of ${premium.minPercent}-${premium.maxPercent}% over the higher of the average of the ` +
      `${premium.highestMarketRatesAveraged} highest market rates and the support price, for ` +
      `${crops.slice(0, -1).join(', ')} and ${crops[crops.length - 1]}.`,
    `Wheat: Rs ${wheat.rupeesPerQuintalAboveSupportPrice} per quintal above the support price, including bonus, ` +
      `plus Rs ${wheat.extraRupeesPerQuintalForOneVariety} per quintal extra for one variety.`,
    `Rs ${shareholderWheat.rupeesPerQuintal} per quintal extra to shareholder growers for certified wheat seed.`,
    `${paymentAtDelivery.percentOfRawSeedPrice}% of the raw seed price paid at delivery.`,
    `Transport rebate of up to Rs ${transportRebate.upToRupeesPerQuintal.toFixed(2)} per quintal on certified seed.`,
    'Unloading costs borne by the corporation.',
    'Gunny bags provided.',
  ];
}

export const VEGETABLE_SCHEME_TEXTS: readonly string[] = vegetableSchemeTexts();

export const GROWER_INCENTIVE_TEXTS: readonly string[] = growerIncentiveTexts();
