import { PLACEHOLDER, type Placeholder } from './content-types';

/**
 * The plants as /about-us names them. Their capacities are the content service's table `processing-plants`
 * (/production/seed-processing).
 */
export const PROCESSING_PLANT_NAMES = ['Umri', 'Yamuna Nagar', 'Hisar', 'Sirsa', 'Tohana', 'Pataudi'] as const;

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
