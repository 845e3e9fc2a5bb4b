/**
 * The prose of /marketing/sale-counters. The counters themselves (unit, name, official, phone, address) are a
 * table the corporation keeps current in the content service.
 */

/** The site gives two readings of the network's size; both are kept. */
export const SALE_COUNTER_COUNTS = {
  aboutAndHomeText: 74,
  saleCountersList: 79,
} as const;

export const ALSO_SOLD_THROUGH = 'Institutional agencies';

export const ALSO_SOLD_THROUGH_TEXT = `The corporation also sells seed through ${ALSO_SOLD_THROUGH.toLowerCase()}.`;
