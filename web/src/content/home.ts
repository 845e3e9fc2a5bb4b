export interface HomeContent {
  /** Internal pages of the Quick Links card, labelled by their route titles. */
  quickLinks: string[];
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
};
