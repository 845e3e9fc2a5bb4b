import { PLACEHOLDER, type Column, type DataTable, type Placeholder } from './content-types';

/** /marketing/sale-rate-agro. Product names, packings and rates are not yet supplied; the count and range are. */
export interface AgroChemical {
  readonly serial: number;
  readonly name: string | Placeholder;
  readonly packing: string | Placeholder;
  /** Rupees per pack including GST. */
  readonly rate: number | Placeholder;
}

export const AGRO_CHEMICAL_COUNT = 22;

export const AGRO_CHEMICAL_RATE_RANGE = { minRupeesPerPack: 30, maxRupeesPerPack: 910 } as const;

export const AGRO_CHEMICAL_RATE_RANGE_TEXT = `Rates range from Rs ${AGRO_CHEMICAL_RATE_RANGE.minRupeesPerPack} to Rs ${AGRO_CHEMICAL_RATE_RANGE.maxRupeesPerPack} per pack, including GST.`;

export const AGRO_CHEMICALS: readonly AgroChemical[] = Array.from({ length: AGRO_CHEMICAL_COUNT }, (_, i) => ({
  serial: i + 1,
  name: PLACEHOLDER,
  packing: PLACEHOLDER,
  rate: PLACEHOLDER,
}));

const AGRO_CHEMICAL_COLUMNS: readonly Column<keyof AgroChemical>[] = [
  { key: 'serial', header: 'S.No.', numeric: true },
  { key: 'name', header: 'Product' },
  { key: 'packing', header: 'Packing Size' },
  { key: 'rate', header: 'Rate including GST (Rs)', numeric: true },
];

export const AGRO_CHEMICALS_TABLE: DataTable<keyof AgroChemical> = {
  caption: 'Sale rates of agro-chemicals',
  columns: AGRO_CHEMICAL_COLUMNS,
  rows: AGRO_CHEMICALS,
};
