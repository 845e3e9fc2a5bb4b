import { CONTENT_PLACEHOLDER, type ContentColumn, type ContentRow, type TableNote } from '@seedcorp/contracts';
import { needsHindi, tableHindiMissing, tablePlaces } from './table-status';

const COLUMNS: ContentColumn[] = [
  { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true },
  { key: 'variety', header: { en: 'Variety', hi: '' }, type: 'text', required: true },
  { key: 'rate', header: { en: 'Rate', hi: 'दर' }, type: 'rupees', required: true },
];

describe('needsHindi', () => {
  it('asks for the Hindi of English words, not of codes, addresses, figures or the placeholder', () => {
    expect(['Wheat', 'Except C-306', 'Hisar unit'].filter(needsHindi)).toHaveLength(3);
    for (const text of [
      'HC-7',
      'AMAN-515, HC-7, HC-6',
      'CSF-24 MF',
      'seeds@example.in',
      'https://example.in',
      '4075',
      CONTENT_PLACEHOLDER,
    ]) {
      expect({ text, needs: needsHindi(text) }).toEqual({ text, needs: false });
    }
  });
});

describe('tableHindiMissing', () => {
  it('counts the caption, headers and text cells with English words and no Hindi', () => {
    const rows: ContentRow[] = [
      { crop: { en: 'Wheat', hi: 'गेहूँ' }, variety: 'WH-1105', rate: 4075 },
      { crop: 'Gram', variety: 'Desi local', rate: CONTENT_PLACEHOLDER },
      { crop: { en: 'Barley', hi: ' ' }, variety: CONTENT_PLACEHOLDER, rate: 4000 },
    ];
    // The Variety header, then Gram, 'Desi local' and Barley.
    expect(tableHindiMissing({ caption: { en: 'Rates', hi: 'दरें' }, columns: COLUMNS }, rows, [])).toBe(4);
    expect(tableHindiMissing({ caption: { en: 'Rates', hi: '' }, columns: COLUMNS }, [], [])).toBe(2);
  });

  it('counts the notes with English words and no Hindi, as it counts text cells', () => {
    const table = { caption: { en: 'Rates', hi: 'दरें' }, columns: COLUMNS.filter((column) => column.key !== 'variety') };
    const notes: TableNote[] = [
      { en: 'Rates per quintal.', hi: 'दरें प्रति क्विंटल।' },
      'Including GST.',
      { en: 'Sold at every counter.', hi: '  ' },
      CONTENT_PLACEHOLDER,
      '2025-26',
    ];
    expect(tableHindiMissing(table, [], notes)).toBe(2);
    expect(tableHindiMissing(table, [], [])).toBe(0);
  });
});

describe('tablePlaces', () => {
  it('names every cell and note that holds the placeholder, rows numbered as the grid numbers them', () => {
    const rows: ContentRow[] = [
      { crop: 'Wheat', variety: 'WH-1105', rate: 4075 },
      { crop: { en: CONTENT_PLACEHOLDER }, variety: 'HD-2967', rate: CONTENT_PLACEHOLDER },
    ];
    const notes: TableNote[] = [
      'Rates per quintal.',
      `Source: ${CONTENT_PLACEHOLDER}`,
      { en: 'Rates including GST.', hi: 'दरें जीएसटी सहित।' },
      { en: `Counter hours: ${CONTENT_PLACEHOLDER}`, hi: 'केंद्र का समय: निगम द्वारा पुष्टि की जानी है' },
    ];
    expect(tablePlaces(COLUMNS, rows, notes)).toEqual([
      { row: 2, column: 'crop', where: 'Row 2, Crop' },
      { row: 2, column: 'rate', where: 'Row 2, Rate' },
      { note: 2, where: 'Note 2' },
      { note: 4, where: 'Note 4' },
    ]);
  });
});
