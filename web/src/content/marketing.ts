import { PLACEHOLDER, type LinkItem, type Placeholder } from './content-types';

/** /marketing/offices: the page's own content is not yet supplied; the offices it concerns are listed elsewhere. */
export const MARKETING_OFFICES_TEXT: string | Placeholder = PLACEHOLDER;

export const MARKETING_OFFICES_LINKS: readonly LinkItem[] = [
  { title: 'Regional offices', path: '/directory/regional-offices' },
  { title: 'Sale counters', path: '/marketing/sale-counters' },
];

export const MARKETING_OFFICES_LINKS_HEADING = 'See also';
