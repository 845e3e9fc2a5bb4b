import { type Column, type DataTable, type LinkedSection } from './content-types';
import { RTI_FEES } from './rti-pages';

/** Grower and farmer service commitments: /services, /quality-control and /marketing/citizen-services. */
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

export interface ServiceTimeline {
  readonly service: string;
  readonly days: number;
  readonly workingDays: boolean;
}

export const SERVICE_TIMELINES: readonly ServiceTimeline[] = [
  { service: 'Supply of foundation seed', days: 2, workingDays: true },
  { service: 'Reply to a seed complaint', days: 2, workingDays: false },
  { service: 'Disposal of a seed complaint', days: 15, workingDays: false },
  { service: 'Advance of 80% of the support price', days: 5, workingDays: true },
  { service: 'Balance of 20%', days: 5, workingDays: true },
];

export function timelineText({ days, workingDays }: ServiceTimeline): string {
  return `Within ${days} ${workingDays ? 'working ' : ''}days`;
}

const TIMELINE_COLUMNS: readonly Column<'service' | 'timeline'>[] = [
  { key: 'service', header: 'Service' },
  { key: 'timeline', header: 'Time limit' },
];

export const CITIZEN_SERVICES_TABLE: DataTable<'service' | 'timeline'> = {
  caption: 'Citizen services and their time limits',
  columns: TIMELINE_COLUMNS,
  rows: SERVICE_TIMELINES.map((row) => ({ service: row.service, timeline: timelineText(row) })),
};

export const SERVICE_TEXTS: readonly string[] = [
  `Grower registration fee: Rs ${GROWER_REGISTRATION_FEE_RUPEES}.`,
  `A complaint about defective seed is to be made within ${DEFECTIVE_SEED.complaintWithinDays} days; ` +
    `an inspection is made within ${DEFECTIVE_SEED.inspectionWithinDays} days.`,
  `Rejected produce is to be taken back within ${REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS} days.`,
  SEED_LAB_TESTING_TEXT,
];

/** Time limits on the visitor's side and the corporation's, for complaints and returned produce. */
export const COMPLAINT_TIME_LIMITS: readonly ServiceTimeline[] = [
  { service: 'Making a complaint about defective seed', days: DEFECTIVE_SEED.complaintWithinDays, workingDays: false },
  {
    service: 'Inspection after a defective seed complaint',
    days: DEFECTIVE_SEED.inspectionWithinDays,
    workingDays: false,
  },
  { service: 'Taking back rejected produce', days: REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS, workingDays: false },
];

export const COMPLAINT_TIME_LIMITS_TABLE: DataTable<'service' | 'timeline'> = {
  caption: 'Complaints and rejected produce: time limits',
  columns: TIMELINE_COLUMNS,
  rows: COMPLAINT_TIME_LIMITS.map((row) => ({ service: row.service, timeline: timelineText(row) })),
};

export const SERVICE_FEES_TABLE: DataTable<'service' | 'fee'> = {
  caption: 'Fees for services',
  columns: [
    { key: 'service', header: 'Service' },
    { key: 'fee', header: 'Fee (Rs)', numeric: true },
  ],
  rows: [
    { service: 'Registration as a seed grower', fee: GROWER_REGISTRATION_FEE_RUPEES },
    { service: 'RTI application', fee: RTI_FEES.applicationRupees },
    { service: 'RTI: each page of information supplied', fee: RTI_FEES.perPageRupees },
    { service: 'RTI: applicant below the poverty line', fee: RTI_FEES.belowPovertyLine },
  ],
};

/** /services: the headings the tables above sit under. */
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
