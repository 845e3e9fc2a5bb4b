import { PLACEHOLDER, type Column, type DataTable, type Placeholder, type TableRow } from './content-types';

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

type SaleCounterKey = 'unit' | keyof SaleCounter;

/** One row per counter; a unit whose counters are not yet supplied shows one marked row. */
export const SALE_COUNTERS_TABLE: DataTable<SaleCounterKey> = {
  caption: 'Sale counters by regional unit',
  columns: SALE_COUNTER_COLUMNS,
  rows: SALE_COUNTER_UNITS.flatMap(({ unit, counters }): TableRow<SaleCounterKey>[] =>
    counters === PLACEHOLDER
      ? [
          {
            unit,
            name: PLACEHOLDER,
            official: PLACEHOLDER,
            designation: PLACEHOLDER,
            mobile: PLACEHOLDER,
            address: PLACEHOLDER,
          },
        ]
      : counters.map((counter) => ({ unit, ...counter })),
  ),
};

export const ALSO_SOLD_THROUGH = 'Institutional agencies';

export const ALSO_SOLD_THROUGH_TEXT = `The corporation also sells seed through ${ALSO_SOLD_THROUGH.toLowerCase()}.`;
