import { BOOKING_LIMITS, type BookingLimit, type BookingWindowItem } from '@seedcorp/contracts';
import { DASHBOARD_SCREENS } from '../routes';

type NamedWindow = Pick<BookingWindowItem, 'season' | 'cropName'>;
const named = (window: NamedWindow) => `${window.cropName.en}, ${window.season}`;

/** The booking windows screen's words; its heading, create action and list states are its screen's (`routes.ts`). */
export const BOOKING_WINDOWS_TEXTS = {
  intro:
    'A booking window lets farmers book seed of one crop for a season on the site, between its dates, at the sale counters chosen, up to its limit. Closing a window stops new bookings at once; bookings already made stay, to be collected.',
  caption: 'Booking windows',
  headings: [
    'Season',
    'Crop',
    'Dates',
    'Sale counters',
    'Limit per farmer',
    'Days to collect',
    'No-show rule',
    'Status',
    'Actions',
  ],
  dates: (from: string, to: string) => `${from} to ${to}`,
  limit: (limit: BookingLimit) =>
    limit.kind === 'bags'
      ? `${limit.bags} ${limit.bags === 1 ? 'bag' : 'bags'} in the season`
      : `${limit.kgPerAcre} kg per acre, up to ${limit.maxAcres} acres`,
  noShow: (count: number | null) => (count === null ? 'None' : `No booking after ${count} not collected`),
  status: { open: 'Open', closed: 'Closed', later: 'Opens later', over: 'Over' },
  edit: 'Edit',
  close: 'Close window',
  /** Read after each row's button word, so that every button has a name of its own. */
  target: (window: NamedWindow) => ` ${named(window)}`,
  confirmClose: (window: NamedWindow) =>
    `Close booking of ${named(window)} now? Farmers can no longer book in it; bookings already made stay, to be collected.`,
  closeFailed: 'The booking window could not be closed.',
  form: {
    createTitle: DASHBOARD_SCREENS.bookingWindows.list.createLabel,
    editTitle: (window: NamedWindow) => `Edit booking window: ${named(window)}`,
    season: 'Season',
    crop: 'Crop',
    chooseCrop: 'Choose a crop',
    opensOn: 'Opens on',
    closesOn: 'Closes on (its last day)',
    counters: 'Sale counters',
    countersHint: 'Farmers book at these counters and collect their seed there.',
    loadingCounters: 'Loading the sale counters…',
    countersFailed: 'The sale counters could not be loaded.',
    closedCounter: 'closed',
    limitKind: 'Limit per farmer',
    limitKinds: {
      bags: 'Bags per farmer in the season',
      perAcre: 'Kg per acre sown, up to a number of acres',
    },
    maxBags: 'Bags per farmer',
    kgPerAcre: 'Kg per acre',
    maxAcres: 'Maximum acres',
    collectWithinDays: 'Days to collect',
    collectWithinDaysHint: `Days a farmer has to collect the seed after booking, from 1 to ${BOOKING_LIMITS.collectWithinDaysMax}.`,
    noShowLimit: 'No-show limit (optional)',
    noShowLimitHint:
      'A farmer with this many bookings not collected in the season may not book again in it. Leave empty for no such rule.',
    rules: 'What farmers will read',
    create: 'Open window',
    update: 'Save changes',
    failed: 'The booking window could not be saved.',
  },
};
