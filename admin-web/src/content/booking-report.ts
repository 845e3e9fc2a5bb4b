import { DASHBOARD_SCREENS } from '../routes';

/** The bookings report's words; its heading is its sidebar entry (`routes.ts`). */
export const BOOKING_REPORT_TEXTS = {
  title: DASHBOARD_SCREENS.bookingReport.sidebar,
  intro:
    'Bookings made on the site, by sale counter, day of booking, variety and state, for the dates chosen. A counter operator sees their own counters. The CSV holds the same rows, for a spreadsheet.',
  filters: 'Report choices',
  from: 'From',
  to: 'To',
  counter: 'Sale counter',
  allCounters: 'Every counter',
  state: 'State',
  allStates: 'Every state',
  show: 'Show',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  loading: 'Loading the report…',
  loadFailed: 'The bookings report could not be loaded.',
  exportFailed: 'The bookings report could not be exported.',
  empty: 'No bookings were made in these dates.',
  caption: 'Bookings by counter, day, variety and state',
  headings: ['Day booked', 'Sale counter', 'Crop', 'Variety', 'State', 'Bookings', 'Bags'],
  totals: 'Totals',
  totalsCaption: 'Totals by state',
  totalsHeadings: ['State', 'Bookings', 'Bags'],
};
