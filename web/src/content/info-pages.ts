import { PLACEHOLDER, type LinkedSection } from './content-types';
import { SEED_PORTAL } from './organisation';
import { FIELD_INSPECTIONS } from './production';
import {
  DEFECTIVE_SEED,
  GROWER_REGISTRATION_FEE_RUPEES,
  REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS,
  SEED_LAB_TESTING_TEXT,
} from './services';

/**
 * The informational pages of the Quick Links card. Where the site states nothing about a page's
 * subject, the page says what it is for and marks the rest for the corporation: no member, officer
 * or procedure is named that the corporation has not supplied.
 */
export interface InfoPage {
  readonly path: string;
  readonly sections: readonly LinkedSection[];
}

export const INTERNAL_COMPLAINT_COMMITTEE: InfoPage = {
  path: '/internal-complaint-committee',
  sections: [
    {
      heading: 'About the committee',
      paragraphs: [
        'The Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 requires an employer to constitute an internal committee to receive and inquire into complaints of sexual harassment at the workplace. This page is for the corporation’s committee: who its members are and how to reach it.',
      ],
    },
    { heading: 'Members', paragraphs: [PLACEHOLDER] },
    { heading: 'How to reach the committee', paragraphs: [PLACEHOLDER] },
  ],
};

export const AUDIT_CELL: InfoPage = {
  path: '/audit-cell',
  sections: [
    {
      heading: 'About the audit cell',
      paragraphs: ['This page is for the audit cell of the corporation: its work, its officers and its reports.'],
      links: [{ title: 'Finance (audit notes and financial results)', path: '/finance' }],
    },
    { heading: 'Work and officers', paragraphs: [PLACEHOLDER] },
  ],
};

export const QUALITY_CONTROL: InfoPage = {
  path: '/quality-control',
  sections: [
    {
      heading: 'Field inspections',
      paragraphs: [
        `Seed crops are inspected in the field at two stages: ${FIELD_INSPECTIONS.stages
          .map((stage) => stage.toLowerCase())
          .join(' and ')}.`,
      ],
    },
    {
      heading: 'Seed testing',
      paragraphs: [SEED_LAB_TESTING_TEXT],
      links: [{ title: 'Seed processing plants and the seed testing laboratory', path: '/production/seed-processing' }],
    },
    {
      heading: 'Complaints about seed',
      paragraphs: [
        `A complaint about defective seed is to be made within ${DEFECTIVE_SEED.complaintWithinDays} days; ` +
          `an inspection is made within ${DEFECTIVE_SEED.inspectionWithinDays} days.`,
      ],
      links: [{ title: 'Services and their time limits', path: '/services' }],
    },
    { heading: 'Quality control procedure', paragraphs: [PLACEHOLDER] },
  ],
};

export const GROWER_AGREEMENTS: InfoPage = {
  path: '/agreements',
  sections: [
    {
      heading: 'About grower agreements',
      paragraphs: [
        'Seed growers produce seed for the corporation under agreements with it. This page is for those agreements.',
        `Seed production has been allotted through a seed portal since ${SEED_PORTAL.sinceSeason}. ` +
          `The grower registration fee is Rs ${GROWER_REGISTRATION_FEE_RUPEES}.`,
        `Rejected produce is to be taken back within ${REJECTED_PRODUCE_TAKEN_BACK_WITHIN_DAYS} days.`,
      ],
      links: [
        { title: 'Incentives and facilities to growers', path: '/production/incentives' },
        { title: 'Stages of seed production', path: '/production/stages' },
      ],
    },
    { heading: 'Terms of the agreement', paragraphs: [PLACEHOLDER] },
  ],
};

export const INFO_PAGES: readonly InfoPage[] = [
  INTERNAL_COMPLAINT_COMMITTEE,
  AUDIT_CELL,
  QUALITY_CONTROL,
  GROWER_AGREEMENTS,
];
