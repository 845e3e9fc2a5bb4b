import {
  latestOfEachRateList,
  checkRows,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  CONTENT_PLACEHOLDER,
  isIsoDate,
  isTableNote,
  notesProblem,
  tidyNotes,
  tidyRows,
  type ContentColumn,
  type ContentRow,
} from './content';
import { parseDelimited, rowsFromDelimited, rowsToCsv } from './content-csv';

const column = (key: string, en: string, type: ContentColumn['type'], extra: Partial<ContentColumn> = {}) => ({
  key,
  header: { en, hi: `${en} (hi)` },
  type,
  required: true,
  ...extra,
});

const COLUMNS: ContentColumn[] = [
  column('crop', 'Crop', 'text'),
  column('rate', 'Rate (Rs/quintal)', 'rupees'),
  column('subsidy', 'Subsidy (Rs/quintal)', 'rupees', { words: ['No subsidy'] }),
  column('seedRate', 'Seed Rate', 'quantity', { unit: 'kg per acre', required: false }),
  column('serial', 'S.No.', 'whole', { required: false }),
  column('released', 'Release Date', 'date', { required: false }),
  column('mobile', 'Mobile', 'phone', { required: false }),
  column('email', 'Email', 'email', { required: false }),
  column('site', 'Website', 'link', { required: false }),
];

describe('checkRows', () => {
  it('accepts well-formed rows, the placeholder in any column and the stated words of a column', () => {
    expect(
      checkRows(COLUMNS, [
        {
          crop: { en: 'Wheat', hi: 'गेहूँ' },
          rate: 4075,
          subsidy: 1075.5,
          seedRate: 40,
          serial: 1,
          released: '2024-02-29',
          mobile: '+91 98765 43210',
          email: 'sales@example.in',
          site: 'https://example.in/rates',
        },
        {
          crop: 'Paddy',
          rate: CONTENT_PLACEHOLDER,
          subsidy: 'No subsidy',
          released: CONTENT_PLACEHOLDER,
          site: '/rti',
        },
      ]),
    ).toEqual([]);
  });

  it('reports every bad cell, naming the 1-based row and the column header', () => {
    const problems = checkRows(COLUMNS, [
      { crop: 'Gram', rate: 11000, subsidy: 0 },
      { crop: '', rate: 'eleven', subsidy: -5, seedRate: 'lots', serial: 1.5 },
      {
        crop: 'Barley',
        rate: 12.345,
        subsidy: 'none',
        released: '2025-02-30',
        mobile: 'call us',
        email: 'x@',
        site: 'ftp://x',
      },
      'not a row',
      { crop: 'Toria', rate: 1, subsidy: 1, colour: 'red' },
    ]);
    expect(problems.map((problem) => problem.message)).toEqual([
      'Row 2, Crop: is required.',
      'Row 2, Rate (Rs/quintal): must be an amount in rupees.',
      'Row 2, Subsidy (Rs/quintal): must be an amount in rupees.',
      'Row 2, Seed Rate: must be a quantity in kg per acre.',
      'Row 2, S.No.: must be a whole number.',
      'Row 3, Rate (Rs/quintal): must be an amount in rupees.',
      'Row 3, Subsidy (Rs/quintal): must be an amount in rupees.',
      'Row 3, Release Date: must be a date (YYYY-MM-DD).',
      'Row 3, Mobile: must be a phone number.',
      'Row 3, Email: must be an e-mail address.',
      'Row 3, Website: must be a link starting with https://, http:// or /.',
      'Row 4: must be a row of cells.',
      'Row 5: has a cell "colour" that is not a column of this table.',
    ]);
    expect(problems[1]).toEqual({
      row: 2,
      column: 'rate',
      message: 'Row 2, Rate (Rs/quintal): must be an amount in rupees.',
    });
  });

  it('refuses a text column given a number or a malformed Hindi pair, and over-long text', () => {
    expect(
      checkRows(COLUMNS.slice(0, 1), [
        { crop: 5 },
        { crop: { en: 'Wheat', hindi: 'x' } },
        { crop: 'x'.repeat(1001) },
      ]).map((problem) => problem.message),
    ).toEqual([
      'Row 1, Crop: must be text.',
      'Row 2, Crop: must be text.',
      'Row 3, Crop: must be at most 1000 characters.',
    ]);
  });

  it('tidies rows for storage: trimmed text, blank optional cells dropped, empty Hindi dropped', () => {
    expect(
      tidyRows(COLUMNS, [{ crop: { en: ' Wheat ', hi: ' ' }, rate: 1, subsidy: 0, serial: null, email: '  ' }]),
    ).toEqual([{ crop: 'Wheat', rate: 1, subsidy: 0 }]);
  });

  it('refuses a table longer than a request can carry, with one message', () => {
    const rows = Array.from({ length: CONTENT_LIMITS.rowsMax + 1 }, () => ({ crop: 'Wheat', rate: 1, subsidy: 1 }));
    expect(checkRows(COLUMNS, rows)).toEqual([
      { row: CONTENT_LIMITS.rowsMax + 1, message: CONTENT_MESSAGES.tooManyRows },
    ]);
    expect(checkRows(COLUMNS, rows.slice(1))).toEqual([]);
  });

  it('knows real calendar dates', () => {
    expect(['2024-02-29', '2025-12-31'].every(isIsoDate)).toBe(true);
    expect(['2025-02-29', '2025-13-01', '25-01-01', '2025-1-1'].some(isIsoDate)).toBe(false);
  });
});

describe('table notes', () => {
  it('takes a note as plain English, or as English with its Hindi beside it, as a text cell is', () => {
    expect(isTableNote('Rates per quintal.')).toBe(true);
    expect(isTableNote({ en: 'Rates per quintal.', hi: 'दरें प्रति क्विंटल।' })).toBe(true);
    expect(isTableNote({ en: 'Rates per quintal.' })).toBe(true);
    for (const value of [5, null, ['Rates'], { hi: 'दरें' }, { en: 'Rates', hi: 5 }, { en: 'Rates', hindi: 'दरें' }]) {
      expect({ value, note: isTableNote(value) }).toEqual({ value, note: false });
    }
  });

  it('holds each language of a note to the length of a note', () => {
    const longest = 'x'.repeat(CONTENT_LIMITS.noteMax);
    expect(isTableNote(longest)).toBe(true);
    expect(isTableNote({ en: longest, hi: 'द'.repeat(CONTENT_LIMITS.noteMax) })).toBe(true);
    expect(isTableNote(`${longest}x`)).toBe(false);
    expect(isTableNote({ en: `${longest}x`, hi: 'दरें' })).toBe(false);
    expect(isTableNote({ en: 'Rates', hi: 'द'.repeat(CONTENT_LIMITS.noteMax + 1) })).toBe(false);
  });

  it('refuses too many notes, or one that is not a note, with the one message for notes', () => {
    const most = Array.from({ length: CONTENT_LIMITS.notesMax }, (_, index) => `Note ${index + 1}`);
    expect(notesProblem(most)).toBeUndefined();
    expect(notesProblem([{ en: 'Rates', hi: 'दरें' }])).toBeUndefined();
    expect(notesProblem([...most, 'One too many'])).toBe(CONTENT_MESSAGES.notesNotList);
    expect(notesProblem(['Rates', 7])).toBe(CONTENT_MESSAGES.notesNotList);
    expect(CONTENT_MESSAGES.notesNotList).toBe('Notes must be a list of text.');
  });

  it('tidies notes for storage: trimmed, blank Hindi dropped, a note without English left out', () => {
    expect(
      tidyNotes([
        '  Rates per quintal. ',
        { en: ' Including GST. ', hi: ' जीएसटी सहित। ' },
        { en: 'Sold at every counter.', hi: '   ' },
        { en: '  ', hi: 'केवल हिंदी' },
        '   ',
      ]),
    ).toEqual(['Rates per quintal.', { en: 'Including GST.', hi: 'जीएसटी सहित।' }, 'Sold at every counter.']);
  });
});

describe('CSV and pasted rows', () => {
  const rows: ContentRow[] = [
    { crop: { en: 'Gram, desi', hi: 'चना' }, rate: 11000, subsidy: 'No subsidy', serial: 1 },
    { crop: 'He said "sow early"\nthen water', rate: 283.5, subsidy: 0, released: CONTENT_PLACEHOLDER },
  ];

  it('round-trips rows through CSV, Hindi wording and quoting included', () => {
    const csv = rowsToCsv(COLUMNS, rows);
    expect(csv.split('\r\n')[0]).toBe(
      'Crop,Crop (Hindi),Rate (Rs/quintal),Subsidy (Rs/quintal),Seed Rate,S.No.,Release Date,Mobile,Email,Website',
    );
    const read = rowsFromDelimited(COLUMNS, csv);
    expect(read.problems).toEqual([]);
    expect(tidyRows(COLUMNS, read.rows)).toEqual(rows);
  });

  it('writes text a spreadsheet would run as a formula behind an apostrophe, and reads it back as written', () => {
    const crops = [
      '+91 98765 43210',
      '-5 kg',
      '@SUM(A1:A2)',
      "'=already quoted",
      "'plain apostrophe",
      '=HYPERLINK("http://example.org","x")',
    ];
    const risky: ContentRow[] = [
      { crop: { en: '=1+1', hi: '@बीज' }, rate: -5, subsidy: 0 },
      ...crops.map((crop, index) => ({ crop, rate: index, subsidy: 0 })),
    ];
    const csv = rowsToCsv(COLUMNS, risky);
    // The crop, its Hindi and the rate, as a spreadsheet receives them.
    expect(parseDelimited(csv, ',').lines.map((cells) => cells.slice(0, 3))).toEqual([
      ['Crop', 'Crop (Hindi)', 'Rate (Rs/quintal)'],
      ["'=1+1", "'@बीज", '-5'],
      ["'+91 98765 43210", '', '0'],
      ["'-5 kg", '', '1'],
      ["'@SUM(A1:A2)", '', '2'],
      ["''=already quoted", '', '3'],
      ["'plain apostrophe", '', '4'],
      ['\'=HYPERLINK("http://example.org","x")', '', '5'],
    ]);
    const read = rowsFromDelimited(COLUMNS, csv);
    expect(read.problems).toEqual([]);
    expect(tidyRows(COLUMNS, read.rows)).toEqual(tidyRows(COLUMNS, risky));
  });

  it('reads a tab-separated paste by header, with Indian digit grouping and Rs prefixes, in any column order', () => {
    const paste =
      'Rate (Rs/quintal)\tcrop\tSubsidy (Rs/quintal)\r\nRs 1,10,000\tWheat\tNo subsidy\r\n\r\n4,075.50\tBarley\t0\r\n';
    const read = rowsFromDelimited(COLUMNS, paste);
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual([
      { rate: 110000, crop: 'Wheat', subsidy: 'No subsidy' },
      { rate: 4075.5, crop: 'Barley', subsidy: 0 },
    ]);
  });

  it('reads typed text as a spreadsheet would: a space before a quoted cell, mixed line endings, a byte-order mark', () => {
    expect(parseDelimited('\uFEFFCrop,Rate\r\nWheat, "1,10,000"\nBarley,5\r', ',').lines).toEqual([
      ['Crop', 'Rate'],
      ['Wheat', '1,10,000'],
      ['Barley', '5'],
    ]);
  });

  it('counts a Windows line break inside a quoted cell as one line when naming an unclosed quote', () => {
    expect(rowsFromDelimited(COLUMNS, 'Crop\r\n"Gram,\r\ndesi"\r\n"Barley\r\n').problems).toEqual([
      { row: 3, message: 'Row 3: has a quotation mark that is not closed.' },
    ]);
  });

  it('names unknown headers, extra cells and unclosed quotes', () => {
    expect(rowsFromDelimited(COLUMNS, 'Crop,Colour\nWheat,red\n').problems).toEqual([
      { row: 0, message: '"Colour" is not a column of this table.' },
    ]);
    expect(rowsFromDelimited(COLUMNS, 'Crop\nWheat,5\n').problems).toEqual([
      { row: 1, message: 'Row 1: has 2 cells but the header line names 1.' },
    ]);
    expect(rowsFromDelimited(COLUMNS, 'Crop\nWheat\n"Barley\n').problems).toEqual([
      { row: 2, message: 'Row 2: has a quotation mark that is not closed.' },
    ]);
    expect(rowsFromDelimited(COLUMNS, 'Crop\n').problems).toEqual([
      { row: 0, message: 'There are no rows to import below the header line.' },
    ]);
  });
});

describe('latestOfEachRateList', () => {
  const version = (version: number, season: string, effectiveFrom: string | null) => ({
    version,
    season,
    effectiveFrom,
  });

  it('keeps the newest version of each season and date, newest first', () => {
    const versions = [
      version(5, 'Kharif 2026', '2026-05-01'),
      version(4, 'Kharif 2026', '2026-05-01'),
      version(3, 'Rabi 2025-26', null),
      version(2, 'Kharif 2025', '2025-05-01'),
      version(1, 'Rabi 2025-26', null),
    ];
    expect(latestOfEachRateList(versions).map((kept) => kept.version)).toEqual([5, 3, 2]);
  });

  it('tells lists apart by their date as well as their season', () => {
    const versions = [version(2, 'Kharif 2026', '2026-06-01'), version(1, 'Kharif 2026', '2026-05-01')];
    expect(latestOfEachRateList(versions).map((kept) => kept.version)).toEqual([2, 1]);
  });
});
