import {
  CONTENT_PLACEHOLDER,
  type Bilingual,
  type BilingualRich,
  type PageBlock,
  type PublishedBlock,
  type RichText,
} from '@seedcorp/contracts';

/** A page's words as the status lists read them: a published version's or a draft's. */
export interface PageWordsState {
  title: Bilingual;
  blocks: PublishedBlock[];
}

/** A place of a page: its title, or a block (and an item of a list, steps or links block, 1-based). */
export interface PagePlace {
  blockId?: string;
  item?: number;
  where: string;
}

/**
 * The texts of a block, each in English and Hindi, in the block's order; a table or contact block has none of its
 * own (the table's and the settings' texts are counted where they are kept).
 */
function textsOf(block: PageBlock): (Bilingual | BilingualRich)[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return [block.text];
    case 'list':
    case 'steps':
      return block.items;
    case 'links':
      return block.items.map((item) => item.text);
    case 'table':
    case 'contact':
      return [];
  }
}

const holdsPlaceholder = (text: RichText | undefined): boolean => {
  if (text === undefined) return false;
  if (typeof text === 'string') return text.includes(CONTENT_PLACEHOLDER);
  return text.some((piece) => {
    if (typeof piece === 'string') return piece.includes(CONTENT_PLACEHOLDER);
    if ('placeholder' in piece) return true;
    return ('em' in piece ? piece.em : piece.text).includes(CONTENT_PLACEHOLDER);
  });
};

/** The words of a text, the placeholder left out: a text that is only the placeholder has nothing to translate. */
const wordsOf = (text: RichText | undefined): string => {
  if (text === undefined) return '';
  const pieces = typeof text === 'string' ? [text] : text;
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('placeholder' in piece) return '';
      return 'em' in piece ? piece.em : piece.text;
    })
    .join('')
    .replaceAll(CONTENT_PLACEHOLDER, '')
    .trim();
};

const lacksHindi = (text: Bilingual | BilingualRich) =>
  wordsOf(text.en) !== '' && wordsOf(text.hi) === '' && !holdsPlaceholder(text.hi);

/**
 * How many parts of a page (its title and each block) have Hindi older than their English, and how many have English
 * words with no Hindi. A block counts once: a block marked out of date is not counted again as missing.
 */
export function pageHindiCounts(page: PageWordsState): { outdated: number; missing: number } {
  const outdated = page.blocks.filter((block) => block.hindiOutdated === true).length;
  const missing =
    (lacksHindi(page.title) ? 1 : 0) +
    page.blocks.filter((block) => block.hindiOutdated !== true && textsOf(block).some(lacksHindi)).length;
  return { outdated, missing };
}

/** Every place of a page that holds the placeholder, in either language. */
export function pagePlaces(page: PageWordsState): PagePlace[] {
  const places: PagePlace[] = [];
  if (holdsPlaceholder(page.title.en) || holdsPlaceholder(page.title.hi)) places.push({ where: 'Title' });
  for (const block of page.blocks) {
    const texts = textsOf(block);
    const several = block.type === 'list' || block.type === 'steps' || block.type === 'links';
    texts.forEach((text, index) => {
      if (!holdsPlaceholder(text.en) && !holdsPlaceholder(text.hi)) return;
      const blockName = `Block "${block.id}" (${block.type})`;
      places.push(
        several
          ? { blockId: block.id, item: index + 1, where: `${blockName}, item ${index + 1}` }
          : { blockId: block.id, where: blockName },
      );
    });
  }
  return places;
}
