import type { ContentColumn, PublishedBlock } from '@seedcorp/contracts';
import { cellText } from './cell-format';
import { blockLanguage } from './page-words';

const paragraph = (hi: string, outdated = false): PublishedBlock => ({
  id: 'p',
  type: 'paragraph',
  text: { en: 'English', hi },
  ...(outdated ? { hindiOutdated: true as const } : {}),
});

describe('blockLanguage', () => {
  it('shows an English reader English and a Hindi reader Hindi', () => {
    expect(blockLanguage(paragraph('हिंदी'), 'en')).toBe('en');
    expect(blockLanguage(paragraph('हिंदी'), 'hi')).toBe('hi');
  });

  it('shows a Hindi reader the English of a block whose Hindi is out of date or not written', () => {
    expect(blockLanguage(paragraph('पुराना', true), 'hi')).toBe('en');
    expect(blockLanguage(paragraph('  '), 'hi')).toBe('en');
    const list: PublishedBlock = {
      id: 'l',
      type: 'list',
      items: [
        { en: 'a', hi: 'क' },
        { en: 'b', hi: '' },
      ],
    };
    expect(blockLanguage(list, 'hi')).toBe('en');
  });

  it('leaves the contact record and a table to their own fields, in the reader’s language', () => {
    expect(blockLanguage({ id: 'contact', type: 'contact' }, 'hi')).toBe('hi');
    expect(blockLanguage({ id: 'rates', type: 'table', table: 'rabi-crop-rates' }, 'hi')).toBe('hi');
  });
});

describe('cellText of the words a figure column may hold', () => {
  const column: ContentColumn = {
    key: 'subsidy',
    header: { en: 'Subsidy', hi: 'सब्सिडी' },
    type: 'rupees',
    required: true,
    words: ['No subsidy'],
  };

  it('gives a Hindi reader their Hindi, and leaves any other text as written', () => {
    expect(cellText('No subsidy', column, 'hi')).toBe('कोई सब्सिडी नहीं');
    expect(cellText('No subsidy', column, 'en')).toBe('No subsidy');
    expect(cellText(5000, column, 'hi')).toBe('5,000');
  });
});
