import {
  checkPageContent,
  PAGE_MESSAGES,
  type AdminPage,
  type AdminTableSummary,
  type HindiReview,
  type PageBlock,
  type SavePageDraftRequest,
} from '@seedcorp/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { PAGE_EDITOR_TEXTS } from '../../../content/page-editor';
import {
  fetchContentPages,
  fetchPage,
  publishPage,
  refusedPageProblems,
  restorePage,
  savePageDraft,
} from '../api/site-content-api';
import {
  blockDrafts,
  fieldPlace,
  outdatedHindiIds,
  pageBlocksOf,
  settledIds,
  type BlockDraft,
  type TextPair,
} from '../page-blocks';
import { useDraftLifecycle, useDraftRecord, type OpenedDraft } from '../../workflow/hooks/use-draft-lifecycle';

const TEXTS = PAGE_EDITOR_TEXTS.editor;
const RECORD_TEXTS = {
  loadFailed: TEXTS.loadFailed,
  keptToast: TEXTS.stale.keptToast,
  confirmDiscard: TEXTS.confirm.discard,
};

/** What the editor holds: the page's title, its Hindi's review state and its blocks. */
export interface PageWords {
  title: TextPair;
  hindiReview: HindiReview;
  blocks: BlockDraft[];
}

/** The version the editor edits: the shared draft when there is one, else the published words. */
function wordsOf(page: AdminPage): PageWords {
  const version = page.draft ?? page.published;
  return {
    title: { en: version?.title.en ?? '', hi: version?.title.hi ?? '' },
    hindiReview: version?.hindiReview ?? 'drafted',
    blocks: blockDrafts(version?.blocks ?? []),
  };
}

const stateOf = (words: PageWords, blocks: PageBlock[]) =>
  JSON.stringify({ title: words.title, hindiReview: words.hindiReview, blocks });

/** The page's words in the editor, and the saved state to compare them with. */
function openPage(page: AdminPage): OpenedDraft<PageWords> {
  const words = wordsOf(page);
  return { fields: words, savedState: stateOf(words, pageBlocksOf(words.blocks).blocks) };
}

/**
 * One page's words in the editor, and the draft, publish and restore calls. Nothing typed is dropped by a
 * refused change: a stale save or an invalid block leaves the editor as it was, with the reason shown.
 */
export function usePageEditor(path: string) {
  const [words, setWords] = useState<PageWords>({ title: { en: '', hi: '' }, hindiReview: 'drafted', blocks: [] });
  const [tables, setTables] = useState<AdminTableSummary[]>();
  /** Problems are listed once a save was tried, and follow the edits from then on. */
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<string[]>([]);

  const show = useCallback((fields: PageWords) => {
    setWords(fields);
    setAttempted(false);
    setServerProblems([]);
  }, []);
  const load = useCallback(() => fetchPage(path), [path]);
  const draft = useDraftRecord({ load, open: openPage, show, texts: RECORD_TEXTS });

  useEffect(() => {
    let live = true;
    // The tables a table block may name; without them the block's choice is the table it names now.
    fetchContentPages()
      .then((groups) => {
        if (live) setTables(groups.flatMap((group) => group.tables));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path]);

  const page = draft.record;
  const built = useMemo(() => pageBlocksOf(words.blocks), [words.blocks]);
  const dirty = draft.savedState !== undefined && stateOf(words, built.blocks) !== draft.savedState;
  const outdated = useMemo(() => outdatedHindiIds(built.blocks, page?.published?.blocks ?? []), [built.blocks, page]);
  const tableKeys = useMemo(() => (tables ? new Set(tables.map((table) => table.key)) : undefined), [tables]);

  /** Every problem of the editor's words: marks that cannot be read, then the page rules the service applies. */
  const problems = useMemo(() => {
    const marks = built.problems.map((problem) => `${fieldPlace(problem)}: ${problem.message}`);
    const rules = checkPageContent(
      { path, title: words.title, hindiReview: words.hindiReview, blocks: built.blocks },
      tableKeys,
    );
    return [...marks, ...rules];
  }, [built, path, words.title, words.hindiReview, tableKeys]);

  const edit = (change: (previous: PageWords) => PageWords) => {
    setWords(change);
    setServerProblems([]);
  };

  /** Lists every problem when there is one, so a save is never sent with words the service would refuse. */
  const readyToSave = (): boolean => {
    if (problems.length === 0) return true;
    setAttempted(true);
    toast.error(PAGE_MESSAGES.contentRefused);
    return false;
  };

  const request = (baseVersion: number): SavePageDraftRequest => ({
    path,
    baseVersion,
    title: { en: words.title.en.trim(), hi: words.title.hi.trim() },
    hindiReview: words.hindiReview,
    blocks: settledIds(words.blocks, built.blocks),
  });

  const { save, publish, workflow, restore } = useDraftLifecycle(draft, {
    document: { kind: 'page', key: path },
    dirty,
    readyToSave,
    saveDraft: (baseVersion) => savePageDraft(request(baseVersion)),
    publishDraft: async (baseVersion, reason) => (await publishPage(path, baseVersion, reason)).message,
    restoreVersion: async (version, baseVersion) => (await restorePage(path, version, baseVersion)).message,
    showProblems: (error) => {
      const listed = refusedPageProblems(error);
      if (listed.length > 0) {
        setServerProblems(listed);
        setAttempted(true);
      }
    },
    texts: {
      noDraft: PAGE_MESSAGES.noDraft,
      confirmPublish: (_record, unsaved) =>
        unsaved ? TEXTS.confirm.saveAndPublish(path) : TEXTS.confirm.publish(path),
      confirmRestore: (version, unsaved) =>
        unsaved ? `${TEXTS.confirm.restore(version)} ${TEXTS.confirm.unsaved}` : TEXTS.confirm.restore(version),
    },
  });

  return {
    page,
    loadFailed: draft.loadFailed,
    words,
    setTitle: (title: TextPair) => edit((previous) => ({ ...previous, title })),
    setHindiReview: (hindiReview: HindiReview) => edit((previous) => ({ ...previous, hindiReview })),
    setBlocks: (blocks: BlockDraft[]) => edit((previous) => ({ ...previous, blocks })),
    /** The blocks as the contract holds them, as they stand in the editor (saved or not). */
    blocks: built.blocks,
    markProblems: built.problems,
    outdated,
    tables,
    attempted,
    shownProblems: attempted
      ? [...serverProblems, ...problems.filter((problem) => !serverProblems.includes(problem))]
      : [],
    dirty,
    busy: draft.busy,
    stale: draft.stale,
    save,
    publish,
    workflow,
    restore,
    discard: draft.discard,
    reloadSaved: draft.reloadSaved,
    keepMine: draft.keepMine,
  };
}

export type PageEditor = ReturnType<typeof usePageEditor>;
