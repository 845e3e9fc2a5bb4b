import { type Column, type DataTable } from './content-types';

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
