import type { DraftWorkflow, PublishReason } from './content-workflow';
import type { HindiReview } from './pages';

/**
 * The tables farmers read (seed rates, sale counters, varieties ...) as typed data: the content service stores
 * them and checks every saved row against its table's columns; the public pages and the admin grid read the same
 * shapes.
 */

/**
 * The one marker for every fact the corporation has not yet supplied (the public site's own `PLACEHOLDER`).
 * Any cell may hold it, whatever its column's type, so a missing figure is never replaced by a guess.
 */
export const CONTENT_PLACEHOLDER = 'To be confirmed by the corporation';

/**
 * When the seeded words and tables are dated: the site's "last updated" date as the spec states it (11/04/2025, in
 * India). Until an administrator publishes, a page and the footer show that date, not the day the seeds were loaded.
 */
export const SEEDED_CONTENT_DATE = '2025-04-11T00:00:00+05:30';

export const COLUMN_TYPES = ['text', 'rupees', 'quantity', 'whole', 'date', 'phone', 'email', 'link'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface Bilingual {
  en: string;
  hi: string;
}

export interface ContentColumn {
  /** The cell's name in each row. */
  key: string;
  header: Bilingual;
  type: ColumnType;
  /** What a quantity is counted in, e.g. 'kg per acre'. */
  unit?: string;
  required: boolean;
  /** Stated words a cell may hold instead of a value: 'No subsidy' is a fact, distinct from a subsidy of Rs 0. */
  words?: string[];
  /** Shown first when a phone lays each row out as a card (a rate list's variety and the farmer's rate). */
  lead?: boolean;
}

/** A text cell may carry its Hindi wording beside the English. */
export interface BilingualText {
  en: string;
  hi?: string;
}

/**
 * A note under a table (a source, a unit, a condition) is worded as a text cell is: plain English, or its Hindi
 * wording beside the English. Notes stored before they could carry Hindi are plain strings and stay valid.
 */
export type TableNote = string | BilingualText;

/** Numbers for rupees, quantities and whole numbers; text for the rest (dates as YYYY-MM-DD). */
export type CellValue = string | number | BilingualText;
/** One row: a cell per column key; an optional cell may be left out, null or empty. */
export type ContentRow = Record<string, CellValue | null>;

/** A rate list is published for a season from a date; publishing the next list keeps the earlier ones. */
export const TABLE_KINDS = ['table', 'rateList'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export interface ContentTableDefinition {
  key: string;
  /** The public page the table appears on, e.g. '/marketing/rabi-seeds'. */
  page: string;
  caption: Bilingual;
  kind: TableKind;
  columns: ContentColumn[];
}

/** What one version of a table holds: its ordered rows, its notes and, for a rate list, its season and date. */
export interface TableContent {
  rows: ContentRow[];
  notes: TableNote[];
  /** Rate lists only, e.g. 'Rabi 2025-26'. */
  season?: string;
  /** Rate lists only: the date (YYYY-MM-DD) the rates apply from; null where the corporation has not stated it. */
  effectiveFrom?: string | null;
}

export interface PublishedVersion extends TableContent {
  version: number;
  publishedAt: string;
  /** The earlier version this one was restored from. */
  restoredFrom?: number;
}

export interface DraftVersion extends TableContent {
  /** The number every save based on this draft sends as `baseVersion`; it becomes the published version's. */
  version: number;
  savedAt: string;
  /** The published version it was restored from. */
  restoredFrom?: number;
  hindiReview: HindiReview;
}

/** `web/getTable`: the table as the public page shows it, the latest published version. */
export interface PublicContentTable extends ContentTableDefinition, PublishedVersion {}

/**
 * `web/getTables`: every table that has a published version, in the site's order, with that version's number, date
 * and (for a rate list) terms, without its rows: the open-data catalogue and the rate-list feed start from it.
 */
export interface PublishedTableSummary extends ContentTableDefinition, VersionSummary {}

/** `web/getRateLists`: an earlier published list of a rate table, newest first. */
export interface EarlierRateList extends PublishedVersion {
  season: string;
  effectiveFrom: string | null;
}

/**
 * A rate list's versions, newest first, reduced to the newest of each season and date: the first is the current
 * list, the rest the earlier lists the page shows (a correction published within a list is not an earlier list).
 */
export function latestOfEachRateList<T extends { season?: string | null; effectiveFrom?: string | null }>(
  newestFirst: readonly T[],
): T[] {
  const seen = new Set<string>();
  return newestFirst.filter((version) => {
    const terms = JSON.stringify([version.season ?? '', version.effectiveFrom ?? null]);
    if (seen.has(terms)) return false;
    seen.add(terms);
    return true;
  });
}

export interface VersionSummary {
  version: number;
  publishedAt: string;
  season?: string;
  effectiveFrom?: string | null;
}

/** Admin `getTable`: the published table, the draft being edited and every version that can be restored. */
export interface AdminContentTable extends ContentTableDefinition {
  published: (PublishedVersion & { hindiReview: HindiReview }) | null;
  draft: DraftVersion | null;
  /** Every published version, newest first. */
  versions: VersionSummary[];
  /** What a save, publish or restore sends as `baseVersion` now: the draft's version, or the published one. */
  currentVersion: number;
  workflow: DraftWorkflow;
}

export interface AdminTableSummary extends ContentTableDefinition {
  published: VersionSummary | null;
  draft: { version: number; savedAt: string } | null;
  currentVersion: number;
  /** The state of the Hindi of the draft, or of the published version when there is no draft. */
  hindiReview: HindiReview;
}

/** Admin `getAll`: the tables grouped by the page they appear on. */
export interface ContentPageGroup {
  page: string;
  tables: AdminTableSummary[];
}

export interface TableKeyRequest {
  key: string;
}

export interface SaveDraftRequest {
  key: string;
  baseVersion: number;
  rows: ContentRow[];
  notes: TableNote[];
  season?: string;
  effectiveFrom?: string | null;
  /** Left out, the table keeps the state its Hindi has. */
  hindiReview?: HindiReview;
}

export interface PublishRequest extends PublishReason {
  key: string;
  baseVersion: number;
}

export interface RestoreRequest {
  key: string;
  /** The published version to take up again as the draft. */
  version: number;
  /** Restoring replaces the draft, so it is checked like a save. */
  baseVersion: number;
}

export const IMPORT_MODES = ['replace', 'append'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

export interface ImportRowsRequest {
  key: string;
  baseVersion: number;
  /** Comma-separated text, or cells separated by tabs as pasted from a spreadsheet; the first line names the columns. */
  csv: string;
  mode: ImportMode;
}

/** The draft a save, restore or import leaves. */
export interface SavedDraft {
  version: number;
  rows: number;
}

export interface ExportedCsv {
  fileName: string;
  /** The draft when there is one, otherwise the published version. */
  version: number;
  csv: string;
}

/** One refused cell (or row) of a save or import: `row` is 1-based, `column` the column's key. */
export interface CellProblem {
  row: number;
  column?: string;
  message: string;
}

/** A save or an import travels in one request, which the gateway and the services take up to about 100 KB. */
export const CONTENT_LIMITS = {
  rowsMax: 1000,
  textMax: 1000,
  notesMax: 20,
  noteMax: 2000,
  seasonMax: 100,
  csvMaxChars: 90_000,
} as const;

export const CONTENT_MESSAGES = {
  tableFetched: 'Table fetched successfully.',
  tablesFetched: 'Tables fetched successfully.',
  rateListsFetched: 'Earlier rate lists fetched successfully.',
  draftSaved: 'Draft saved.',
  published: 'Table published.',
  restored: 'Version restored as the draft.',
  imported: 'Rows imported into the draft.',
  exported: 'Table exported.',
  tableNotFound: 'Table not found.',
  versionNotFound: 'That version of the table was not found.',
  notARateList: 'This table is not a rate list.',
  noDraft: 'There is no draft to publish.',
  rowsRefused: 'Some rows are not valid; nothing was saved.',
  keyRequired: 'The table key is required.',
  baseVersion: 'The version the change is based on is required.',
  rowsNotList: 'Rows must be a list.',
  notesNotList: 'Notes must be a list of text.',
  seasonRequired: 'A rate list needs its season.',
  seasonOnlyForRateLists: 'Only a rate list has a season and an effective-from date.',
  effectiveFrom: 'The effective-from date must be a date (YYYY-MM-DD).',
  hindiReview: 'The Hindi review state must be drafted or reviewed.',
  importMode: "The import mode must be 'replace' or 'append'.",
  csvRequired: 'Paste or upload the rows to import.',
  csvEmpty: 'There are no rows to import below the header line.',
  csvTooLong: 'There is too much to import at once: import the rows in parts.',
  tooManyRows: `A table holds at most ${CONTENT_LIMITS.rowsMax} rows.`,
  staleVersion: (current: number) =>
    `Another administrator saved this table first (it is now at version ${current}). Nothing was changed: reload the table, then make your change again.`,
  cell: (row: number, header: string, problem: string) => `Row ${row}, ${header}: ${problem}`,
  row: (row: number, problem: string) => `Row ${row}: ${problem}`,
  problems: {
    required: 'is required.',
    text: 'must be text.',
    textTooLong: `must be at most ${CONTENT_LIMITS.textMax} characters.`,
    rupees: 'must be an amount in rupees.',
    quantity: (unit?: string) => (unit ? `must be a quantity in ${unit}.` : 'must be a quantity.'),
    whole: 'must be a whole number.',
    date: 'must be a date (YYYY-MM-DD).',
    phone: 'must be a phone number.',
    email: 'must be an e-mail address.',
    link: 'must be a link starting with https://, http:// or /.',
    notARow: 'must be a row of cells.',
    unknownColumn: (key: string) => `has a cell "${key}" that is not a column of this table.`,
    unknownHeader: (header: string) => `"${header}" is not a column of this table.`,
    cellCount: (found: number, expected: number) => `has ${found} cells but the header line names ${expected}.`,
    unclosedQuote: 'has a quotation mark that is not closed.',
  },
} as const;

const isBilingualText = (value: unknown): value is BilingualText =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as BilingualText).en === 'string' &&
  ((value as BilingualText).hi === undefined || typeof (value as BilingualText).hi === 'string') &&
  Object.keys(value).every((name) => name === 'en' || name === 'hi');

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (isBilingualText(value) && value.en.trim() === '');

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DATE.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const PHONE = /^\+?[0-9][0-9 -]{4,18}[0-9]$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A phone number as a table's phone column takes it; the site settings' contact record takes the same. */
export const isPhoneNumber = (value: unknown): value is string => typeof value === 'string' && PHONE.test(value);
/** An e-mail address as a table's e-mail column takes it. */
export const isEmailAddress = (value: unknown): value is string =>
  typeof value === 'string' && EMAIL.test(value) && value.length <= 254;
const LINK = /^(https?:\/\/[^\s]+|\/[^\s]*)$/;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Why a filled cell does not fit its column, or undefined when it does. */
function cellProblem(column: ContentColumn, value: CellValue): string | undefined {
  const { problems } = CONTENT_MESSAGES;
  if (value === CONTENT_PLACEHOLDER || (typeof value === 'string' && column.words?.includes(value))) return undefined;
  switch (column.type) {
    case 'text': {
      const text = typeof value === 'string' ? value : isBilingualText(value) ? value : undefined;
      if (text === undefined) return problems.text;
      const longest = typeof text === 'string' ? text.length : Math.max(text.en.length, text.hi?.length ?? 0);
      return longest > CONTENT_LIMITS.textMax ? problems.textTooLong : undefined;
    }
    case 'rupees':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0 && hasAtMostTwoDecimals(value)
        ? undefined
        : problems.rupees;
    case 'quantity':
      return typeof value === 'number' && Number.isFinite(value) && value >= 0
        ? undefined
        : problems.quantity(column.unit);
    case 'whole':
      return Number.isSafeInteger(value) && (value as number) >= 0 ? undefined : problems.whole;
    case 'date':
      return isIsoDate(value) ? undefined : problems.date;
    case 'phone':
      return isPhoneNumber(value) ? undefined : problems.phone;
    case 'email':
      return isEmailAddress(value) ? undefined : problems.email;
    case 'link':
      return typeof value === 'string' && LINK.test(value) && value.length <= CONTENT_LIMITS.textMax
        ? undefined
        : problems.link;
  }
}

/**
 * Every problem of a set of rows against a table's columns, in row order and, within a row, column order:
 * nothing is reported by the first bad cell alone, so an administrator can correct them all at once.
 */
export function checkRows(columns: readonly ContentColumn[], rows: readonly unknown[]): CellProblem[] {
  const problems: CellProblem[] = [];
  if (rows.length > CONTENT_LIMITS.rowsMax) {
    return [{ row: CONTENT_LIMITS.rowsMax + 1, message: CONTENT_MESSAGES.tooManyRows }];
  }
  const known = new Set(columns.map((column) => column.key));
  rows.forEach((row, index) => {
    const number = index + 1;
    if (typeof row !== 'object' || row === null || Array.isArray(row)) {
      problems.push({ row: number, message: CONTENT_MESSAGES.row(number, CONTENT_MESSAGES.problems.notARow) });
      return;
    }
    const cells = row as Record<string, unknown>;
    for (const column of columns) {
      const value = cells[column.key];
      const problem = isBlank(value)
        ? column.required
          ? CONTENT_MESSAGES.problems.required
          : undefined
        : cellProblem(column, value as CellValue);
      if (problem) {
        problems.push({
          row: number,
          column: column.key,
          message: CONTENT_MESSAGES.cell(number, column.header.en, problem),
        });
      }
    }
    for (const key of Object.keys(cells).filter((name) => !known.has(name))) {
      problems.push({
        row: number,
        message: CONTENT_MESSAGES.row(number, CONTENT_MESSAGES.problems.unknownColumn(key)),
      });
    }
  });
  return problems;
}

/** Text as stored: trimmed, and a Hindi wording left blank dropped, so the text is a plain English string again. */
function tidyText(value: string | BilingualText): string | BilingualText {
  if (typeof value === 'string') return value.trim();
  const hi = value.hi?.trim();
  return hi ? { en: value.en.trim(), hi } : value.en.trim();
}

/** The rows as stored: blank optional cells dropped, text trimmed, so equal content is stored alike. */
export function tidyRows(columns: readonly ContentColumn[], rows: readonly ContentRow[]): ContentRow[] {
  return rows.map((row) => {
    const tidy: ContentRow = {};
    for (const column of columns) {
      const value = row[column.key];
      if (isBlank(value)) continue;
      tidy[column.key] = typeof value === 'string' || isBilingualText(value) ? tidyText(value) : value;
    }
    return tidy;
  });
}

/** Whether a value is a note a table may hold: text, or English with its Hindi, each within the length of a note. */
export function isTableNote(value: unknown): value is TableNote {
  if (typeof value === 'string') return value.length <= CONTENT_LIMITS.noteMax;
  return (
    isBilingualText(value) &&
    value.en.length <= CONTENT_LIMITS.noteMax &&
    (value.hi ?? '').length <= CONTENT_LIMITS.noteMax
  );
}

/** Why a table's notes cannot be saved (too many, or one that is not a note), or undefined when they can. */
export function notesProblem(notes: readonly unknown[]): string | undefined {
  return notes.length > CONTENT_LIMITS.notesMax || !notes.every(isTableNote)
    ? CONTENT_MESSAGES.notesNotList
    : undefined;
}

/**
 * The notes as stored, as a cell is: trimmed, blank Hindi dropped, and a note without English left out, since an
 * English reader would see nothing of it.
 */
export function tidyNotes(notes: readonly TableNote[]): TableNote[] {
  return notes.filter((note) => !isBlank(note)).map(tidyText);
}
