import { PLACEHOLDER } from './content-types';
import { HISTORY } from './organisation';

export interface DocumentLink {
  label: string;
  href: string;
  /** Size in bytes, when known. */
  bytes: number | null;
}

export interface ExternalPortalLink {
  label: string;
  href: string;
}

export interface HomeContent {
  aboutSummary: string[];
  /** Internal pages of the Quick Links card, labelled by their route titles. */
  quickLinks: string[];
  /** The two policies bundled as PDFs. */
  policyLinks: DocumentLink[];
  /** The 'Others' card: image links to the citizen-engagement portal. */
  otherLinks: ExternalPortalLink[];
}

export const HOME: HomeContent = {
  aboutSummary: [
    `The corporation was set up in ${HISTORY.yearSetUp} under the ${HISTORY.act}, ${HISTORY.purpose}.`,
    'It runs six seed processing plants (Umri, Hisar, Sirsa, Yamuna Nagar, Tohana and Pataudi), a vegetable seed plant at Umri, a marketing centre at Bhiwani, a cotton ginning and delinting factory at Hisar and a seed testing laboratory at Umri, and sells seed through 74 sale counters and institutional agencies.',
  ],
  quickLinks: [
    '/internal-complaint-committee',
    '/audit-cell',
    '/quality-control',
    '/agreements',
    '/rti',
    '/services',
    '/administration/anti-stubble-buring-campaign',
  ],
  policyLinks: [
    // The bundled policy PDFs (and so their sizes) are to be supplied by the corporation: until then the links name no size.
    { label: 'CSR Policy', href: '/documents/csr-policy.pdf', bytes: null },
    { label: 'Vigil Mechanism Policy', href: '/documents/vigil-mechanism-policy.pdf', bytes: null },
  ],
  otherLinks: [
    // The four portal links, their addresses and pictures are to be supplied by the corporation.
    { label: `Citizen engagement portal 1: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
    { label: `Citizen engagement portal 2: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
    { label: `Citizen engagement portal 3: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
    { label: `Citizen engagement portal 4: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
  ],
};
