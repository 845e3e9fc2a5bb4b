import { checkPageContent, PAGE_BLOCK_TYPES, type PageBlock, type PublishedBlock } from '@seedcorp/contracts';
import {
  blockDrafts,
  blockSummary,
  fieldPlace,
  insertAt,
  newBlock,
  outdatedHindiIds,
  pageBlocksOf,
  removeAt,
  settledIds,
  type BlockDraft,
  type ItemsBlockType,
} from './page-blocks';
import { moveRow, rowAfterDelete } from './grid';
import { SYNTAX_PROBLEMS } from './rich-text-syntax';

const BLOCKS: PageBlock[] = [
  { id: 'history', type: 'heading', text: { en: 'History', hi: 'इतिहास' } },
  {
    id: 'history-text',
    type: 'paragraph',
    text: { en: ['Set up in ', { em: '1974' }, '.'], hi: 'स्थापना 1974 में हुई।' },
  },
  {
    id: 'documents',
    type: 'list',
    items: [
      { en: 'Form A', hi: 'फ़ॉर्म ए' },
      { en: [{ placeholder: true }], hi: '' },
    ],
  },
  { id: 'how', type: 'steps', items: [{ en: 'Apply', hi: 'आवेदन करें' }] },
  { id: 'mind', type: 'note', text: { en: 'See [RTI](/rti).', hi: '' } },
  { id: 'more', type: 'links', items: [{ text: { en: 'Tenders', hi: 'निविदाएँ' }, href: '/tenders' }] },
  { id: 'rates', type: 'table', table: 'rabi-crop-rates' },
];

const page = (blocks: PageBlock[]) => ({
  path: '/about-us',
  title: { en: 'About Us', hi: 'हमारे बारे में' },
  hindiReview: 'drafted',
  blocks,
});

describe('the page editor’s blocks', () => {
  it('holds each text as its field shows it and gives back the same blocks', () => {
    const drafts = blockDrafts(BLOCKS);
    expect(drafts[1]).toMatchObject({ type: 'paragraph', text: { en: 'Set up in *1974*.', hi: 'स्थापना 1974 में हुई।' } });
    expect(drafts[2]).toMatchObject({ items: [{ en: 'Form A' }, { en: '{?}', hi: '' }] });
    // A note's plain text with brackets is kept as text: its brackets are written with a backslash.
    expect(drafts[4]).toMatchObject({ text: { en: 'See \\[RTI](/rti).' } });
    expect(drafts[5]).toMatchObject({ items: [{ en: 'Tenders', hi: 'निविदाएँ', href: '/tenders' }] });
    expect(new Set(drafts.map((draft) => draft.key)).size).toBe(drafts.length);
    expect(pageBlocksOf(drafts)).toEqual({ blocks: BLOCKS, problems: [] });
  });

  it('names the block, item and language of a mark it cannot read, keeping the typed words meanwhile', () => {
    const drafts = blockDrafts(BLOCKS);
    const list = drafts[2] as Extract<BlockDraft, { type: ItemsBlockType }>;
    list.items[1] = { ...list.items[1], hi: 'फ़ोन *' };
    const { blocks, problems } = pageBlocksOf(drafts);
    expect(problems).toEqual([{ block: 3, item: 2, language: 'hi', message: SYNTAX_PROBLEMS.emphasisOpen('*') }]);
    expect(fieldPlace(problems[0])).toBe('Block 3, item 2 (Hindi)');
    expect(blocks[2]).toMatchObject({ items: [{}, { hi: 'फ़ोन *' }] });
  });

  it('holds a contact block as the reference it is, and names it in the place chooser', () => {
    const contact: PageBlock = { id: 'contact-details', type: 'contact' };
    const drafts = blockDrafts([contact]);
    expect(drafts).toEqual([{ key: expect.any(Number), id: 'contact-details', type: 'contact' }]);
    expect(pageBlocksOf(drafts)).toEqual({ blocks: [contact], problems: [] });
    expect(blockSummary(drafts[0])).toBe('Contact details (Manage Site Settings)');
    expect(checkPageContent(page(pageBlocksOf([newBlock('contact', new Set())]).blocks))).toEqual([]);
  });

  it('adds a block of each type, empty but for the one item a list starts with, under an id no block has', () => {
    const taken = new Set(BLOCKS.map((block) => block.id));
    const added = PAGE_BLOCK_TYPES.map((type) => newBlock(type, taken));
    expect(added.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'steps',
      'note',
      'links',
      'table',
      'contact',
    ]);
    expect(added[2]).toMatchObject({ fresh: true, items: [{ en: '', hi: '' }] });
    expect(added[5]).toMatchObject({ items: [{ en: '', hi: '', href: '' }] });
    for (const block of added) expect(block.id).toMatch(/^[a-z0-9][a-z0-9-]{0,63}$/);
    expect(new Set([...taken, ...added.map((block) => block.id)]).size).toBe(taken.size + added.length);
  });

  it('inserts, moves and removes blocks and items, clamped to the ends', () => {
    const drafts = blockDrafts(BLOCKS);
    const ids = (list: readonly BlockDraft[]) => list.map((draft) => draft.id);
    const added = newBlock('note', new Set(ids(drafts)));
    expect(ids(insertAt(drafts, 1, added))).toEqual(['history', added.id, ...ids(drafts.slice(1))]);
    expect(ids(insertAt(drafts, 99, added)).at(-1)).toBe(added.id);
    expect(ids(insertAt([], 0, added))).toEqual([added.id]);
    expect(ids(moveRow(drafts, 2, -1)).slice(0, 3)).toEqual(['history', 'documents', 'history-text']);
    expect(ids(moveRow(drafts, 0, -1))).toEqual(ids(drafts));
    expect(ids(moveRow(drafts, 6, 1))).toEqual(ids(drafts));
    expect(ids(removeAt(drafts, 1)).slice(0, 2)).toEqual(['history', 'documents']);
    // Focus after a removal: the block now in its place, the one above at the end, nothing when none is left.
    expect(rowAfterDelete(drafts, 1)?.id).toBe('documents');
    expect(rowAfterDelete(drafts, 6)?.id).toBe('more');
    expect(rowAfterDelete(drafts.slice(0, 1), 0)).toBeUndefined();
    const list = drafts[2] as Extract<BlockDraft, { type: ItemsBlockType }>;
    expect(moveRow(list.items, 1, -1).map((item) => item.en)).toEqual(['{?}', 'Form A']);
    expect(removeAt(list.items, 0).map((item) => item.en)).toEqual(['{?}']);
  });

  it('names a new heading after its English words when it is first saved, and keeps every saved id', () => {
    const drafts = blockDrafts(BLOCKS);
    const taken = new Set(drafts.map((draft) => draft.id));
    const heading = { ...newBlock('heading', taken), text: { en: 'History', hi: 'इतिहास' } } as BlockDraft;
    const other = { ...newBlock('heading', taken), text: { en: 'Seed Testing Lab: 2025!', hi: '' } } as BlockDraft;
    const paragraph = newBlock('paragraph', taken);
    const all = [...drafts, heading, other, paragraph];
    const settled = settledIds(all, pageBlocksOf(all).blocks);
    expect(settled.map((block) => block.id)).toEqual([
      ...BLOCKS.map((block) => block.id),
      'history-2',
      'seed-testing-lab-2025',
      paragraph.id,
    ]);
    const headingOnlyHindi = { ...newBlock('heading', taken), text: { en: 'बीज', hi: 'बीज' } } as BlockDraft;
    expect(settledIds([headingOnlyHindi], pageBlocksOf([headingOnlyHindi]).blocks)[0].id).toBe(headingOnlyHindi.id);
  });

  it('gives blocks the page contract accepts once their words are filled in', () => {
    const drafts = blockDrafts(BLOCKS);
    const filled = { ...newBlock('steps', new Set()), items: [{ key: 1, en: 'Sow', hi: 'बोएँ' }] } as BlockDraft;
    expect(checkPageContent(page(pageBlocksOf([...drafts, filled]).blocks))).toEqual([]);
    expect(checkPageContent(page(pageBlocksOf([newBlock('paragraph', new Set())]).blocks))).toEqual([
      'Block 1: the English is empty.',
    ]);
  });

  it('tells which blocks’ Hindi would be out of date if published now', () => {
    const published: PublishedBlock[] = [
      { id: 'history', type: 'heading', text: { en: 'Our history', hi: 'इतिहास' } },
      { id: 'how', type: 'steps', items: [{ en: 'Apply', hi: 'आवेदन' }], hindiOutdated: true },
      { id: 'more', type: 'links', items: [{ text: { en: 'Tenders', hi: 'निविदाएँ' }, href: '/tenders' }] },
    ];
    // 'history': English changed, Hindi not; 'how': marked, and its Hindi has changed since; 'more': unchanged.
    expect(outdatedHindiIds(BLOCKS, published)).toEqual(new Set(['history']));
  });

  it('sums a block up by the start of its English', () => {
    const drafts = blockDrafts(BLOCKS);
    expect(blockSummary(drafts[1])).toBe('Set up in *1974*.');
    expect(blockSummary(drafts[2])).toBe('Form A');
    expect(blockSummary(drafts[6])).toBe('rabi-crop-rates');
    expect(blockSummary({ ...drafts[0], type: 'heading', text: { en: 'A '.repeat(40), hi: '' } }, 10)).toBe(
      'A A A A A…',
    );
  });
});
