import {
  CONTENT_PLACEHOLDER,
  type CellValue,
  type ContentColumn,
  type ContentRow,
  type ContentTableDefinition,
  type TableNote,
} from '@seedcorp/contracts';

/** A place of a table that holds the placeholder: a cell (row 1-based, as the admin grid numbers them) or a note. */
export interface TablePlace {
  row?: number;
  column?: string;
  note?: number;
  where: string;
}

const LATIN = /[A-Za-z]/;
/** A variety code or a list of them, written alike in both languages: HC-7, GNG-2171, Raj-3765, CSF-24 MF. */
const CODES = /^[A-Za-z]+-?\d[\dA-Za-z.-]*(?: [A-Z]{1,3})?(?:,\s*[A-Za-z]+-?\d[\dA-Za-z.-]*(?: [A-Z]{1,3})?)*$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^(https?:\/\/|www\.)\S+$/i;

/**
 * Whether a text cell's English needs a Hindi wording beside it: it has English words, and is not what is written
 * alike in both languages (variety codes, e-mail and web addresses, the placeholder the site shows in either).
 */
export function needsHindi(english: string): boolean {
  const text = english.trim();
  if (!LATIN.test(text) || text === CONTENT_PLACEHOLDER) return false;
  return !CODES.test(text) && !EMAIL.test(text) && !WEB_ADDRESS.test(text);
}

const englishOf = (value: CellValue | null | undefined) =>
  typeof value === 'string' ? value : typeof value === 'object' && value !== null ? value.en : undefined;
const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** Whether a text cell or a note has English words that need Hindi and has none beside them. */
const lacksHindi = (value: CellValue | null | undefined) => {
  const english = englishOf(value);
  if (english === undefined || !needsHindi(english)) return false;
  return typeof value === 'string' || blank((value as { hi?: string }).hi);
};

/**
 * How many parts of a table have English words and no Hindi: its caption, its column headers, its text cells and
 * its notes. A table's rows and notes have no identity of their own (they move, and are inserted and deleted), so
 * an English change is not followed to its Hindi as a page's block is: a table's Hindi is never counted out of
 * date, only missing.
 */
export function tableHindiMissing(
  table: Pick<ContentTableDefinition, 'caption' | 'columns'>,
  rows: readonly ContentRow[],
  notes: readonly TableNote[],
): number {
  const caption = blank(table.caption.hi) ? 1 : 0;
  const headers = table.columns.filter((column) => blank(column.header.hi)).length;
  const textColumns = table.columns.filter((column) => column.type === 'text');
  const cells = rows.reduce(
    (count, row) => count + textColumns.filter((column) => lacksHindi(row[column.key])).length,
    0,
  );
  return caption + headers + cells + notes.filter(lacksHindi).length;
}

/** Every cell and note of a table that holds the placeholder. */
export function tablePlaces(
  columns: readonly ContentColumn[],
  rows: readonly ContentRow[],
  notes: readonly TableNote[],
): TablePlace[] {
  const cells = rows.flatMap((row, index) =>
    columns
      .filter((column) => englishOf(row[column.key])?.trim() === CONTENT_PLACEHOLDER)
      .map((column) => ({ row: index + 1, column: column.key, where: `Row ${index + 1}, ${column.header.en}` })),
  );
  const notePlaces = notes.flatMap((note, index) =>
    englishOf(note)?.includes(CONTENT_PLACEHOLDER) ? [{ note: index + 1, where: `Note ${index + 1}` }] : [],
  );
  return [...cells, ...notePlaces];
}
