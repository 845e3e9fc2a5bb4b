import { NONE, type None, type Season } from './content-types';

/**
 * The figures the public-site specification states, and nothing else: what the content tests and the
 * end-to-end page tests hold the site to. Lists the spec writes inline are kept in its wording and
 * split here, so that a reader can set each line beside the spec. Only tests import this module; the
 * content modules are the site's single copy of its data.
 */

const list = (text: string): string[] => text.split(', ');

export interface SpecCrop {
  readonly season: Season;
  readonly name: string;
  /** How many varieties the crop page holds. */
  readonly varietyCount: number;
  readonly varieties: readonly string[];
}

/** Spec 2.5, one line a crop: 'Name (count): variety, variety, ...'. */
const CROP_LINES: Readonly<Record<Season, readonly string[]>> = {
  Rabi: [
    'Wheat (17): C-306 (Desi), WH-147, WH-283, WH-1021, WH-542, WH-711, PBW-502, PBW-509, PBW-343, PBW-373, Raj-3765, UP-2328, WH-1025, WH-912, DBW-17',
    'Gram (4): C-235, Haryana Chana No. 1, Haryana Chana No. 3, HC-5',
    'Lentil (2): Sapna, Garima LH 82-6',
    'Barley (3): BH-75, PL-426, BH-393',
    'Toria (3): TL-15, TH-68, T-9',
    'Mustard (4): RH-30, T-59 (Varuna), Laxmi, RGN-48',
  ],
  Kharif: [
    'Cotton (5): HD-123, H-1117, H-1098, F-1861, H-1226',
    'Guar (3): HG-365, RGC-936, HG-563',
    'Bajra (5): HHB-67 (Hybrid), HHB-94 (Hybrid), HC-20 (Composite), HHB-67 (Improved), HHB-197',
    'Paddy (8): CSR-30, Pusa-44, PR-113, HKR-47, PR-111, Pusa RH-10 (Hybrid), PR-114, Pusa-1121',
    'Arhar (2): Manak, Paras (H62-1)',
    'Til (1): HT-1',
    'Moth (1): RMO-40',
    'Moong (4): K-851, Muskan, Asha, SML-668',
    'Urad (2): T-9, PDU-1',
    'Maize (2): HHM-4 (Hybrid), HQPM-1',
  ],
};

export const SPEC_CROPS: readonly SpecCrop[] = (['Rabi', 'Kharif'] as const).flatMap((season) =>
  CROP_LINES[season].map((line) => {
    const [, name, count, varieties] = /^(.+) \((\d+)\): (.+)$/.exec(line) ?? [];
    return { season, name, varietyCount: Number(count), varieties: list(varieties) };
  }),
);

/** Spec 2.5: the Rabi season page lists 15 of wheat's 17 varieties. */
export const SPEC_WHEAT_CHOICE_PAGE_VARIETIES = 15;

/** Spec 2.3: the vegetables of each season's page, in order. */
export const SPEC_VEGETABLES: Readonly<Record<Season, readonly string[]>> = {
  Rabi: list('Peas, Carrot, Palak, Methi, Radish, Turnip, Coriander, Onion, Tomato, Bitter Gourd, Capsicum, Potato'),
  Kharif: list(
    'Muskmelon, Bhindi, Tinda, Bottle Gourd, Sponge Gourd, Bitter Gourd, Cucumber, Brinjal, Chillies, Tomato',
  ),
};

/** Spec 2.3: the two ordered step lists of /production/stages and their lengths. */
export const SPEC_PRODUCTION_STAGES = { 'Breeder to Foundation Seed': 11, 'Foundation to Certified Seed': 8 };

/** Spec 9: field inspections at two stages. */
export const SPEC_FIELD_INSPECTION_STAGES = ['flowering', 'crop maturity'];

/** Spec 9: name, processing capacity per hour and storage (quintals) of each plant, and the totals. */
export const SPEC_PLANTS = {
  plants: [
    { name: 'Umri', capacityPerHour: 100, storage: 110000 },
    { name: 'Yamuna Nagar', capacityPerHour: 50, storage: 45000 },
    { name: 'Hisar', capacityPerHour: 100, storage: 88000 },
    { name: 'Sirsa', capacityPerHour: 100, storage: 84500 },
    { name: 'Tohana', capacityPerHour: 50, storage: 54000 },
    { name: 'Pataudi', capacityPerHour: 90, storage: 67500 },
  ],
  totals: { capacityPerHour: 490, storage: 449000, storageShownAs: '4,49,000' },
};

/** Spec 1: the corporation's other facilities. */
export const SPEC_OTHER_FACILITIES = list(
  'vegetable seed plant at Umri, marketing centre at Bhiwani, cotton ginning/delinting factory at Hisar, seed testing laboratory at Umri',
);

/** Spec 9: the Rabi plan's seasons, grand totals and wheat sub-totals; the Kharif plan's rows (quintals). */
export const SPEC_PLANS = {
  rabi: {
    seasons: ['2022-23', '2023-24', '2024-25'],
    totals: [312720, 313270, 313270],
    wheat: [309500, 310000, 310000],
  },
  kharif: {
    seasons: ['2022', '2023', '2024'],
    rows: {
      Paddy: [4600, 4545, 4460],
      Moong: [550, 550, 580],
      Gaur: [995, 800, 860],
      Bajra: [335, 207, 242],
      Arhar: [85, 60, 63],
      Mash: [36, 36, 36],
    },
  },
};

/** A crop rate of spec 9: the variety where the spec names one, then full / subsidy / farmer per quintal. */
export interface SpecCropRate {
  readonly crop: string;
  readonly variety?: string;
  readonly rates: readonly [full: number, subsidy: number | None, farmer: number];
  /** The farmer's price for one pack, where the spec converts it. */
  readonly pack?: { readonly kg: number; readonly rate: number };
}

/** Spec 9, Rabi 2025-26, with the pack conversions. */
export const SPEC_RABI_CROP_RATES: readonly SpecCropRate[] = [
  { crop: 'Gram', variety: 'all varieties', rates: [11000, 0, 11000], pack: { kg: 16, rate: 1760 } },
  { crop: 'Gram', variety: 'AMAN-515, HC-7, HC-6', rates: [11000, 5000, 6000], pack: { kg: 16, rate: 960 } },
  { crop: 'Gram', variety: 'GNG-2171', rates: [11000, 2500, 8500], pack: { kg: 16, rate: 1360 } },
  { crop: 'Mustard', rates: [12500, 0, 12500], pack: { kg: 2, rate: 250 } },
  { crop: 'Barley', rates: [4000, 1500, 2500], pack: { kg: 30, rate: 750 } },
  { crop: 'Wheat', variety: 'except C-306', rates: [4075, 1075, 3000], pack: { kg: 40, rate: 1200 } },
];

/** Spec 9, Kharif 2025; 'none' is the spec's "none", distinct from a subsidy of 0. */
export const SPEC_KHARIF_CROP_RATES: readonly SpecCropRate[] = [
  { crop: 'Moong', variety: 'MH-421', rates: [17000, 2500, 14500] },
  { crop: 'Moong', variety: 'MH-1142', rates: [17000, 5000, 12000] },
  { crop: 'Paddy', variety: 'PR-126', rates: [5700, 1000, 4700] },
  { crop: 'Paddy', variety: 'PR-114', rates: [4700, NONE, 4700] },
  { crop: 'Paddy', variety: 'PB-1509 and PB-01', rates: [5100, NONE, 5100] },
  { crop: 'Paddy', variety: 'PB-1692, PB-1886, PB-1847', rates: [6100, 1000, 5100] },
  { crop: 'Paddy', variety: 'PB-1718, PB-1885, PB-1979', rates: [8500, 1000, 7500] },
  { crop: 'Paddy', variety: 'PB-1121', rates: [7500, NONE, 7500] },
  { crop: 'Paddy', variety: 'CSR-30', rates: [12300, NONE, 12300] },
  { crop: 'Paddy', variety: 'PR-128', rates: [5700, 1000, 4700] },
  { crop: 'Gaur', rates: [9700, NONE, 9700] },
  { crop: 'Arhar', variety: 'PADU-16', rates: [14500, 5000, 9500] },
];

/** Spec 9: Kharif 2025 per-packet rates. */
export const SPEC_KHARIF_PACKET_RATES = [
  { crop: 'Jowar', variety: 'CSF-24 MF', packing: '5 kg', rate: 330 },
  { crop: 'Fodder maize', packing: '5 kg', rate: 316 },
  { crop: 'Fodder bajra', packing: '2 kg', rate: 84 },
  { crop: 'Bt cotton', packing: '475 gm', rate: 890 },
];

/** Spec 9: Rabi vegetable rates per kg and their packets. */
export const SPEC_RABI_VEGETABLE_RATES = [
  { crop: 'methi', ratePerKg: 112, packet: { size: '50 gm', grams: 50, rate: 6 } },
  { crop: 'coriander', ratePerKg: 189, packet: { size: '30 gm', grams: 30, rate: 6 } },
  { crop: 'radish', ratePerKg: 236, packet: { size: '10 gm', grams: 10, rate: 3 } },
  { crop: 'turnip', ratePerKg: 276, packet: { size: '10 gm', grams: 10, rate: 3 } },
  { crop: 'pea', ratePerKg: 120, packet: { size: '100 gm', grams: 100, rate: 12 } },
];

/** Spec 9: the Rabi vegetable minikits, rate subsidised to the farmer. */
export const SPEC_RABI_MINIKITS = [
  { crop: 'methi', varieties: ['HM-57'], kg: 2.5, rate: 280, subsidisedRate: 140 },
  { crop: 'coriander', varieties: ['DH-36', 'DH-5'], kg: 1.5, rate: 283.5, subsidisedRate: 141.75 },
];

/** Spec 9: the kitchen garden packet and the agro-chemical products (spec 2.3: 22 of them). */
export const SPEC_KITCHEN_GARDEN = { cropCount: 11, gramsPerCrop: 100, rate: 110, subsidy: NONE };
export const SPEC_AGRO_CHEMICALS = { count: 22, minRupeesPerPack: 30, maxRupeesPerPack: 910 };

/** Spec 9: subsidy per quintal, in the order the spec gives it. */
export const SPEC_SUBSIDIES_PER_QUINTAL: readonly [crop: string, rupees: number][] = [
  ['pulses, lentil, gram', 5000],
  ['pulses, lentil, gram', 2500],
  ['paddy', 1000],
  ['bajra', 1500],
  ['mustard', 4000],
  ['barley', 1500],
  ['wheat', 1000],
];

/** Spec 9: vegetable schemes. */
export const SPEC_VEGETABLE_SCHEMES = {
  hybridSeedSubsidyPercent: 50,
  assistancePerAcre: [
    { seed: 'hybrid', sector: 'public', rupeesPerAcre: 20000 },
    { seed: 'conventional', sector: 'public', rupeesPerAcre: 10000 },
    { seed: 'conventional', sector: 'private', rupeesPerAcre: 5000 },
  ],
};

/** Spec 9: grower incentives. */
export const SPEC_GROWER_INCENTIVES = {
  premiumPercent: [30, 35],
  highestMarketRatesAveraged: 5,
  wheatAboveSupportPrice: 325,
  wheatExtraForOneVariety: 300,
  shareholderWheatExtra: 12,
  paidAtDeliveryPercent: 85,
  transportRebateUpTo: 25.75,
};

/** Spec 9: services, complaints and the seed laboratory. */
export const SPEC_SERVICES = {
  growerRegistrationFee: 25,
  defectiveSeedComplaintWithinDays: 10,
  inspectionWithinDays: 7,
  rejectedProduceTakenBackWithinDays: 31,
  /** Foundation seed, complaint reply, complaint disposal, 80% advance, 20% balance. */
  timelines: [
    { days: 2, workingDays: true },
    { days: 2, workingDays: false },
    { days: 15, workingDays: false },
    { days: 5, workingDays: true },
    { days: 5, workingDays: true },
  ],
  advancePercent: 80,
  balancePercent: 20,
  labTestsCarryOverLotsPercent: 100,
  labTestsFreshLotsPercent: 10,
};

/** Spec 9: the RTI fees. */
export const SPEC_RTI_FEES = { applicationRupees: 50, perPageRupees: 2, belowPovertyLine: NONE };

/** Spec 9: the board. */
export const SPEC_BOARD = {
  directors: 11,
  composition: [6, 3, 2],
  minimumMeetingsPerYear: 4,
  growerDirectorTenureYears: 3,
};

/** Spec 1 and 9: the corporation, its finance and its sale network. */
export const SPEC_CORPORATION = {
  yearSetUp: 1974,
  act: 'Companies Act, 1956',
  authorisedShareCapital: 'Rs. 7.00 crore',
  authorisedShareCapitalCrore: 7,
  productivityAwardYear: 2004,
  seedPortalSince: 'Rabi 2021-22',
  paidUpCapital: { display: 'Rs.500.00 lac', lakh: 500 },
  fixedAssets: { display: 'Rs.727.23 lac', lakh: 727.23, asOn: '31.03.2021' },
  resultYears: ['2018-19', '2019-20', '2020-21'],
  resultLines: list('turnover, profit before tax, accumulated profits, fixed assets, reserve and surplus'),
  saleCountersInAboutAndHomeText: 74,
  saleCountersListed: 79,
  saleCounterUnits: list('Umri, Pataudi, Yamuna Nagar, Hisar, Tohana, Sirsa, Bhiwani'),
};

/** Spec 2.3: where every rate page says seed is sold. */
export const SPEC_WHERE_SEED_IS_SOLD = list(
  "the corporation's own sale counters, farmers' service centres of an agro industries corporation, mini banks, cooperative societies of a state federation, farmers' service centres of a land resources development corporation",
);

/** Spec 2.3: the proactive disclosure sub-pages under /rti/proactive-disclouser/, in order. */
export const SPEC_DISCLOSURE_PAGES = list(
  'particulars-of-organization, powers-duties, procedure-followed, norms, rules-regulations-instructions, statement-of-categories, particulars-of-any-arrangement, statements, directory-of-officers-employees, monthly-remuneration, budget-allotment, manner-of-execution, particulars-of-recipients, details-in-respect-of-information-available, particulars-of-facilities, public-information-officers, faqs',
);
