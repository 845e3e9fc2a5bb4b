import { PLACEHOLDER, type LinkedSection, type Placeholder, type TextSection } from './content-types';

/**
 * /about-us, /engineering, /finance and /contact-us. Footer facts (copyright year, last update) live in site.ts.
 * The finance tables and the contact details are the content service's.
 */
export const HISTORY = {
  yearSetUp: 1974,
  act: 'Companies Act, 1956',
  purpose: "to organise production and distribution of certified seed to the state's farmers at reasonable rates",
} as const;

export const SHARE_CAPITAL = {
  authorised: 'Rs. 7.00 crore',
  authorisedCrore: 7,
  contributors: ['the State Government', 'a national seeds corporation', 'shareholder seed growers'],
} as const;

export const PRODUCTIVITY_AWARD = {
  year: 2004,
  text: 'A second-best productivity award from a national productivity council (2004).',
} as const;

export const SEED_PORTAL = { sinceSeason: 'Rabi 2021-22' } as const;

export const BOARD = {
  directors: 11,
  composition: [
    { from: 'the State Government', directors: 6 },
    { from: 'a national seeds corporation', directors: 3 },
    { from: 'the seed growers', directors: 2 },
  ],
  minimumMeetingsPerYear: 4,
  growerDirectorTenureYears: 3,
} as const;

/**
 * The history and capital sections of /about-us (about.ts adds the rest). The board's make-up
 * (BOARD) is not among the facts the site states about the corporation, so no page shows it until
 * the corporation confirms it.
 */
export const ABOUT_US: readonly TextSection[] = [
  {
    heading: 'History',
    paragraphs: [
      `The corporation was set up in ${HISTORY.yearSetUp} under the ${HISTORY.act}, ${HISTORY.purpose}.`,
      PRODUCTIVITY_AWARD.text,
    ],
  },
  {
    heading: 'Share capital',
    paragraphs: [
      `Authorised share capital ${SHARE_CAPITAL.authorised}, contributed by ${SHARE_CAPITAL.contributors[0]}, ` +
        `${SHARE_CAPITAL.contributors[1]} and ${SHARE_CAPITAL.contributors[2]}.`,
    ],
  },
  {
    heading: 'Seed production',
    paragraphs: [`Seed production has been allotted through a seed portal since ${SEED_PORTAL.sinceSeason}.`],
  },
];

/** /engineering: the page's wording is not known beyond its subject, so it waits for the corporation. */
export const ENGINEERING_TEXT: readonly (string | Placeholder)[] = [
  'This page describes the engineering work of the corporation.',
  PLACEHOLDER,
];

export const FINANCE = {
  paidUpCapital: { display: 'Rs.500.00 lac', lakh: 500 },
  fixedAssets: { display: 'Rs.727.23 lac', lakh: 727.23, asOn: '31.03.2021' },
} as const;

export const FINANCE_FIGURES = {
  heading: 'Capital and fixed assets',
  rows: [
    { label: 'Paid-up capital', value: FINANCE.paidUpCapital.display },
    { label: `Fixed assets as on ${FINANCE.fixedAssets.asOn}`, value: FINANCE.fixedAssets.display },
  ],
} as const;

export const RESULTS_HEADING = 'Financial results';

export const REGISTRATIONS_HEADING = 'Tax and GST registration';

export interface FinanceTexts {
  readonly auditNotes: LinkedSection;
  readonly mainBankers: LinkedSection;
  readonly providentFund: LinkedSection;
}

/** Named by the site, their wording not yet supplied. */
export const FINANCE_TEXTS: FinanceTexts = {
  auditNotes: { heading: 'Audit notes', paragraphs: [PLACEHOLDER] },
  mainBankers: { heading: 'Main bankers', paragraphs: [PLACEHOLDER] },
  providentFund: { heading: 'Provident fund', paragraphs: [PLACEHOLDER] },
};

export const CONTACT_FEEDBACK: LinkedSection = {
  heading: 'Feedback',
  paragraphs: ['To send the corporation a message from this website, use the feedback form.'],
  links: [{ title: 'Feedback', path: '/feedback' }],
};
