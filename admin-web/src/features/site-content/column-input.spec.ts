import type { ContentColumn } from '@seedcorp/contracts';
import { inputModeOf, isFigure } from './column-input';

const column = (type: ContentColumn['type'], words?: string[]): ContentColumn => ({
  key: 'cell',
  header: { en: 'Cell', hi: '' },
  type,
  required: false,
  words,
});

describe('column input', () => {
  it('offers the keyboard of what a cell holds', () => {
    expect(inputModeOf(column('rupees'))).toBe('decimal');
    expect(inputModeOf(column('quantity'))).toBe('decimal');
    expect(inputModeOf(column('whole'))).toBe('numeric');
    expect(inputModeOf(column('phone'))).toBe('tel');
    expect(inputModeOf(column('email'))).toBe('email');
    expect(inputModeOf(column('link'))).toBe('url');
    expect(inputModeOf(column('text'))).toBeUndefined();
  });

  it('offers the full keyboard, and no figure alignment, where a cell may also hold stated words', () => {
    expect(inputModeOf(column('rupees', ['No subsidy']))).toBeUndefined();
    expect(isFigure(column('rupees', ['No subsidy']))).toBe(false);
  });

  it('lines up rupees, quantities and whole numbers as figures, and nothing else', () => {
    expect(['rupees', 'quantity', 'whole'].map((type) => isFigure(column(type as ContentColumn['type'])))).toEqual([
      true,
      true,
      true,
    ]);
    expect(isFigure(column('text'))).toBe(false);
    expect(isFigure(column('phone'))).toBe(false);
  });
});
