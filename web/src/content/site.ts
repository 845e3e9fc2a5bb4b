export interface SiteContent {
  /** PLACEHOLDER: the corporation's official name is to be confirmed by the corporation. */
  name: string;
  tagline: string;
  copyrightYear: number;
  lastUpdated: string;
  /** PLACEHOLDER: the header's logos are to be supplied by the corporation; each shows a marked placeholder. */
  logos: { id: string; alt: string }[];
  /** Links of the side panel on every page. */
  sidePanelLinks: string[];
}

export const SITE: SiteContent = {
  name: 'State Seed Corporation',
  tagline: 'Certified seed for the farmers of the state',
  copyrightYear: 2017,
  lastUpdated: '11/04/2025',
  logos: [
    { id: 'corporation', alt: 'Logo of the corporation (placeholder)' },
    { id: 'state', alt: 'Logo of the State Government (placeholder)' },
  ],
  sidePanelLinks: [
    '/latest-news',
    '/tenders',
    '/photo-gallery',
    '/directory/directors',
    '/rti/list-of-authorities',
    '/rti/proactive-disclouser/directory-of-officers-employees',
    '/feedback',
  ],
};
