import type { NotificationLocation } from '@seedcorp/contracts';
import { PLACEHOLDER } from './content-types';
import { HISTORY } from './organisation';

/** A policy the corporation publishes as a PDF in its own notification section; the link opens the latest. */
export interface PolicyDocument {
  label: string;
  location: NotificationLocation;
}

export interface ExternalPortalLink {
  label: string;
  href: string;
}

export interface HomeContent {
  aboutSummary: string[];
  /** Internal pages of the Quick Links card, labelled by their route titles. */
  quickLinks: string[];
  /** The two policy PDFs of the Quick Links card. */
  policyDocuments: PolicyDocument[];
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
  policyDocuments: [
    { label: 'CSR Policy', location: 'CSR Policy' },
    { label: 'Vigil Mechanism Policy', location: 'Vigil Mechanism Policy' },
  ],
  otherLinks: [
    // The four portal links, their addresses and pictures are to be supplied by the corporation.
    { label: `Citizen engagement portal 1: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
    { label: `Citizen engagement portal 2: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
    { label: `Citizen engagement portal 3: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
    { label: `Citizen engagement portal 4: ${PLACEHOLDER}`, href: 'https://www.example.org/' },
  ],
};
