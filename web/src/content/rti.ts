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
  /** Its title in Hindi, drafted for the corporation's review. */
  readonly hindiTitle: string;
  readonly source: DisclosureSource;
  readonly body: string | Placeholder;
}

/**
 * The pages follow the seventeen items a public authority publishes under section 4(1)(b) of the
 * RTI Act, 2005; titles use the Act's wording for each item.
 */
const DISCLOSURES: readonly [slug: string, title: string, hindiTitle: string, source: DisclosureSource][] = [
  [
    'particulars-of-organization',
    'Particulars of Organisation, Functions and Duties',
    'संगठन, कार्य और कर्तव्यों का विवरण',
    'text',
  ],
  ['powers-duties', 'Powers and Duties of Officers and Employees', 'अधिकारियों और कर्मचारियों की शक्तियाँ और कर्तव्य', 'text'],
  ['procedure-followed', 'Procedure Followed in the Decision-Making Process', 'निर्णय लेने की प्रक्रिया', 'text'],
  ['norms', 'Norms Set for the Discharge of Functions', 'कार्यों के निर्वहन के लिए निर्धारित मानदंड', 'text'],
  [
    'rules-regulations-instructions',
    'Rules, Regulations, Instructions, Manuals and Records',
    'नियम, विनियम, निर्देश, नियमावली और अभिलेख',
    'text',
  ],
  [
    'statement-of-categories',
    'Statement of the Categories of Documents Held',
    'धारित दस्तावेज़ों की श्रेणियों का विवरण',
    'text',
  ],
  [
    'particulars-of-any-arrangement',
    'Arrangements for Consultation with the Public',
    'जनता से परामर्श की व्यवस्था',
    'text',
  ],
  [
    'statements',
    'Statement of Boards, Councils, Committees and Other Bodies',
    'बोर्डों, परिषदों, समितियों और अन्य निकायों का विवरण',
    'text',
  ],
  [
    'directory-of-officers-employees',
    'Directory of Officers and Employees',
    'अधिकारियों और कर्मचारियों की निर्देशिका',
    'server',
  ],
  [
    'monthly-remuneration',
    'Monthly Remuneration of Officers and Employees',
    'अधिकारियों और कर्मचारियों का मासिक पारिश्रमिक',
    'pdf',
  ],
  ['budget-allotment', 'Budget Allotment', 'बजट आवंटन', 'table'],
  ['manner-of-execution', 'Manner of Execution of Subsidy Programmes', 'सब्सिडी कार्यक्रमों के निष्पादन का तरीका', 'text'],
  [
    'particulars-of-recipients',
    'Particulars of Recipients of Concessions, Permits or Authorisations',
    'रियायतों, परमिटों या प्राधिकारों के प्राप्तकर्ताओं का विवरण',
    'text',
  ],
  [
    'details-in-respect-of-information-available',
    'Information Available in Electronic Form',
    'इलेक्ट्रॉनिक रूप में उपलब्ध सूचना',
    'text',
  ],
  [
    'particulars-of-facilities',
    'Facilities Available to Citizens for Obtaining Information',
    'सूचना प्राप्त करने के लिए नागरिकों को उपलब्ध सुविधाएँ',
    'text',
  ],
  ['public-information-officers', 'Public Information Officers', 'लोक सूचना अधिकारी', 'text'],
  ['faqs', 'FAQs', 'अक्सर पूछे जाने वाले प्रश्न', 'text'],
];

export const PROACTIVE_DISCLOSURE_PAGES: readonly DisclosurePage[] = DISCLOSURES.map(
  ([slug, title, hindiTitle, source]) => ({
    slug,
    title,
    hindiTitle,
    path: `${DISCLOSURE_BASE}/${slug}`,
    source,
    body: PLACEHOLDER,
  }),
);
