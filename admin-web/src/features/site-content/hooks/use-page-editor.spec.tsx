import {
  API,
  CONTENT_MESSAGES,
  PAGE_MESSAGES,
  type AdminPage,
  type AdminTableSummary,
  type PageBlock,
} from '@seedcorp/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { PAGE_EDITOR_TEXTS } from '../../../content/page-editor';
import { ok, stubApi, type ApiStub } from '../../../testing/api-stub';
import { answerConfirm, toasted, WithToasts } from '../../../testing/toasts';
import { NO_WORKFLOW } from '../../../testing/workflow';
import { newBlock, type BlockDraft } from '../page-blocks';
import { SYNTAX_PROBLEMS } from '../rich-text-syntax';
import { usePageEditor } from './use-page-editor';

const PATH = '/about-us';
const TEXTS = PAGE_EDITOR_TEXTS.editor;

const INTRO_HINDI = ['हम ', { em: 'प्रमाणित' }, ' बीज देते हैं।'];
const BLOCKS: PageBlock[] = [
  { id: 'intro', type: 'paragraph', text: { en: ['We supply ', { em: 'certified' }, ' seed.'], hi: INTRO_HINDI } },
  { id: 'rates', type: 'table', table: 'wheat-seed-rates' },
];

/** The page as `getPage` answers it: published at version 1, with a draft at `draftVersion` if given. */
function pageAt(draftVersion?: number, blocks: PageBlock[] = BLOCKS): AdminPage {
  const title = { en: 'About us', hi: 'हमारे बारे में' };
  return {
    path: PATH,
    published: {
      path: PATH,
      title,
      blocks: BLOCKS,
      version: 1,
      publishedAt: '2026-01-05T10:00:00.000Z',
      hindiReview: 'reviewed',
    },
    draft: draftVersion
      ? {
          path: PATH,
          title,
          blocks,
          hindiReview: 'drafted',
          version: draftVersion,
          savedAt: '2026-01-06T10:00:00.000Z',
        }
      : null,
    versions: [{ version: 1, publishedAt: '2026-01-05T10:00:00.000Z' }],
    currentVersion: draftVersion ?? 1,
    workflow: NO_WORKFLOW,
  };
}

const TABLE: AdminTableSummary = {
  key: 'wheat-seed-rates',
  page: '/marketing/rabi-seeds',
  caption: { en: 'Wheat seed rates', hi: 'गेहूँ बीज दरें' },
  kind: 'table',
  columns: [],
  published: { version: 1, publishedAt: '2026-01-05T10:00:00.000Z' },
  draft: null,
  currentVersion: 1,
  hindiReview: 'reviewed',
};

/** The first block's English as typed in the editor. */
const withIntro = (en: string) => (blocks: BlockDraft[]) =>
  blocks.map((block, index) => (index === 0 && 'text' in block ? { ...block, text: { ...block.text, en } } : block));

let api: ApiStub;
beforeEach(() => {
  api = stubApi();
  api.answer(API.content.getAll, ok(CONTENT_MESSAGES.tablesFetched, [{ page: TABLE.page, tables: [TABLE] }]));
});

async function openEditor(...pages: AdminPage[]) {
  api.answer(API.content.getPage, ...pages.map((page) => ok(PAGE_MESSAGES.pageFetched, page)));
  const editor = renderHook(() => usePageEditor(PATH), { wrapper: WithToasts });
  await waitFor(() => expect(editor.result.current.page).toBeDefined());
  await waitFor(() => expect(editor.result.current.tables).toBeDefined());
  return editor.result;
}

describe('usePageEditor', () => {
  it("loads the page's draft, with its marks as typed, and the tables a block may name", async () => {
    const editor = await openEditor(pageAt(2));

    expect(api.bodiesTo(API.content.getPage)).toEqual([{ path: PATH }]);
    expect(editor.current.words.title).toEqual({ en: 'About us', hi: 'हमारे बारे में' });
    expect(editor.current.words.blocks.map((block) => ('text' in block ? block.text.en : block.type))).toEqual([
      'We supply *certified* seed.',
      'table',
    ]);
    expect(editor.current.blocks).toEqual(BLOCKS);
    expect(editor.current.tables?.map((table) => table.key)).toEqual(['wheat-seed-rates']);
    expect(editor.current.dirty).toBe(false);
  });

  it('lists unreadable marks and broken page rules once a save is tried, and sends nothing', async () => {
    const editor = await openEditor(pageAt(2));

    act(() => editor.current.setBlocks(withIntro('Only *certified seed.')(editor.current.words.blocks)));
    act(() => editor.current.setTitle({ en: ' ', hi: 'हमारे बारे में' }));
    act(() =>
      editor.current.setBlocks(
        editor.current.words.blocks.map((block) => (block.type === 'table' ? { ...block, table: 'no-such' } : block)),
      ),
    );
    expect(editor.current.dirty).toBe(true);
    expect(editor.current.shownProblems).toEqual([]);

    expect(await act(() => editor.current.save())).toBe(false);

    expect(editor.current.shownProblems).toEqual([
      `Block 1 (English): ${SYNTAX_PROBLEMS.emphasisOpen('*certified seed.')}`,
      'Title: the English is empty.',
      'Block 2: there is no table "no-such".',
    ]);
    expect(api.bodiesTo(API.content.savePageDraft)).toEqual([]);
    await toasted(PAGE_MESSAGES.contentRefused);
  });

  it("saves the words as the draft, a new heading's id taken from its English", async () => {
    const editor = await openEditor(pageAt(2), pageAt(3));
    api.answer(API.content.savePageDraft, ok(PAGE_MESSAGES.draftSaved, { version: 3 }));
    const heading = newBlock('heading', new Set(BLOCKS.map((block) => block.id)));

    act(() =>
      editor.current.setBlocks([
        ...editor.current.words.blocks,
        { ...heading, type: 'heading', text: { en: 'Sale network', hi: 'बिक्री केंद्र' } } as BlockDraft,
      ]),
    );
    act(() => editor.current.setTitle({ en: '  About the corporation ', hi: 'निगम के बारे में' }));
    expect(await act(() => editor.current.save())).toBe(true);

    expect(api.bodiesTo(API.content.savePageDraft)).toEqual([
      {
        path: PATH,
        baseVersion: 2,
        title: { en: 'About the corporation', hi: 'निगम के बारे में' },
        hindiReview: 'drafted',
        blocks: [...BLOCKS, { id: 'sale-network', type: 'heading', text: { en: 'Sale network', hi: 'बिक्री केंद्र' } }],
      },
    ]);
    await toasted(PAGE_MESSAGES.draftSaved);
    expect(editor.current.page?.currentVersion).toBe(3);
    expect(editor.current.dirty).toBe(false);
  });

  it('marks a block whose English changed without its Hindi as out of date', async () => {
    const editor = await openEditor(pageAt(2));
    expect([...editor.current.outdated]).toEqual([]);

    act(() =>
      editor.current.setBlocks(withIntro('We supply *certified* and foundation seed.')(editor.current.words.blocks)),
    );

    expect([...editor.current.outdated]).toEqual(['intro']);
  });

  it("lists the service's refusals until the words are edited, and keeps the edits after a stale save", async () => {
    const editor = await openEditor(pageAt(2), pageAt(3));
    const refusal = 'Block 1 (Hindi): is too long.';
    const staleMessage = PAGE_MESSAGES.staleVersion(3);
    api.answer(
      API.content.savePageDraft,
      { status: 400, message: PAGE_MESSAGES.contentRefused, data: [refusal] },
      { status: 409, message: staleMessage },
      ok(PAGE_MESSAGES.draftSaved, { version: 4 }),
    );

    act(() => editor.current.setBlocks(withIntro('We supply certified seed.')(editor.current.words.blocks)));
    expect(await act(() => editor.current.save())).toBe(false);
    expect(editor.current.shownProblems).toEqual([refusal]);

    act(() => editor.current.setBlocks(withIntro('We supply certified seed only.')(editor.current.words.blocks)));
    expect(editor.current.shownProblems).toEqual([]);

    expect(await act(() => editor.current.save())).toBe(false);
    expect(editor.current.stale).toBe(staleMessage);
    expect(editor.current.blocks[0]).toEqual({
      id: 'intro',
      type: 'paragraph',
      text: { en: 'We supply certified seed only.', hi: INTRO_HINDI },
    });
    await toasted(staleMessage);

    await act(() => editor.current.keepMine());
    expect(editor.current.stale).toBeUndefined();
    await toasted(TEXTS.stale.keptToast(3));
    expect(await act(() => editor.current.save())).toBe(true);
    expect(api.bodiesTo(API.content.savePageDraft).map((body) => body.baseVersion)).toEqual([2, 2, 3]);
  });

  it('saves unsaved words first and publishes the version they were saved as, once confirmed', async () => {
    const editor = await openEditor(pageAt(2), pageAt(3), pageAt());
    api.answer(API.content.savePageDraft, ok(PAGE_MESSAGES.draftSaved, { version: 3 }));
    api.answer(API.content.publishPage, ok(PAGE_MESSAGES.published, { version: 3 }));

    act(() => editor.current.setBlocks(withIntro('We supply certified seed.')(editor.current.words.blocks)));
    let publishing!: Promise<void>;
    act(() => {
      publishing = editor.current.publish();
    });
    await answerConfirm(TEXTS.confirm.saveAndPublish(PATH), true);
    await act(() => publishing);

    expect(api.bodiesTo(API.content.publishPage)).toEqual([{ path: PATH, baseVersion: 3 }]);
    await toasted(PAGE_MESSAGES.published);
    expect(editor.current.page?.draft).toBeNull();
  });

  it('restores an earlier version once confirmed', async () => {
    const editor = await openEditor(pageAt(2), pageAt(3));
    api.answer(API.content.restorePage, ok(PAGE_MESSAGES.restored, { version: 3 }));

    let restoring!: Promise<void>;
    act(() => {
      restoring = editor.current.restore(1);
    });
    await answerConfirm(TEXTS.confirm.restore(1), true);
    await act(() => restoring);

    expect(api.bodiesTo(API.content.restorePage)).toEqual([{ path: PATH, version: 1, baseVersion: 2 }]);
    await toasted(PAGE_MESSAGES.restored);
  });
});
