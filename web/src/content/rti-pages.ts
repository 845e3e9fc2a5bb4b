import type { NotificationLocation } from '@seedcorp/contracts';
import { NONE, PLACEHOLDER, type DataTable, type LinkItem, type None, type Placeholder } from './content-types';
import { DISCLOSURE_BASE, PROACTIVE_DISCLOSURE_PAGES, type DisclosurePage } from './rti';

/** What /rti and the pages under it show. */
export const RTI_ACT = 'RTI Act, 2005';

export const RTI_FEES = {
  applicationRupees: 50,
  perPageRupees: 2,
  belowPovertyLine: NONE as None,
} as const;

export const RTI_FEE_TEXTS: readonly string[] = [
  `Application fee: Rs ${RTI_FEES.applicationRupees}.`,
  `Rs ${RTI_FEES.perPageRupees} per page of information supplied.`,
  'No fee is charged to applicants below the poverty line.',
];

/** How the fee is paid (cash, demand draft, postal order and to whom) is the corporation's to state. */
export const RTI_FEE_PAYMENT: { readonly label: string; readonly text: string | Placeholder } = {
  label: 'How to pay the fee',
  text: PLACEHOLDER,
};

export const RTI_LIST_OF_AUTHORITIES = '/rti/list-of-authorities';

export const RTI_PAGES: readonly LinkItem[] = [
  { title: 'Application Form', path: '/rti/application-form' },
  { title: 'List of Authorities', path: RTI_LIST_OF_AUTHORITIES },
  { title: 'Fees', path: '/rti/fees' },
  { title: 'RTI Replies', path: '/rti/rti-replies' },
  { title: 'Proactive Disclosure', path: DISCLOSURE_BASE },
];

/** /rti: what the Act gives a citizen, in the terms of the Act itself. */
export const RTI_INDEX = {
  paragraphs: [
    'The Right to Information Act, 2005 gives every citizen of India the right to ask a public authority for information it holds, and requires the authority to publish certain information about itself of its own accord.',
    'A request is made in writing to the Public Information Officer, with the application fee. No reason for asking has to be given. The information is to be provided within thirty days of the request, or within forty-eight hours where it concerns the life or liberty of a person.',
    'An applicant who receives no reply in time, or is not satisfied with the reply, may appeal to the appellate authority.',
  ],
  pagesHeading: 'RTI pages',
} as const;

/** /rti/application-form is a printed template with no input fields: the applicant fills it in by hand. */
export interface ApplicationFormTemplate {
  readonly title: string;
  readonly addressedTo: string;
  readonly officeAddress: string | Placeholder;
  /** What the applicant writes in, each with space to write it. */
  readonly fields: readonly string[];
  readonly feeNote: string;
}

export const RTI_APPLICATION_FORM: ApplicationFormTemplate = {
  title: `Application for information under the ${RTI_ACT}`,
  addressedTo: 'To the Public Information Officer',
  officeAddress: PLACEHOLDER,
  // The particulars section 6 of the Act asks of a request; nothing beyond what is needed to reply.
  fields: [
    'Full name of the applicant',
    'Address for correspondence',
    'Particulars of the information sought (subject, period and description)',
    'Is the applicant below the poverty line? If yes, attach a copy of the proof',
    'Details of the application fee paid',
    'Place and date',
    'Signature of the applicant',
  ],
  feeNote: RTI_FEE_TEXTS.join(' '),
};

export const RTI_REPLIES_EMPTY = 'Content is not available';

export const DISCLOSURE_INDEX_INTRO =
  'Information the corporation publishes of its own accord under section 4(1)(b) of the RTI Act, 2005, one page for each item of that section.';

/** The items of section 4(1)(b) are numbered (i) to (xvii); the pages keep that order. */
const ACT_ITEMS = [
  'i',
  'ii',
  'iii',
  'iv',
  'v',
  'vi',
  'vii',
  'viii',
  'ix',
  'x',
  'xi',
  'xii',
  'xiii',
  'xiv',
  'xv',
  'xvi',
  'xvii',
] as const;

/** Which item of the Act a disclosure page answers, e.g. 'Item (ix) of section 4(1)(b) of the RTI Act, 2005.' */
export function disclosureItem(page: DisclosurePage): string {
  return `Item (${ACT_ITEMS[PROACTIVE_DISCLOSURE_PAGES.indexOf(page)]}) of section 4(1)(b) of the ${RTI_ACT}.`;
}

export function findDisclosure(path: string): DisclosurePage | undefined {
  return PROACTIVE_DISCLOSURE_PAGES.find((page) => page.path === path);
}

/** Where a disclosure page's document is published ('pdf' pages). */
export const DISCLOSURE_DOCUMENTS: Readonly<Record<string, NotificationLocation>> = {
  'monthly-remuneration': 'Monthly Remuneration',
};

/** Pages elsewhere on the site that hold what a disclosure item asks for. */
export const DISCLOSURE_SEE_ALSO: Readonly<Record<string, LinkItem>> = {
  'public-information-officers': { title: 'List of Authorities', path: RTI_LIST_OF_AUTHORITIES },
};

/** /rti/proactive-disclouser/budget-allotment: the columns are known, the yearly figures are not yet supplied. */
export const BUDGET_ALLOTMENT_TABLE: DataTable<'year' | 'income' | 'expenditure' | 'profit' | 'tax'> = {
  caption: 'Budget allotment',
  columns: [
    { key: 'year', header: 'Year' },
    { key: 'income', header: 'Income', numeric: true },
    { key: 'expenditure', header: 'Expenditure', numeric: true },
    { key: 'profit', header: 'Profit', numeric: true },
    { key: 'tax', header: 'Tax', numeric: true },
  ],
  rows: [{ year: PLACEHOLDER, income: PLACEHOLDER, expenditure: PLACEHOLDER, profit: PLACEHOLDER, tax: PLACEHOLDER }],
};
