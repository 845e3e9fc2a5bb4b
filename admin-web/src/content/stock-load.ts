import { STOCK_LOAD_COLUMNS, type StockLoadResult } from '@seedcorp/contracts';
import { DASHBOARD_SCREENS } from '../routes';

/** The stock load screen's words. */
export const STOCK_LOAD_TEXTS = {
  title: DASHBOARD_SCREENS.stockLoad.sidebar,
  intro:
    'Set the bags on hand of many lines at once from a CSV file, for instance after a stock count. A file is applied whole or not at all: if any row has a problem, nothing changes and each problem is listed by its row.',
  download: {
    heading: 'Start from the current stock',
    intro: `Download the stock as it is now, in the file's columns (${STOCK_LOAD_COLUMNS.join(', ')}), to edit the bags and load it back. A counter is named by its key, as the sale counters screen shows it.`,
    counter: 'Sale counter',
    allCounters: 'All counters',
    season: 'Season',
    submit: 'Download CSV',
    reading: (done: number, total: number) => `Reading the stock: ${done} of ${total} counters…`,
    failed: 'The stock could not be read for the download.',
    countersFailed: 'The counters could not be loaded.',
  },
  load: {
    heading: 'Load a file',
    intro:
      'Each row gives the bags counted on hand for one line; a line not kept yet is added. Every change is recorded as a correction, with your name.',
    file: 'CSV file (up to 1 MB)',
    wrongType: 'Choose a CSV file of stock (.csv), as a spreadsheet saves it.',
    submit: 'Load stock',
    sending: 'Loading…',
    refused: 'Nothing was loaded. Correct these rows and load the whole file again:',
    result: (result: StockLoadResult) =>
      `${result.rows} ${result.rows === 1 ? 'row' : 'rows'} read; ${result.changed} ${result.changed === 1 ? 'line' : 'lines'} changed.`,
    failed: 'The file could not be loaded.',
  },
};
