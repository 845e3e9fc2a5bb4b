import { delimiterOf, parseDelimited } from './content-csv';
import { firstBrokenRule } from './form-rules';
import {
  STOCK_CHANGE_RULES,
  STOCK_LIMITS,
  STOCK_LOAD_COLUMNS,
  STOCK_MESSAGES,
  type SeedClass,
  type StockLoadProblems,
} from './stock';

/** One row of a stock load as read: the line it names and the bags counted on it. */
export interface StockLoadRow {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  counterKey: string;
  season: string;
  crop: string;
  variety: string;
  seedClass: SeedClass;
  bagKg: number;
  bags: number;
}

/** What a spreadsheet would run as a formula (OWASP's CSV injection list). */
const FORMULA_START = /^[=+\-@\t\r]/;
const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const TEXT_COLUMNS = 5;

const normalHeader = (cell: string) => cell.trim().toLowerCase();
/** A figure as written, or the text itself, which the rules then refuse in their own words. */
const figure = (cell: string, pattern: RegExp): unknown => (pattern.test(cell) ? Number(cell) : cell);

/**
 * Reads a stock load's text: every row checked for its form (cells, formulas, the season, crop, class, bag size
 * and bags by the rules of a single change), each problem named by its row. The service then checks what only it
 * knows (the counter, the published variety, a line given twice); nothing is applied unless no row has a problem.
 */
export function readStockLoad(text: string): { rows: StockLoadRow[] } | StockLoadProblems {
  const refused = (row: number, problem: string): StockLoadProblems => ({
    problems: [{ row, message: STOCK_MESSAGES.loadRow(row, problem) }],
  });
  const { lines, unclosedAt } = parseDelimited(text, delimiterOf(text));
  if (unclosedAt !== undefined) return refused(unclosedAt, STOCK_MESSAGES.loadUnclosedQuote);
  const [header = [], ...data] = lines;
  const named = header.map(normalHeader);
  if (named.length !== STOCK_LOAD_COLUMNS.length || STOCK_LOAD_COLUMNS.some((column, at) => named[at] !== column)) {
    return refused(1, STOCK_MESSAGES.loadHeader);
  }
  if (data.length === 0) return { problems: [{ row: 1, message: STOCK_MESSAGES.loadEmpty }] };
  if (data.length > STOCK_LIMITS.loadRows) return { problems: [{ row: 1, message: STOCK_MESSAGES.loadTooLarge }] };

  const rows: StockLoadRow[] = [];
  const problems: StockLoadProblems['problems'] = [];
  data.forEach((cells, index) => {
    const row = index + 2;
    const problem = (message: string) => problems.push({ row, message: STOCK_MESSAGES.loadRow(row, message) });
    if (cells.length !== STOCK_LOAD_COLUMNS.length) return problem(STOCK_MESSAGES.loadCells);
    const trimmed = cells.map((cell) => cell.trim());
    // The figures are read as figures below: a negative one is refused as a figure, not as a formula.
    if (cells.slice(0, TEXT_COLUMNS).some((cell) => FORMULA_START.test(cell) || FORMULA_START.test(cell.trim()))) {
      return problem(STOCK_MESSAGES.loadFormula);
    }
    const [counterKey, season, crop, variety, seedClass, bagKg, bags] = trimmed;
    const change = {
      counterKey,
      season,
      crop,
      variety,
      seedClass,
      bagKg: figure(bagKg, DECIMAL),
      reason: 'correction',
      bags: figure(bags, WHOLE),
      baseVersion: 0,
    };
    const broken = firstBrokenRule(STOCK_CHANGE_RULES, change, 'create');
    if (broken) return problem(broken);
    rows.push({
      row,
      counterKey,
      season,
      crop,
      variety,
      seedClass: seedClass as SeedClass,
      bagKg: change.bagKg as number,
      bags: change.bags as number,
    });
  });
  return problems.length ? { problems } : { rows };
}
