import { PLACEHOLDER, type Placeholder, type StepList } from './content-types';

/** The wording of each step is not yet supplied; only how many steps each stage has. */
function placeholderSteps(title: string, count: number): StepList {
  return { title, steps: Array.from({ length: count }, (_, i) => ({ number: i + 1, text: PLACEHOLDER })) };
}

export const PRODUCTION_STAGES: readonly StepList[] = [
  placeholderSteps('Breeder to Foundation Seed', 11),
  placeholderSteps('Foundation to Certified Seed', 8),
];

export interface FieldInspections {
  readonly heading: string;
  readonly stages: readonly string[];
}

export const FIELD_INSPECTIONS: FieldInspections = {
  heading: 'Field inspections',
  stages: ['Flowering', 'Crop maturity'],
};

export const SEED_PRODUCTION_HEADINGS = {
  planning: 'Planning',
  rabiPlan: 'Rabi plan',
  kharifPlan: 'Kharif plan',
  fieldLevelProduction: 'Field-level production',
} as const;

export interface SeedProductionText {
  readonly planning: Placeholder | string;
  readonly fieldLevelProduction: Placeholder | string;
}

export const SEED_PRODUCTION_TEXT: SeedProductionText = {
  planning: PLACEHOLDER,
  fieldLevelProduction: PLACEHOLDER,
};
