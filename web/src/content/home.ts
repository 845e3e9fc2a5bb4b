import type { NotificationLocation } from '@seedcorp/contracts';
import { PLACEHOLDER } from './content-types';

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
  /** Internal pages of the Quick Links card, labelled by their route titles. */
  quickLinks: string[];
  /** The two policy PDFs of the Quick Links card. */
  policyDocuments: PolicyDocument[];
  /** The 'Others' card: image links to the citizen-engagement portal. */
  otherLinks: ExternalPortalLink[];
}

/** Spec 2.2: the 'Others' card holds four image links to the portal. */
const CITIZEN_PORTAL_LINK_COUNT = 4;

export const HOME: HomeContent = {
  quickLinks: [
    '/internal-complaint-committee',
    '/audit-cell',
    '/quality-control',
    '/agreements',
    '/rti',
    '/services',
    '/administration/anti-stubble-buring-campaign',
  ],
  // Each policy is published in a notification section named as its link reads.
  policyDocuments: (['CSR Policy', 'Vigil Mechanism Policy'] as const).map((location) => ({
    label: location,
    location,
  })),
  // The four portal links, their addresses and pictures are to be supplied by the corporation.
  otherLinks: Array.from({ length: CITIZEN_PORTAL_LINK_COUNT }, (_, index) => ({
    label: `Citizen engagement portal ${index + 1}: ${PLACEHOLDER}`,
    href: 'https://www.example.org/',
  })),
};
