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
import { messageOf } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import {
  fetchContentPages,
  fetchPage,
  isStale,
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
import { useOneChangeAtATime, useWarnBeforeLeaving } from '../../ui/hooks/use-draft-editing';
import { useDraftWorkflow } from '../../workflow/hooks/use-draft-workflow';

const TEXTS = PAGE_EDITOR_TEXTS.editor;

/** What the editor holds: the page's title, its Hindi's review state and its blocks. */
export interface PageWords {
  title: TextPair;
  hindiReview: HindiReview;
  blocks: BlockDraft[];
}

interface Loaded {
  page: AdminPage;
  /** The version every change is based on; a change based on an older one is refused. */
  baseVersion: number;
  /** What the service holds now, to tell unsaved changes from saved ones. */
  savedState: string;
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

function loadedFrom(page: AdminPage): { loaded: Loaded; words: PageWords } {
  const words = wordsOf(page);
  return {
    loaded: { page, baseVersion: page.currentVersion, savedState: stateOf(words, pageBlocksOf(words.blocks).blocks) },
    words,
  };
}

/**
 * One page's words in the editor, and the draft, publish and restore calls. Nothing typed is dropped by a
 * refused change: a stale save or an invalid block leaves the editor as it was, with the reason shown.
 */
export function usePageEditor(path: string) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [words, setWords] = useState<PageWords>({ title: { en: '', hi: '' }, hindiReview: 'drafted', blocks: [] });
  const [tables, setTables] = useState<AdminTableSummary[]>();
  /** Problems are listed once a save was tried, and follow the edits from then on. */
  const [attempted, setAttempted] = useState(false);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [stale, setStale] = useState<string>();
  const { busy, exclusive } = useOneChangeAtATime();

  const take = useCallback((page: AdminPage) => {
    const next = loadedFrom(page);
    setLoaded(next.loaded);
    setWords(next.words);
    setAttempted(false);
    setServerProblems([]);
    setStale(undefined);
  }, []);

  useEffect(() => {
    let live = true;
    fetchPage(path)
      .then((page) => {
        if (live) take(page);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setLoadFailed(true);
        toast.error(messageOf(error, TEXTS.loadFailed));
      });
    // The tables a table block may name; without them the block's choice is the table it names now.
    fetchContentPages()
      .then((groups) => {
        if (live) setTables(groups.flatMap((group) => group.tables));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [path, take]);

  const page = loaded?.page;
  const built = useMemo(() => pageBlocksOf(words.blocks), [words.blocks]);
  const dirty = !!loaded && stateOf(words, built.blocks) !== loaded.savedState;
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

  useWarnBeforeLeaving(dirty);

  const reload = useCallback(async () => take(await fetchPage(path)), [path, take]);

  const edit = (change: (previous: PageWords) => PageWords) => {
    setWords(change);
    setServerProblems([]);
  };

  /** A refused change: the editor keeps its words, and the reason is shown. */
  const refused = (error: unknown) => {
    const message = messageOf(error);
    if (isStale(error)) setStale(message);
    const listed = refusedPageProblems(error);
    if (listed.length > 0) {
      setServerProblems(listed);
      setAttempted(true);
    }
    toast.error(message);
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

  /** Saves the editor's words as the draft; the draft's version when saved. */
  const send = async (): Promise<number | undefined> => {
    if (!loaded) return undefined;
    try {
      const { message, version } = await savePageDraft(request(loaded.baseVersion));
      toast.success(message);
      await reload();
      return version;
    } catch (error) {
      refused(error);
      return undefined;
    }
  };

  const save = () => exclusive(false, async () => readyToSave() && (await send()) !== undefined);

  /** With `reason` (an administrator publishing alone), the dialog that asked for it was the confirmation. */
  const publish = (reason?: string) =>
    exclusive(undefined, async () => {
      if (!loaded || !page) return;
      if (!dirty && !page.draft) {
        toast.error(PAGE_MESSAGES.noDraft);
        return;
      }
      if (dirty && !readyToSave()) return;
      const question = dirty ? TEXTS.confirm.saveAndPublish(path) : TEXTS.confirm.publish(path);
      if (reason === undefined && !(await confirmInToast(question))) return;
      const baseVersion = dirty ? await send() : loaded.baseVersion;
      if (baseVersion === undefined) return;
      try {
        toast.success((await publishPage(path, baseVersion, reason)).message);
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  const workflow = useDraftWorkflow({
    document: { kind: 'page', key: path },
    baseVersion: loaded?.baseVersion,
    hasDraft: !!page?.draft,
    dirty,
    save: async () => (readyToSave() ? send() : undefined),
    reload,
    refused,
    exclusive,
  });

  const restore = (version: number) =>
    exclusive(undefined, async () => {
      if (!loaded) return;
      const question = TEXTS.confirm.restore(version);
      if (!(await confirmInToast(dirty ? `${question} ${TEXTS.confirm.unsaved}` : question))) return;
      try {
        toast.success((await restorePage(path, version, loaded.baseVersion)).message);
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  /** True when the editor shows the page as saved again. */
  const discard = () =>
    exclusive(false, async () => {
      if (!(await confirmInToast(TEXTS.confirm.discard))) return false;
      try {
        await reload();
        return true;
      } catch (error) {
        toast.error(messageOf(error, TEXTS.loadFailed));
        return false;
      }
    });

  /** After a stale save: the page as saved now, in place of the editor's words. */
  const reloadSaved = async (): Promise<void> => {
    try {
      await reload();
    } catch (error) {
      toast.error(messageOf(error, TEXTS.loadFailed));
    }
  };

  /** After a stale save: the editor's words stay, based on the version saved now, for the next save to replace. */
  const keepMine = async (): Promise<void> => {
    try {
      const { loaded: next } = loadedFrom(await fetchPage(path));
      setLoaded(next);
      setStale(undefined);
      toast.info(TEXTS.stale.keptToast(next.baseVersion));
    } catch (error) {
      toast.error(messageOf(error, TEXTS.loadFailed));
    }
  };

  return {
    page,
    loadFailed,
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
    busy,
    stale,
    save,
    publish,
    workflow,
    restore,
    discard,
    reloadSaved,
    keepMine,
  };
}

export type PageEditor = ReturnType<typeof usePageEditor>;
