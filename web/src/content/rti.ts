import { NONE, PLACEHOLDER, type DataTable, type LinkItem, type None, type Placeholder } from './content-types';

/** /rti and the pages under it. */
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

const DISCLOSURE_BASE = '/rti/proactive-disclouser';

export const RTI_PAGES: readonly LinkItem[] = [
  { title: 'Application Form', path: '/rti/application-form' },
  { title: 'List of Authorities', path: '/rti/list-of-authorities' },
  { title: 'Fees', path: '/rti/fees' },
  { title: 'RTI Replies', path: '/rti/rti-replies' },
  { title: 'Proactive Disclosure', path: DISCLOSURE_BASE },
];

/** How a disclosure page gets its content: written text, server data, a PDF or a table. */
export type DisclosureSource = 'text' | 'server' | 'pdf' | 'table';

export interface DisclosurePage extends LinkItem {
  readonly slug: string;
  readonly source: DisclosureSource;
  readonly body: string | Placeholder;
}

/**
 * The pages follow the seventeen items a public authority publishes under section 4(1)(b) of the
 * RTI Act, 2005; titles use the Act's wording for each item.
 */
const DISCLOSURES: readonly [slug: string, title: string, source: DisclosureSource][] = [
  ['particulars-of-organization', 'Particulars of Organisation, Functions and Duties', 'text'],
  ['powers-duties', 'Powers and Duties of Officers and Employees', 'text'],
  ['procedure-followed', 'Procedure Followed in the Decision-Making Process', 'text'],
  ['norms', 'Norms Set for the Discharge of Functions', 'text'],
  ['rules-regulations-instructions', 'Rules, Regulations, Instructions, Manuals and Records', 'text'],
  ['statement-of-categories', 'Statement of the Categories of Documents Held', 'text'],
  ['particulars-of-any-arrangement', 'Arrangements for Consultation with the Public', 'text'],
  ['statements', 'Statement of Boards, Councils, Committees and Other Bodies', 'text'],
  ['directory-of-officers-employees', 'Directory of Officers and Employees', 'server'],
  ['monthly-remuneration', 'Monthly Remuneration of Officers and Employees', 'pdf'],
  ['budget-allotment', 'Budget Allotment', 'table'],
  ['manner-of-execution', 'Manner of Execution of Subsidy Programmes', 'text'],
  ['particulars-of-recipients', 'Particulars of Recipients of Concessions, Permits or Authorisations', 'text'],
  ['details-in-respect-of-information-available', 'Information Available in Electronic Form', 'text'],
  ['particulars-of-facilities', 'Facilities Available to Citizens for Obtaining Information', 'text'],
  ['public-information-officers', 'Public Information Officers', 'text'],
  ['faqs', 'FAQs', 'text'],
];

export const PROACTIVE_DISCLOSURE_PAGES: readonly DisclosurePage[] = DISCLOSURES.map(([slug, title, source]) => ({
  slug,
  title,
  path: `${DISCLOSURE_BASE}/${slug}`,
  source,
  body: PLACEHOLDER,
}));

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

/** /rti/application-form is a printed template with no input fields. */
export interface ApplicationFormTemplate {
  readonly title: string;
  readonly addressedTo: string | Placeholder;
  readonly fields: readonly string[] | Placeholder;
  readonly feeNote: string;
}

export const RTI_APPLICATION_FORM: ApplicationFormTemplate = {
  title: `Application for information under the ${RTI_ACT}`,
  addressedTo: PLACEHOLDER,
  fields: PLACEHOLDER,
  feeNote: RTI_FEE_TEXTS.join(' '),
};

export const RTI_REPLIES_EMPTY = 'Content is not available';
