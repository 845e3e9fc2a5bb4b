import {
  NONE,
  PLACEHOLDER,
  type Column,
  type DataTable,
  type LinkItem,
  type None,
  type Placeholder,
  type RateList,
} from './content-types';

/** Seed sale rates shown on the marketing rate pages. Amounts in rupees. */

export interface Pack {
  /** Display text, e.g. '16 kg bag'. */
  readonly size: string;
  readonly kg: number;
  readonly rate: number;
}

export interface CropRate {
  readonly crop: string;
  readonly variety: string | Placeholder;
  readonly fullRate: number;
  /** NONE where no subsidy applies, as distinct from a subsidy of 0. */
  readonly subsidy: number | None;
  readonly farmerRate: number;
  /** The farmer's price for one pack. */
  readonly pack?: Pack;
}

export const RABI_CROP_RATES: RateList<CropRate> = {
  season: 'Rabi 2025-26',
  unit: 'Rs per quintal',
  rows: [
    {
      crop: 'Gram',
      variety: 'All varieties',
      fullRate: 11000,
      subsidy: 0,
      farmerRate: 11000,
      pack: { size: '16 kg bag', kg: 16, rate: 1760 },
    },
    {
      crop: 'Gram',
      variety: 'AMAN-515, HC-7, HC-6',
      fullRate: 11000,
      subsidy: 5000,
      farmerRate: 6000,
      pack: { size: '16 kg bag', kg: 16, rate: 960 },
    },
    {
      crop: 'Gram',
      variety: 'GNG-2171',
      fullRate: 11000,
      subsidy: 2500,
      farmerRate: 8500,
      pack: { size: '16 kg bag', kg: 16, rate: 1360 },
    },
    {
      crop: 'Mustard',
      variety: PLACEHOLDER,
      fullRate: 12500,
      subsidy: 0,
      farmerRate: 12500,
      pack: { size: '2 kg', kg: 2, rate: 250 },
    },
    {
      crop: 'Barley',
      variety: PLACEHOLDER,
      fullRate: 4000,
      subsidy: 1500,
      farmerRate: 2500,
      pack: { size: '30 kg', kg: 30, rate: 750 },
    },
    {
      crop: 'Wheat',
      variety: 'Except C-306',
      fullRate: 4075,
      subsidy: 1075,
      farmerRate: 3000,
      pack: { size: '40 kg bag', kg: 40, rate: 1200 },
    },
  ],
};

export interface VegetableRate {
  readonly crop: string;
  readonly variety: string | Placeholder;
  readonly ratePerKg: number;
  readonly packet: { readonly size: string; readonly grams: number; readonly rate: number };
}

/** The season is stated, its year is not. */
export const RABI_VEGETABLE_RATES: RateList<VegetableRate> = {
  season: 'Rabi',
  unit: 'Rs per kg',
  rows: [
    { crop: 'Methi', variety: PLACEHOLDER, ratePerKg: 112, packet: { size: '50 gm', grams: 50, rate: 6 } },
    { crop: 'Coriander', variety: PLACEHOLDER, ratePerKg: 189, packet: { size: '30 gm', grams: 30, rate: 6 } },
    { crop: 'Radish', variety: PLACEHOLDER, ratePerKg: 236, packet: { size: '10 gm', grams: 10, rate: 3 } },
    { crop: 'Turnip', variety: PLACEHOLDER, ratePerKg: 276, packet: { size: '10 gm', grams: 10, rate: 3 } },
    { crop: 'Pea', variety: PLACEHOLDER, ratePerKg: 120, packet: { size: '100 gm', grams: 100, rate: 12 } },
  ],
};

export interface Minikit {
  readonly crop: string;
  readonly varieties: readonly string[];
  readonly size: string;
  readonly kg: number;
  readonly rate: number;
  readonly subsidisedRate: number;
}

export const RABI_VEGETABLE_MINIKITS: RateList<Minikit> = {
  season: RABI_VEGETABLE_RATES.season,
  unit: 'Rs per minikit',
  rows: [
    { crop: 'Methi', varieties: ['HM-57'], size: '2.5 kg', kg: 2.5, rate: 280, subsidisedRate: 140 },
    { crop: 'Coriander', varieties: ['DH-36', 'DH-5'], size: '1.5 kg', kg: 1.5, rate: 283.5, subsidisedRate: 141.75 },
  ],
};

export const KHARIF_CROP_RATES: RateList<CropRate> = {
  season: 'Kharif 2025',
  unit: 'Rs per quintal',
  rows: [
    { crop: 'Moong', variety: 'MH-421', fullRate: 17000, subsidy: 2500, farmerRate: 14500 },
    { crop: 'Moong', variety: 'MH-1142', fullRate: 17000, subsidy: 5000, farmerRate: 12000 },
    { crop: 'Paddy', variety: 'PR-126', fullRate: 5700, subsidy: 1000, farmerRate: 4700 },
    { crop: 'Paddy', variety: 'PR-114', fullRate: 4700, subsidy: NONE, farmerRate: 4700 },
    { crop: 'Paddy', variety: 'PB-1509 and PB-01', fullRate: 5100, subsidy: NONE, farmerRate: 5100 },
    { crop: 'Paddy', variety: 'PB-1692, PB-1886, PB-1847', fullRate: 6100, subsidy: 1000, farmerRate: 5100 },
    { crop: 'Paddy', variety: 'PB-1718, PB-1885, PB-1979', fullRate: 8500, subsidy: 1000, farmerRate: 7500 },
    { crop: 'Paddy', variety: 'PB-1121', fullRate: 7500, subsidy: NONE, farmerRate: 7500 },
    { crop: 'Paddy', variety: 'CSR-30', fullRate: 12300, subsidy: NONE, farmerRate: 12300 },
    { crop: 'Paddy', variety: 'PR-128', fullRate: 5700, subsidy: 1000, farmerRate: 4700 },
    { crop: 'Gaur', variety: PLACEHOLDER, fullRate: 9700, subsidy: NONE, farmerRate: 9700 },
    { crop: 'Arhar', variety: 'PADU-16', fullRate: 14500, subsidy: 5000, farmerRate: 9500 },
  ],
};

export interface PacketRate {
  readonly crop: string;
  readonly variety: string | Placeholder;
  readonly packing: string;
  readonly rate: number;
}

export const KHARIF_PACKET_RATES: RateList<PacketRate> = {
  season: KHARIF_CROP_RATES.season,
  unit: 'Rs per packet',
  rows: [
    { crop: 'Jowar', variety: 'CSF-24 MF', packing: '5 kg', rate: 330 },
    { crop: 'Fodder maize', variety: PLACEHOLDER, packing: '5 kg', rate: 316 },
    { crop: 'Fodder bajra', variety: PLACEHOLDER, packing: '2 kg', rate: 84 },
    { crop: 'Bt cotton', variety: PLACEHOLDER, packing: '475 gm', rate: 890 },
  ],
};

export interface KitchenGardenPacket {
  readonly season: string | Placeholder;
  readonly cropCount: number;
  readonly crops: readonly string[] | Placeholder;
  readonly gramsPerCrop: number;
  readonly rate: number;
  readonly subsidy: None;
}

export const KITCHEN_GARDEN_PACKET: KitchenGardenPacket = {
  season: PLACEHOLDER,
  cropCount: 11,
  crops: PLACEHOLDER,
  gramsPerCrop: 100,
  rate: 110,
  subsidy: NONE,
};

/** The Kharif vegetable rate page is incomplete in the material the corporation supplied. */
export const KHARIF_VEGETABLE_RATES: Placeholder = PLACEHOLDER;

export const WHERE_SEED_IS_SOLD: readonly string[] = [
  "The corporation's own sale counters",
  "Farmers' service centres of an agro industries corporation",
  'Mini banks',
  'Cooperative societies of a state federation',
  "Farmers' service centres of a land resources development corporation",
];

export const WHERE_SEED_IS_SOLD_HEADING = 'Where seed is sold';

export const SALE_COUNTERS_LINK: LinkItem = { title: 'Sale counters', path: '/marketing/sale-counters' };

/** How a rate table shows a stated absence of subsidy: in words, so it cannot be read as a subsidy of Rs 0. */
export const NO_SUBSIDY_TEXT = 'No subsidy';

function subsidyCell(subsidy: number | None): number | string {
  return subsidy === NONE ? NO_SUBSIDY_TEXT : subsidy;
}

type CropRateKey = 'crop' | 'variety' | 'fullRate' | 'subsidy' | 'farmerRate' | 'pack';

/** The generic table form of a crop rate list; 'none' subsidies read as 'No subsidy', distinct from 0. */
export function cropRateTable(list: RateList<CropRate>): DataTable<CropRateKey> {
  const withPacks = list.rows.some((row) => row.pack);
  const columns: Column<CropRateKey>[] = [
    { key: 'crop', header: 'Crop' },
    { key: 'variety', header: 'Variety' },
    { key: 'fullRate', header: `Full sale rate (${list.unit})`, numeric: true },
    { key: 'subsidy', header: `Subsidy (${list.unit})`, numeric: true },
    { key: 'farmerRate', header: `Rate to the farmer (${list.unit})`, numeric: true },
    ...(withPacks ? [{ key: 'pack' as const, header: 'Rate per pack (Rs)' }] : []),
  ];
  return {
    caption: `Sale rates, ${list.season}`,
    columns,
    rows: list.rows.map(({ pack, subsidy, ...row }) => ({
      ...row,
      subsidy: subsidyCell(subsidy),
      ...(pack ? { pack: `${pack.rate} per ${pack.size}` } : {}),
    })),
  };
}

type VegetableRateKey = 'crop' | 'variety' | 'ratePerKg' | 'packing' | 'packetRate';

export function vegetableRateTable(list: RateList<VegetableRate>): DataTable<VegetableRateKey> {
  return {
    caption: `Vegetable seed sale rates, ${list.season}`,
    columns: [
      { key: 'crop', header: 'Crop' },
      { key: 'variety', header: 'Variety' },
      { key: 'ratePerKg', header: `Rate (${list.unit})`, numeric: true },
      { key: 'packing', header: 'Packing size' },
      { key: 'packetRate', header: 'Rate per packet (Rs)', numeric: true },
    ],
    rows: list.rows.map(({ crop, variety, ratePerKg, packet }) => ({
      crop,
      variety,
      ratePerKg,
      packing: packet.size,
      packetRate: packet.rate,
    })),
  };
}

type MinikitKey = 'crop' | 'varieties' | 'size' | 'rate' | 'subsidisedRate';

export function minikitTable(list: RateList<Minikit>): DataTable<MinikitKey> {
  return {
    caption: `Vegetable seed minikits, ${list.season}`,
    columns: [
      { key: 'crop', header: 'Crop' },
      { key: 'varieties', header: 'Variety' },
      { key: 'size', header: 'Minikit size' },
      { key: 'rate', header: 'Rate (Rs)', numeric: true, fractionDigits: 2 },
      { key: 'subsidisedRate', header: 'Subsidised rate (Rs)', numeric: true, fractionDigits: 2 },
    ],
    rows: list.rows.map(({ crop, varieties, size, rate, subsidisedRate }) => ({
      crop,
      varieties: varieties.join(', '),
      size,
      rate,
      subsidisedRate,
    })),
  };
}

export function packetRateTable(list: RateList<PacketRate>): DataTable<keyof PacketRate> {
  return {
    caption: `Sale rates per packet, ${list.season}`,
    columns: [
      { key: 'crop', header: 'Crop' },
      { key: 'variety', header: 'Variety' },
      { key: 'packing', header: 'Packing size' },
      { key: 'rate', header: `Rate (${list.unit})`, numeric: true },
    ],
    rows: list.rows,
  };
}

type KitchenGardenKey = 'packet' | 'crops' | 'gramsPerCrop' | 'rate' | 'subsidy';

/** The kitchen garden packet as a one-row table; its season is part of the caption, as on every rate table. */
export function kitchenGardenTable(packet: KitchenGardenPacket): DataTable<KitchenGardenKey> {
  return {
    caption: `Kitchen garden packet, season: ${packet.season}`,
    columns: [
      { key: 'packet', header: 'Packet' },
      { key: 'crops', header: 'Crops' },
      { key: 'gramsPerCrop', header: 'Seed of each crop (gm)', numeric: true },
      { key: 'rate', header: 'Rate per packet (Rs)', numeric: true },
      { key: 'subsidy', header: 'Subsidy' },
    ],
    rows: [
      {
        packet: `Kitchen garden packet of ${packet.cropCount} crops`,
        crops: packet.crops === PLACEHOLDER ? PLACEHOLDER : packet.crops.join(', '),
        gramsPerCrop: packet.gramsPerCrop,
        rate: packet.rate,
        subsidy: subsidyCell(packet.subsidy),
      },
    ],
  };
}
