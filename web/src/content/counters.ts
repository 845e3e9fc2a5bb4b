import { PLACEHOLDER, type Column, type Placeholder } from './content-types';

/** /marketing/sale-counters: counters grouped by regional unit, in the order the page lists the units. */
export interface SaleCounter {
  readonly serial: number;
  readonly name: string;
  readonly official: string;
  readonly designation: string;
  readonly mobile: string;
  readonly address: string;
}

export interface RegionalUnitCounters {
  readonly unit: string;
  /** The counters of each unit are not yet supplied. */
  readonly counters: readonly SaleCounter[] | Placeholder;
}

export const SALE_COUNTER_UNITS: readonly RegionalUnitCounters[] = [
  'Umri',
  'Pataudi',
  'Yamuna Nagar',
  'Hisar',
  'Tohana',
  'Sirsa',
  'Bhiwani',
].map((unit) => ({ unit, counters: PLACEHOLDER }));

/** The site gives two readings of the network's size; both are kept. */
export const SALE_COUNTER_COUNTS = {
  aboutAndHomeText: 74,
  saleCountersList: 79,
} as const;

export const SALE_COUNTER_COLUMNS: readonly Column<'unit' | keyof SaleCounter>[] = [
  { key: 'unit', header: 'Regional Unit' },
  { key: 'serial', header: 'S.No.', numeric: true },
  { key: 'name', header: 'Counter Name' },
  { key: 'official', header: 'Official' },
  { key: 'designation', header: 'Designation' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'address', header: 'Address' },
];

export const ALSO_SOLD_THROUGH = 'Institutional agencies';
