export interface SiteContent {
  /** PLACEHOLDER: the corporation's official name is to be confirmed by the corporation. */
  name: string;
  tagline: string;
  copyrightYear: number;
  lastUpdated: string;
}

export const SITE: SiteContent = {
  name: 'State Seed Corporation',
  tagline: 'Certified seed for the farmers of the state',
  copyrightYear: 2017,
  lastUpdated: '11/04/2025',
};
