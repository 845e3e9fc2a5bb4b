import { PLACEHOLDER, type Column, type DataTable, type Placeholder } from './content-types';

/** Seed processing plants; capacities in quintals. */
export interface ProcessingPlant {
  readonly serial: number;
  readonly name: string;
  readonly district: string | Placeholder;
  readonly capacityPerHour: number;
  readonly storage: number;
}

export const PROCESSING_PLANTS: readonly ProcessingPlant[] = [
  { serial: 1, name: 'Umri', district: PLACEHOLDER, capacityPerHour: 100, storage: 110000 },
  { serial: 2, name: 'Yamuna Nagar', district: PLACEHOLDER, capacityPerHour: 50, storage: 45000 },
  { serial: 3, name: 'Hisar', district: PLACEHOLDER, capacityPerHour: 100, storage: 88000 },
  { serial: 4, name: 'Sirsa', district: PLACEHOLDER, capacityPerHour: 100, storage: 84500 },
  { serial: 5, name: 'Tohana', district: PLACEHOLDER, capacityPerHour: 50, storage: 54000 },
  { serial: 6, name: 'Pataudi', district: PLACEHOLDER, capacityPerHour: 90, storage: 67500 },
];

/** Computed, so a changed plant figure cannot leave a stale total behind; numeric cells render with formatIndian (4,49,000). */
export const PLANT_TOTALS = {
  capacityPerHour: PROCESSING_PLANTS.reduce((sum, plant) => sum + plant.capacityPerHour, 0),
  storage: PROCESSING_PLANTS.reduce((sum, plant) => sum + plant.storage, 0),
} as const;

type PlantColumnKey = 'serial' | 'name' | 'district' | 'capacityPerHour' | 'storage';

const PLANT_COLUMNS: readonly Column<PlantColumnKey>[] = [
  { key: 'serial', header: 'S.No.', numeric: true },
  { key: 'name', header: 'Plant' },
  { key: 'district', header: 'District' },
  { key: 'capacityPerHour', header: 'Processing capacity (quintals per hour)', numeric: true },
  { key: 'storage', header: 'Storage capacity (quintals)', numeric: true },
];

export const PLANTS_TABLE: DataTable<PlantColumnKey> = {
  caption: 'Seed processing plants',
  columns: PLANT_COLUMNS,
  rows: PROCESSING_PLANTS,
  // The first cell heads the row, so the footer's label goes there rather than leaving an empty row header.
  footer: {
    serial: 'Total',
    capacityPerHour: PLANT_TOTALS.capacityPerHour,
    storage: PLANT_TOTALS.storage,
  },
};

export interface Facility {
  readonly facility: string;
  readonly place: string;
}

export const OTHER_FACILITIES: readonly Facility[] = [
  { facility: 'Vegetable seed plant', place: 'Umri' },
  { facility: 'Marketing centre', place: 'Bhiwani' },
  { facility: 'Cotton ginning/delinting factory', place: 'Hisar' },
  { facility: 'Seed testing laboratory', place: 'Umri' },
];

export const SEED_TESTING_LAB_HEADING = 'Seed testing laboratory';

export const SEED_TESTING_LAB_TEXT: string | Placeholder = PLACEHOLDER;
