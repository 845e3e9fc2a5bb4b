import {
  csvLine,
  STOCK_LIMITS,
  STOCK_MESSAGES,
  STOCK_LOAD_COLUMNS,
  textCellForSpreadsheet,
  type StockLineItem,
  type StockLoadProblems,
} from '@seedcorp/contracts';
import { ApiRequestError } from '../api/api-client';
import type { FileRule } from '../ui/file-rules';
import { STOCK_LOAD_TEXTS } from '../../content/stock-load';

/**
 * The lines as a stock file in exactly the load's columns, a row per line: a starting file to edit and load back.
 * Text that a spreadsheet would run as a formula is written behind an apostrophe, as every export of the admin
 * area writes it.
 */
export function stockCsv(lines: readonly StockLineItem[]): string {
  const rows = lines.map((line) => [
    ...[line.counterKey, line.season, line.crop, line.variety.en, line.seedClass].map(textCellForSpreadsheet),
    String(line.bagKg),
    String(line.bags),
  ]);
  return [[...STOCK_LOAD_COLUMNS], ...rows].map(csvLine).join('\r\n') + '\r\n';
}

/** `stock-rabi-2026-27-all-counters.csv`, or the counter's key in place of `all-counters`. */
export const stockFileName = (season: string, counterKey?: string): string =>
  `stock-${season.toLowerCase().replace(/\s+/g, '-')}-${counterKey ?? 'all-counters'}.csv`;

/** What the stock load takes: a CSV file (or tab-separated text) of at most the load's size. */
export const STOCK_FILE_RULE: FileRule = {
  extensions: ['csv', 'txt', 'tsv'],
  mimeTypes: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', 'text/tab-separated-values'],
  maxBytes: STOCK_LIMITS.loadBytes,
  invalidTypeMessage: STOCK_LOAD_TEXTS.load.wrongType,
  tooLargeMessage: STOCK_MESSAGES.loadFileTooLarge,
};

/** The rows a refused load names, each with its problem; none for any other failure. */
export function loadProblems(error: unknown): StockLoadProblems['problems'] {
  if (!(error instanceof ApiRequestError) || error.httpStatus !== 400) return [];
  const problems = (error.data as Partial<StockLoadProblems> | undefined)?.problems;
  return Array.isArray(problems) ? problems : [];
}
