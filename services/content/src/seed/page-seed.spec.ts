import { checkPageContent, plainText, type PageBlock, type PageContent, type RichText } from '@seedcorp/contracts';
import { ROUTE_TABLE } from '../../../../web/src/routes';
import { seededPages, seededTables } from './content-seed';

/**
 * The seeded pages are the site's first published words: each is well formed, belongs to a route, and has its
 * Hindi written for every text (drafted, for the corporation to review), in Devanagari.
 */

const pages = seededPages();
const tableKeys = new Set(seededTables().map((table) => table.key));
const routes = new Set(ROUTE_TABLE.map((route) => route.path));

/**
 * A Hindi text's words; the marker of a fact not yet supplied is left out, since a page shows it in the reader's
 * language.
 */
const hindiWords = (text: RichText) =>
  typeof text === 'string'
    ? text
    : text.map((piece) => (typeof piece === 'object' && 'placeholder' in piece ? '' : plainText([piece]))).join('');

/** Every Hindi text of a page, as `words` reads it (formatting dropped). */
function hindiTexts(page: PageContent, words: (text: RichText) => string = plainText): string[] {
  const ofBlock = (block: PageBlock): string[] => {
    switch (block.type) {
      case 'heading':
        return [block.text.hi];
      case 'paragraph':
      case 'note':
        return [words(block.text.hi)];
      case 'list':
      case 'steps':
        return block.items.map((item) => words(item.hi));
      case 'links':
        return block.items.map((item) => item.text.hi);
      case 'table':
      case 'contact':
        return [];
    }
  };
  return [page.title.hi, ...page.blocks.flatMap(ofBlock)];
}

/** The share of Devanagari among the letters of a text (figures, codes and punctuation are not letters). */
function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}|\p{M}/gu) ?? [];
  if (letters.length === 0) return 1;
  return letters.filter((letter) => /[\u0900-\u097f]/.test(letter)).length / letters.length;
}

describe('seeds/content/pages', () => {
  it.each(pages.map((page) => [page.path, page] as const))('%s is well formed', (_path, page) => {
    expect(checkPageContent(page, tableKeys)).toEqual([]);
  });

  it('holds each page once, for a route of the site', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((path) => !routes.has(path))).toEqual([]);
  });

  it('gives every text its Hindi, marked drafted until the corporation reviews it', () => {
    for (const page of pages) {
      expect({ path: page.path, review: page.hindiReview }).toEqual({ path: page.path, review: 'drafted' });
      const empty = hindiTexts(page).filter((text) => text.trim() === '');
      expect({ path: page.path, emptyHindi: empty.length }).toEqual({ path: page.path, emptyHindi: 0 });
    }
  });

  it('writes the Hindi in Devanagari: at least 80% of its letters on every page', () => {
    const below = pages
      .map((page) => ({ path: page.path, share: devanagariShare(hindiTexts(page, hindiWords).join(' ')) }))
      .filter(({ share }) => share < 0.8)
      .map(({ path, share }) => `${path} ${(share * 100).toFixed(0)}%`);
    expect(below).toEqual([]);
  });
});
