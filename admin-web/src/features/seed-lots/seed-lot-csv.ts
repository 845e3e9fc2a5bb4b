import {
  csvLine,
  SEED_LOT_COLUMNS,
  SEED_LOT_LIMITS,
  SEED_LOT_MESSAGES,
  type SeedLotLoadProblem,
  type SeedLotLoadProblems,
} from '@seedcorp/contracts';
import { SEED_LOTS_TEXTS } from '../../content/seed-lots';
import { ApiRequestError } from '../api/api-client';
import type { FileRule } from '../ui/file-rules';

/** A file to fill in: the load's columns in their usual order, and no rows. */
export const seedLotTemplateCsv = (): string => `${csvLine(Object.values(SEED_LOT_COLUMNS))}\r\n`;

/** What the load takes: a CSV file (or tab-separated text) of at most the load's size. */
export const SEED_LOT_FILE_RULE: FileRule = {
  extensions: ['csv', 'txt', 'tsv'],
  mimeTypes: ['text/csv', 'application/csv', 'application/vnd.ms-excel', 'text/plain', 'text/tab-separated-values'],
  maxBytes: SEED_LOT_LIMITS.loadBytes,
  invalidTypeMessage: SEED_LOTS_TEXTS.load.wrongType,
  tooLargeMessage: SEED_LOT_MESSAGES.loadFileTooLarge,
};

/** The rows a refused load names, each with its problem; none for any other failure. */
export function loadProblems(error: unknown): SeedLotLoadProblem[] {
  if (!(error instanceof ApiRequestError) || error.httpStatus !== 400) return [];
  const problems = (error.data as Partial<SeedLotLoadProblems> | undefined)?.problems;
  return Array.isArray(problems) ? problems : [];
}

/** A problem's own words, without the row and column its message begins with (the table shows them apart). */
export function problemText(problem: SeedLotLoadProblem): string {
  const lead = SEED_LOT_MESSAGES.loadRow(problem.row, problem.column, '');
  return problem.message.startsWith(lead) ? problem.message.slice(lead.length) : problem.message;
}
