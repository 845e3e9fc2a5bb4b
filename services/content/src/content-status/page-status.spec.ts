import { CONTENT_PLACEHOLDER, type PublishedBlock } from '@seedcorp/contracts';
import { pageHindiCounts, pagePlaces } from './page-status';

const title = { en: 'About us', hi: 'हमारे बारे में' };

describe('pageHindiCounts', () => {
  it('counts blocks marked out of date, and blocks or a title with English words and no Hindi, each once', () => {
    const blocks: PublishedBlock[] = [
      { id: 'a', type: 'heading', text: { en: 'History', hi: 'इतिहास' }, hindiOutdated: true },
      { id: 'b', type: 'paragraph', text: { en: 'Set up in 1974.', hi: '' } },
      {
        id: 'c',
        type: 'list',
        items: [
          { en: 'One', hi: 'एक' },
          { en: ['Two ', { em: 'more' }], hi: [] },
        ],
      },
      { id: 'd', type: 'note', text: { en: 'Changed', hi: '' }, hindiOutdated: true },
      { id: 'e', type: 'links', items: [{ text: { en: 'Rates', hi: 'दरें' }, href: '/marketing/rabi-seeds' }] },
      { id: 'f', type: 'table', table: 'rabi-crop-rates' },
      { id: 'g', type: 'contact' },
    ];
    expect(pageHindiCounts({ title, blocks })).toEqual({ outdated: 2, missing: 2 });
    expect(pageHindiCounts({ title: { en: 'Title', hi: ' ' }, blocks: [] })).toEqual({ outdated: 0, missing: 1 });
  });

  it('does not ask for the Hindi of a text that is only the placeholder', () => {
    const blocks: PublishedBlock[] = [
      { id: 'a', type: 'paragraph', text: { en: [{ placeholder: true }], hi: '' } },
      { id: 'b', type: 'paragraph', text: { en: CONTENT_PLACEHOLDER, hi: '' } },
      { id: 'c', type: 'paragraph', text: { en: ['Phone: ', { placeholder: true }], hi: [{ placeholder: true }] } },
    ];
    expect(pageHindiCounts({ title, blocks })).toEqual({ outdated: 0, missing: 0 });
  });
});

describe('pagePlaces', () => {
  it('names each block, and each item of a list, that holds the placeholder in either language', () => {
    const blocks: PublishedBlock[] = [
      {
        id: 'intro',
        type: 'paragraph',
        text: { en: ['Call ', { placeholder: true }], hi: ['फ़ोन ', { placeholder: true }] },
      },
      { id: 'done', type: 'paragraph', text: { en: 'Supplied', hi: 'दिया गया' } },
      {
        id: 'members',
        type: 'list',
        items: [
          { en: 'Chair', hi: 'अध्यक्ष' },
          { en: `Member: ${CONTENT_PLACEHOLDER}`, hi: 'सदस्य' },
        ],
      },
      { id: 'hindi-only', type: 'heading', text: { en: 'Contact', hi: CONTENT_PLACEHOLDER } },
      { id: 'table', type: 'table', table: 'rabi-crop-rates' },
      // The contact record's placeholders are the settings' own, listed under the settings.
      { id: 'contact', type: 'contact' },
    ];
    expect(pagePlaces({ title: { en: CONTENT_PLACEHOLDER, hi: 'शीर्षक' }, blocks })).toEqual([
      { where: 'Title' },
      { blockId: 'intro', where: 'Block "intro" (paragraph)' },
      { blockId: 'members', item: 2, where: 'Block "members" (list), item 2' },
      { blockId: 'hindi-only', where: 'Block "hindi-only" (heading)' },
    ]);
    expect(pagePlaces({ title, blocks: [blocks[1]] })).toEqual([]);
  });
});
