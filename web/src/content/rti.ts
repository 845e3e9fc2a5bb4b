import { PLACEHOLDER, type LinkItem, type Placeholder } from './content-types';

/**
 * The proactive-disclosure pages, which the route table builds its entries from. Everything else the
 * RTI pages show is in rti-pages.ts, so that it travels with those pages rather than with every page.
 */
export const DISCLOSURE_BASE = '/rti/proactive-disclouser';

/** How a disclosure page gets its content: written text, server data, a PDF or a table. */
type DisclosureSource = 'text' | 'server' | 'pdf' | 'table';

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
