import type { NotificationLocation } from '@seedcorp/contracts';

/** A policy the corporation publishes as a PDF in its own notification section; the link opens the latest. */
export interface PolicyDocument {
  label: string;
  location: NotificationLocation;
}

export interface HomeContent {
  /** Internal pages of the Quick Links card, labelled by their route titles. */
  quickLinks: string[];
  /** The two policy PDFs of the Quick Links card. */
  policyDocuments: PolicyDocument[];
}

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
};
