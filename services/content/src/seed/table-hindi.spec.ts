import { CONTENT_PLACEHOLDER, type BilingualText, type CellValue } from '@seedcorp/contracts';
import { seededTables } from './content-seed';

/**
 * Farmers mostly read Hindi, so every text cell of a seeded table they read carries its Hindi beside the English.
 * What is written the same in both languages stays a plain string: variety codes, e-mail and web addresses, and the
 * placeholder (which the site shows in the reader's language itself). A note under a table is worded as a text cell
 * is, so the notes are held to the same.
 */

const tables = seededTables();

const LATIN = /[A-Za-z]/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** A variety code: letters, then digits, e.g. HC-7, GNG-2171, Raj-3765, CSF-24 MF. */
const CODE = /^[A-Za-z]+-?\d[\dA-Za-z.-]*(?: [A-Z]{1,3})?$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS = /^(https?:\/\/|www\.)\S+$/i;

/** Codes, or a list of them ('AMAN-515, HC-7, HC-6'). */
const isCodes = (text: string) => text.split(/,\s*/).every((part) => CODE.test(part));
const staysAsWritten = (text: string) =>
  text === CONTENT_PLACEHOLDER || isCodes(text) || EMAIL.test(text) || WEB_ADDRESS.test(text);

interface TextCell {
  /** Where it is: 'rabi-crop-rates row 3 crop' (rows 1-based, as the admin grid numbers them), 'agro-chemical-rates note 1'. */
  where: string;
  value: CellValue;
  english: string;
  hindi: string | undefined;
}

const textOf = (value: string | BilingualText) =>
  typeof value === 'string'
    ? { value, english: value, hindi: undefined }
    : { value, english: value.en, hindi: value.hi };

/** Every filled cell of a text column and every note, named by table and place. */
const textCells: TextCell[] = tables.flatMap((table) => [
  ...table.rows.flatMap((row, index) =>
    table.columns
      .filter((column) => column.type === 'text')
      .flatMap((column) => {
        const value = row[column.key];
        if (value === null || value === undefined || typeof value === 'number') return [];
        return [{ where: `${table.key} row ${index + 1} ${column.key}`, ...textOf(value) }];
      }),
  ),
  ...table.notes.map((note, index) => ({ where: `${table.key} note ${index + 1}`, ...textOf(note) })),
]);

/** The figures of a text, in order of size: a translation moves them about but keeps every one. */
const figures = (text: string) => (text.match(/\d+(?:\.\d+)?/g) ?? []).sort();

describe('the Hindi of the seeded tables', () => {
  it('gives every text cell and note with English words its Hindi, but for codes, addresses and placeholders', () => {
    const untranslated = textCells
      .filter((cell) => LATIN.test(cell.english) && !DEVANAGARI.test(cell.hindi ?? ''))
      .filter((cell) => !staysAsWritten(cell.english))
      .map((cell) => `${cell.where}: ${JSON.stringify(cell.english)}`);
    expect(untranslated).toEqual([]);
  });

  it('keeps every figure of the English in the Hindi, in the same digits', () => {
    const changed = textCells
      .filter((cell) => cell.hindi !== undefined)
      .filter((cell) => figures(cell.english).join(' ') !== figures(cell.hindi ?? '').join(' '))
      .map((cell) => `${cell.where}: ${JSON.stringify(cell.value)}`);
    expect(changed).toEqual([]);
  });

  it('keeps the placeholder a plain string, so the site shows it in the reader language', () => {
    const wrapped = textCells
      .filter((cell) => typeof cell.value === 'object' && cell.english === CONTENT_PLACEHOLDER)
      .map((cell) => cell.where);
    expect(wrapped).toEqual([]);
  });
});
