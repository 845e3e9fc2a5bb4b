import { PLACEHOLDER, type Column, type DataTable, type Placeholder, type TextSection } from './content-types';

/** /about-us and /finance. Footer facts (copyright year, last update) live in site.ts. */
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
  {
    heading: 'Board of Directors',
    paragraphs: [
      `The board has ${BOARD.directors} directors: ` +
        BOARD.composition.map((c) => `${c.directors} from ${c.from}`).join(', ') +
        '.',
      `The board meets at least ${BOARD.minimumMeetingsPerYear} times a year. ` +
        `A grower director holds office for ${BOARD.growerDirectorTenureYears} years.`,
    ],
  },
];

export const FINANCE = {
  paidUpCapital: { display: 'Rs.500.00 lac', lakh: 500 },
  fixedAssets: { display: 'Rs.727.23 lac', lakh: 727.23, asOn: '31.03.2021' },
} as const;

const RESULT_YEARS = ['2018-19', '2019-20', '2020-21'] as const;

const RESULT_LINES = [
  'Turnover',
  'Profit before tax',
  'Accumulated profits',
  'Fixed assets',
  'Reserve and surplus',
] as const;

/** The three-year results: line names and years are known, the figures are not yet supplied. */
export const FINANCIAL_RESULTS: DataTable = {
  caption: 'Financial results',
  columns: [
    { key: 'particulars', header: 'Particulars' },
    ...RESULT_YEARS.map((year): Column => ({ key: year, header: year, numeric: true })),
  ],
  rows: RESULT_LINES.map((line) => ({
    particulars: line,
    ...Object.fromEntries(RESULT_YEARS.map((year) => [year, PLACEHOLDER])),
  })),
};

export interface FinanceTexts {
  readonly auditNotes: string | Placeholder;
  readonly taxRegistration: DataTable | Placeholder;
  readonly gstRegistration: DataTable | Placeholder;
  readonly mainBankers: readonly string[] | Placeholder;
  readonly providentFund: string | Placeholder;
}

export const FINANCE_TEXTS: FinanceTexts = {
  auditNotes: PLACEHOLDER,
  taxRegistration: PLACEHOLDER,
  gstRegistration: PLACEHOLDER,
  mainBankers: PLACEHOLDER,
  providentFund: PLACEHOLDER,
};
