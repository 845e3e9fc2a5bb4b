import type { WorkflowDocument } from '@seedcorp/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ApiRequestError, messageOf } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import { useOneChangeAtATime, useWarnBeforeLeaving } from '../../ui/hooks/use-draft-editing';
import { useDraftWorkflow } from './use-draft-workflow';

/** A document edited as a draft, as the admin service answers it. */
interface DraftDocument {
  draft: object | null;
  /** What a save, publish or restore sends as `baseVersion` now. */
  currentVersion: number;
}

/** A loaded document in the editor's terms: its fields, and the state they are compared with to tell unsaved changes. */
export interface OpenedDraft<F> {
  fields: F;
  savedState: string;
}

interface Loaded<R> {
  record: R;
  /** The version every change is based on; a change based on an older one is refused. */
  baseVersion: number;
  /** What the service holds now, to tell unsaved changes from saved ones. */
  savedState: string;
}

/** A save, based on an older version, that the service refused with 409. */
const isStale = (error: unknown) => error instanceof ApiRequestError && error.httpStatus === 409;

interface DraftRecordOptions<R, F> {
  /** Loads the document; a new function (another document) loads it again. */
  load: () => Promise<R>;
  /** Reads a loaded document into the editor's fields; the same function at every render. */
  open: (record: R) => OpenedDraft<F>;
  /** Puts the fields in the editor in place of what it held; the same function at every render. */
  show: (fields: F) => void;
  texts: { loadFailed: string; keptToast: (version: number) => string; confirmDiscard: string };
}

/**
 * The loaded document a draft editor edits, and the ways back to it: discarding the changes, and the two ways out of
 * a stale save (keep the editor's fields, based on the version saved since, or load the saved document instead).
 */
export function useDraftRecord<R extends DraftDocument, F>({ load, open, show, texts }: DraftRecordOptions<R, F>) {
  const [loaded, setLoaded] = useState<Loaded<R>>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [stale, setStale] = useState<string>();
  const { busy, exclusive } = useOneChangeAtATime();
  const loadFailedText = texts.loadFailed;

  const loadedOf = useCallback(
    (record: R) => {
      const { fields, savedState } = open(record);
      return { loaded: { record, baseVersion: record.currentVersion, savedState }, fields };
    },
    [open],
  );

  const take = useCallback(
    (record: R) => {
      const next = loadedOf(record);
      setLoaded(next.loaded);
      show(next.fields);
      setStale(undefined);
    },
    [loadedOf, show],
  );

  useEffect(() => {
    let live = true;
    load()
      .then((record) => {
        if (live) take(record);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setLoadFailed(true);
        toast.error(messageOf(error, loadFailedText));
      });
    return () => {
      live = false;
    };
  }, [load, take, loadFailedText]);

  const reload = useCallback(async () => take(await load()), [load, take]);

  /** True when the editor shows the document as saved again. */
  const discard = () =>
    exclusive(false, async () => {
      if (!(await confirmInToast(texts.confirmDiscard))) return false;
      try {
        await reload();
        return true;
      } catch (error) {
        toast.error(messageOf(error, loadFailedText));
        return false;
      }
    });

  /** After a stale save: the editor's fields stay, based on the version saved now, for the next save to replace. */
  const keepMine = () =>
    exclusive(undefined, async () => {
      try {
        const next = loadedOf(await load()).loaded;
        setLoaded(next);
        setStale(undefined);
        toast.info(texts.keptToast(next.baseVersion));
      } catch (error) {
        toast.error(messageOf(error, loadFailedText));
      }
    });

  /** After a stale save: the document as saved now, in place of the editor's fields. */
  const reloadSaved = () =>
    exclusive(undefined, async () => {
      try {
        await reload();
      } catch (error) {
        toast.error(messageOf(error, loadFailedText));
      }
    });

  return {
    record: loaded?.record,
    baseVersion: loaded?.baseVersion,
    savedState: loaded?.savedState,
    loadFailed,
    stale,
    /** Marks the editor stale when the service refused a change as based on an older version. */
    noteStale: (error: unknown, message: string) => {
      if (isStale(error)) setStale(message);
    },
    busy,
    exclusive,
    reload,
    discard,
    keepMine,
    reloadSaved,
  };
}

type DraftRecordState<R extends DraftDocument> = ReturnType<typeof useDraftRecord<R, unknown>>;

interface DraftLifecycleOptions<R> {
  document: WorkflowDocument;
  dirty: boolean;
  /** Shows every problem when there is one, so a save is never sent with what the service would refuse. */
  readyToSave: () => boolean;
  /**
   * Saves the editor's fields as the draft based on `baseVersion`: the service's message and the draft's version;
   * undefined while the editor holds nothing to save.
   */
  saveDraft: (baseVersion: number) => Promise<{ message: string; version: number } | undefined>;
  /** Publishes the draft based on `baseVersion`; the service's message. */
  publishDraft: (baseVersion: number, reason: string | undefined) => Promise<string>;
  /** Makes `version` the draft; the service's message. */
  restoreVersion: (version: number, baseVersion: number) => Promise<string>;
  /** Shows the problems a refused change lists, where they apply; `saving` when the refused change was a save. */
  showProblems: (error: unknown, saving: boolean) => void;
  texts: {
    noDraft: string;
    /** The question before publishing; with unsaved changes, they are saved first. */
    confirmPublish: (record: R, dirty: boolean) => string;
    confirmRestore: (version: number, dirty: boolean) => string;
  };
}

/**
 * The draft's lifecycle in an editor: save (with the version it is based on, for the service to refuse a stale
 * one), publish, restore, and the workflow's steps. Nothing typed is dropped by a refused change: the
 * editor keeps its fields and the reason is shown.
 */
export function useDraftLifecycle<R extends DraftDocument>(
  draft: DraftRecordState<R>,
  {
    document,
    dirty,
    readyToSave,
    saveDraft,
    publishDraft,
    restoreVersion,
    showProblems,
    texts,
  }: DraftLifecycleOptions<R>,
) {
  const { record, baseVersion: loadedVersion, exclusive, reload } = draft;

  useWarnBeforeLeaving(dirty);

  const refusedWith = (error: unknown, saving: boolean) => {
    const message = messageOf(error);
    draft.noteStale(error, message);
    showProblems(error, saving);
    toast.error(message);
  };

  /** A refused change: the editor keeps its fields, and the reason is shown. */
  const refused = (error: unknown) => refusedWith(error, false);

  /** Saves the editor's fields as the draft; the draft's version when saved. */
  const send = async (): Promise<number | undefined> => {
    if (loadedVersion === undefined) return undefined;
    try {
      const saved = await saveDraft(loadedVersion);
      if (!saved) return undefined;
      toast.success(saved.message);
      await reload();
      return saved.version;
    } catch (error) {
      refusedWith(error, true);
      return undefined;
    }
  };

  const save = () => exclusive(false, async () => readyToSave() && (await send()) !== undefined);

  /** With `reason` (an administrator publishing alone), the dialog that asked for it was the confirmation. */
  const publish = (reason?: string) =>
    exclusive(undefined, async () => {
      if (loadedVersion === undefined || !record) return;
      if (!dirty && !record.draft) {
        toast.error(texts.noDraft);
        return;
      }
      if (dirty && !readyToSave()) return;
      if (reason === undefined && !(await confirmInToast(texts.confirmPublish(record, dirty)))) return;
      const baseVersion = dirty ? await send() : loadedVersion;
      if (baseVersion === undefined) return;
      try {
        toast.success(await publishDraft(baseVersion, reason));
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  const workflow = useDraftWorkflow({
    document,
    baseVersion: loadedVersion,
    hasDraft: !!record?.draft,
    dirty,
    save: async () => (readyToSave() ? send() : undefined),
    reload,
    refused,
    exclusive,
  });

  const restore = (version: number) =>
    exclusive(undefined, async () => {
      if (loadedVersion === undefined) return;
      if (!(await confirmInToast(texts.confirmRestore(version, dirty)))) return;
      try {
        toast.success(await restoreVersion(version, loadedVersion));
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  return { refused, save, publish, workflow, restore };
}
