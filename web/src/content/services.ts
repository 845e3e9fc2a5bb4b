import type { LinkedSection } from './content-types';

/**
 * Grower and farmer service commitments as the prose of /services, /quality-control and /about-us states them.
 * The tables of time limits and fees are the content service's (`citizen-services`, `complaint-time-limits`,
 * `service-fees`).
 */
export const GROWER_REGISTRATION_FEE_RUPEES = 25;

export const DEFECTIVE_SEED = {
  complaintWithinDays: 10,
  inspectionWithinDays: 7,
} as const;

export const REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS = 31;

export const SEED_LAB_TESTING = {
  carryOverLotsPercent: 100,
  freshLotsPercent: 10,
} as const;

export const SEED_LAB_TESTING_TEXT =
  `The seed testing laboratory tests ${SEED_LAB_TESTING.carryOverLotsPercent}% of carry-over lots and ` +
  `${SEED_LAB_TESTING.freshLotsPercent}% of fresh lots.`;

/** /services: the headings its tables sit under. */
export const SERVICES_PAGE = {
  intro: "The corporation's services to farmers and seed growers: their time limits and fees.",
  timelinesHeading: 'Time limits',
  feesHeading: 'Fees',
  testingHeading: 'Seed testing',
  related: {
    heading: 'Related pages',
    paragraphs: [],
    links: [
      { title: 'Citizen Services', path: '/marketing/citizen-services' },
      { title: 'RTI fees', path: '/rti/fees' },
      { title: 'Quality Control', path: '/quality-control' },
    ],
  } satisfies LinkedSection,
} as const;
