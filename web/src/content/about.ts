import { PLACEHOLDER, type LinkedSection } from './content-types';
import { SALE_COUNTER_COUNTS } from './counters';
import { OTHER_FACILITIES, PROCESSING_PLANT_NAMES, SEED_TESTING_LAB_TEXT } from './plants';
import { SEED_LAB_TESTING } from './services';

/**
 * The sections of /about-us drawn from the plant, counter and service figures. Kept apart from
 * organisation.ts, which the home page loads, so the home page does not carry these figures.
 */
export const ABOUT_SALE_NETWORK: LinkedSection = {
  heading: 'Sale network',
  paragraphs: [
    `The corporation sells seed through ${SALE_COUNTER_COUNTS.aboutAndHomeText} sale counters and through ` +
      `institutional agencies. The sale counters page lists ${SALE_COUNTER_COUNTS.saleCountersList} counters.`,
  ],
  links: [{ title: 'Sale Counters', path: '/marketing/sale-counters' }],
};

const TESTING_LAB = OTHER_FACILITIES.find((facility) => facility.facility === 'Seed testing laboratory');

export const ABOUT_PLANTS: LinkedSection = {
  heading: 'Plants',
  paragraphs: [
    `The corporation has ${PROCESSING_PLANT_NAMES.length} seed processing plants: ` +
      `${PROCESSING_PLANT_NAMES.slice(0, -1).join(', ')} and ${PROCESSING_PLANT_NAMES[PROCESSING_PLANT_NAMES.length - 1]}. It also has:`,
  ],
  items: OTHER_FACILITIES.map((facility) => `${facility.facility} at ${facility.place}`),
  links: [{ title: 'Seed processing plants and their capacities', path: '/production/seed-processing' }],
};

export const ABOUT_TESTING_LAB: LinkedSection = {
  heading: 'Seed testing laboratory',
  paragraphs: [
    `The corporation's seed testing laboratory is at ${TESTING_LAB?.place ?? PLACEHOLDER}. It tests ` +
      `${SEED_LAB_TESTING.carryOverLotsPercent}% of carry-over seed lots and ${SEED_LAB_TESTING.freshLotsPercent}% of fresh lots.`,
    SEED_TESTING_LAB_TEXT,
  ],
  links: [{ title: 'Quality Control', path: '/quality-control' }],
};
