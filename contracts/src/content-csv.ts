import { CsvError, parse, type Options } from 'csv-parse/browser/esm/sync';
import {
  CONTENT_MESSAGES,
  CONTENT_PLACEHOLDER,
  type CellProblem,
  type CellValue,
  type ContentColumn,
  type ContentRow,
} from './content';

/** Marks a CSV file as UTF-8 for spreadsheets that would otherwise read Hindi text in a legacy code page. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** A text column's Hindi wording travels in a column of its own, named after the English header. */
export const hindiHeader = (column: ContentColumn) => `${column.header.en} (Hindi)`;

/**
 * Delimited text as spreadsheets write it and people type it: quoted cells may hold the delimiter, line breaks and
 * doubled quotation marks; a quotation mark inside an unquoted cell is text; spaces before a cell are not part of
 * it (so `Wheat, "HD 2967, late"` is two cells); any of the three line endings ends a line, mixed in one file or not.
 */
const READ_AS_SPREADSHEETS_WRITE = {
  bom: true,
  ltrim: true,
  relax_quotes: true,
  relax_column_count: true,
  record_delimiter: ['\r\n', '\n', '\r'],
} satisfies Options;

/**
 * Splits delimited text into lines of cells. A byte-order mark and blank lines are skipped. A quotation mark left
 * open swallows the rest of the text, so no line after it can be trusted: the answer is then the line its row
 * begins on.
 */
export function parseDelimited(text: string, delimiter: string): { lines: string[][]; unclosedAt?: number } {
  const lines: string[][] = [];
  // Counted from the cells rather than taken from the parser, which counts a CRLF inside a quoted cell as two lines.
  let linesRead = 0;
  try {
    parse(text, {
      ...READ_AS_SPREADSHEETS_WRITE,
      delimiter,
      // Gathered here rather than returned, so the lines read before an unclosed quote are kept too.
      on_record: (cells: string[]) => {
        linesRead += 1 + cells.reduce((breaks, cell) => breaks + cell.split('\n').length - 1, 0);
        if (cells.length > 1 || cells[0].trim() !== '') lines.push(cells);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') return { lines, unclosedAt: linesRead + 1 };
    throw error;
  }
  return { lines };
}

/** Tab-separated when the header line holds a tab (a paste from a spreadsheet), comma-separated otherwise. */
export function delimiterOf(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return firstLine.includes('\t') ? '\t' : ',';
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A typed cell from its text: figures lose Indian digit grouping and a leading 'Rs'; words stay as written. An import
 * and the admin grid read typed text alike.
 */
export function cellFromText(column: ContentColumn, text: string): CellValue | null {
  const value = text.trim();
  if (value === '') return null;
  if (value === CONTENT_PLACEHOLDER || column.words?.includes(value)) return value;
  if (column.type === 'rupees' || column.type === 'quantity' || column.type === 'whole') {
    const figure = value.replace(/^(rs\.?|₹)\s*/i, '').replace(/,/g, '');
    return NUMBER.test(figure) ? Number(figure) : value;
  }
  return value;
}

const normalHeader = (header: string) => header.trim().replace(/\s+/g, ' ').toLowerCase();

interface HeaderSlot {
  column: ContentColumn;
  hindi: boolean;
}

/**
 * Rows from pasted or uploaded text whose first line names the columns (by English or Hindi header, or key);
 * columns it leaves out stay empty. Problems name the data line as a row (1-based, below the header); the rows
 * themselves are checked against the columns by `checkRows`.
 */
export function rowsFromDelimited(
  columns: readonly ContentColumn[],
  text: string,
): { rows: ContentRow[]; problems: CellProblem[] } {
  const { lines, unclosedAt } = parseDelimited(text, delimiterOf(text));
  if (unclosedAt !== undefined) {
    const row = Math.max(1, unclosedAt - 1);
    return {
      rows: [],
      problems: [{ row, message: CONTENT_MESSAGES.row(row, CONTENT_MESSAGES.problems.unclosedQuote) }],
    };
  }
  const [header = [], ...data] = lines;
  const problems: CellProblem[] = [];
  const slots: (HeaderSlot | undefined)[] = header.map((name) => {
    const wanted = normalHeader(name);
    if (wanted === '') return undefined;
    for (const column of columns) {
      if ([column.key, column.header.en, column.header.hi].some((candidate) => normalHeader(candidate) === wanted)) {
        return { column, hindi: false };
      }
      if (column.type === 'text' && normalHeader(hindiHeader(column)) === wanted) return { column, hindi: true };
    }
    problems.push({ row: 0, message: CONTENT_MESSAGES.problems.unknownHeader(name.trim()) });
    return undefined;
  });
  if (problems.length > 0) return { rows: [], problems };
  if (data.length === 0) return { rows: [], problems: [{ row: 0, message: CONTENT_MESSAGES.csvEmpty }] };

  const rows = data.map((cells, index) => {
    if (cells.length > header.length) {
      problems.push({
        row: index + 1,
        message: CONTENT_MESSAGES.row(index + 1, CONTENT_MESSAGES.problems.cellCount(cells.length, header.length)),
      });
    }
    const row: ContentRow = {};
    const hindi = new Map<string, string>();
    cells.forEach((cell, position) => {
      const slot = slots[position];
      if (!slot) return;
      const text = textCellFromSpreadsheet(cell);
      if (slot.hindi) {
        if (text.trim() !== '') hindi.set(slot.column.key, text.trim());
        return;
      }
      row[slot.column.key] = cellFromText(slot.column, text);
    });
    for (const [key, hi] of hindi) {
      const en = row[key];
      row[key] = { en: typeof en === 'string' ? en : '', hi };
    }
    return row;
  });
  return { rows, problems };
}

const FIELD_NEEDS_QUOTES = /[",\n\r\t]|^\s|\s$/;
const quoted = (text: string) => (FIELD_NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** One line of CSV: each cell quoted where a spreadsheet needs it. */
export const csvLine = (cells: readonly string[]): string => cells.map(quoted).join(',');

/**
 * A spreadsheet runs a cell that begins with one of these as a formula (CSV injection); behind a leading apostrophe
 * it shows the text as written. Apostrophes already in front of one are doubled, so reading back removes exactly
 * the one an export added.
 */
const READ_AS_FORMULA = /^'*[=+\-@\t\r]/;
export const textCellForSpreadsheet = (text: string): string => (READ_AS_FORMULA.test(text) ? `'${text}` : text);
const textCellFromSpreadsheet = (text: string) =>
  text.startsWith("'") && READ_AS_FORMULA.test(text.slice(1)) ? text.slice(1) : text;

/** A cell's English and Hindi as CSV text; figures stay figures, words are kept from being read as formulas. */
function cellText(value: CellValue | null | undefined): { en: string; hi: string } {
  if (value === undefined || value === null) return { en: '', hi: '' };
  if (typeof value === 'number') return { en: String(value), hi: '' };
  if (typeof value === 'object') {
    return { en: textCellForSpreadsheet(value.en), hi: value.hi ? textCellForSpreadsheet(value.hi) : '' };
  }
  return { en: textCellForSpreadsheet(value), hi: '' };
}

/**
 * The rows as comma-separated text with a header line of English headers; a text column some row gives a Hindi
 * wording is followed by its Hindi column. `rowsFromDelimited` reads it back to the same rows.
 */
export function rowsToCsv(columns: readonly ContentColumn[], rows: readonly ContentRow[]): string {
  const withHindi = new Set(
    columns.filter((column) => rows.some((row) => cellText(row[column.key]).hi !== '')).map((column) => column.key),
  );
  const header = columns.flatMap((column) =>
    withHindi.has(column.key) ? [column.header.en, hindiHeader(column)] : [column.header.en],
  );
  const lines = rows.map((row) =>
    columns.flatMap((column) => {
      const text = cellText(row[column.key]);
      return withHindi.has(column.key) ? [text.en, text.hi] : [text.en];
    }),
  );
  return [header, ...lines].map(csvLine).join('\r\n') + '\r\n';
}
