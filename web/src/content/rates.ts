import { PLACEHOLDER, type LinkItem, type Placeholder } from './content-types';

/**
 * The prose of the seed rate pages. The rates themselves are rate lists the corporation publishes each season
 * through the content service (`SITE_TABLES` names them), so no rate figure is part of the site's code.
 */

/** The Kharif vegetable rate page is incomplete in the material the corporation supplied. */
export const KHARIF_VEGETABLE_RATES: Placeholder = PLACEHOLDER;

export const WHERE_SEED_IS_SOLD: readonly string[] = [
  "The corporation's own sale counters",
  "Farmers' service centres of an agro industries corporation",
  'Mini banks',
  'Cooperative societies of a state federation',
  "Farmers' service centres of a land resources development corporation",
];

export const WHERE_SEED_IS_SOLD_HEADING = 'Where seed is sold';

export const SALE_COUNTERS_LINK: LinkItem = { title: 'Sale counters', path: '/marketing/sale-counters' };
