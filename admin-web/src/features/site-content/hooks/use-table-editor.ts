import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  tidyNotes,
  type AdminContentTable,
  type Bilingual,
  type CellProblem,
  type ContentRow,
  type HindiReview,
  type ImportMode,
  type TableContent,
  type TableNote,
} from '@seedcorp/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { messageOf } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import {
  exportCsv,
  fetchContentTable,
  importRows,
  isStale,
  publishDraft,
  refusedRows,
  restoreVersion,
  saveDraft,
} from '../api/site-content-api';
import { contentRowsOf, gridProblems, gridRowsOf, problemKey, problemsByCell, withCell, type GridRow } from '../grid';
import { downloadCsv } from '../download';
import { useOneChangeAtATime, useWarnBeforeLeaving } from '../../ui/hooks/use-draft-editing';
import { useDraftWorkflow } from '../../workflow/hooks/use-draft-workflow';

/** A rate list's season and effective-from date as their fields hold them ('' while blank). */
export interface TermsDraft {
  season: string;
  effectiveFrom: string;
}

interface Loaded {
  table: AdminContentTable;
  /** The version every change is based on; a change based on an older one is refused. */
  baseVersion: number;
  /** What the service holds now, in the grid's terms, to tell unsaved changes from saved ones. */
  savedState: string;
}

const TEXTS = SITE_CONTENT_TEXTS;
const SEASON_FIELD = 'season';

/** The version the grid edits: the shared draft when there is one, else the published version. */
const editedVersion = (table: AdminContentTable): TableContent | null => table.draft ?? table.published;

function termsOf(table: AdminContentTable): TermsDraft {
  const version = editedVersion(table);
  return { season: version?.season ?? '', effectiveFrom: version?.effectiveFrom ?? '' };
}

/** A note as its two fields hold it: the English and the Hindi wording ('' while blank). */
export type NoteDraft = Bilingual;

const noteDraftOf = (note: TableNote): NoteDraft =>
  typeof note === 'string' ? { en: note, hi: '' } : { en: note.en, hi: note.hi ?? '' };

/** What the editor holds beside the rows: a rate list's terms, the notes and the state of the Hindi. */
interface Beside {
  terms: TermsDraft;
  notes: NoteDraft[];
  hindiReview: HindiReview;
}

/** The edited content as the service would store it, so only a change a save would keep counts as unsaved. */
function stateOf(table: AdminContentTable, rows: ContentRow[], { terms, notes, hindiReview }: Beside): string {
  const content = { rows, notes: tidyNotes(notes), hindiReview };
  if (table.kind !== 'rateList') return JSON.stringify(content);
  return JSON.stringify({ ...content, season: terms.season.trim(), effectiveFrom: terms.effectiveFrom || null });
}

function loadedFrom(table: AdminContentTable): { loaded: Loaded; rows: GridRow[]; beside: Beside } {
  const version = table.draft ?? table.published;
  const rows = gridRowsOf(table.columns, version?.rows ?? []);
  const beside = {
    terms: termsOf(table),
    notes: (version?.notes ?? []).map(noteDraftOf),
    hindiReview: version?.hindiReview ?? 'drafted',
  };
  return {
    loaded: {
      table,
      baseVersion: table.currentVersion,
      savedState: stateOf(table, contentRowsOf(table.columns, rows), beside),
    },
    rows,
    beside,
  };
}

/**
 * One table in the editor: the grid's rows and a rate list's terms, checked against the table's columns as they
 * are edited, and the draft, publish, import, restore and export calls. Nothing typed is dropped by a refused
 * change: a stale save or an invalid row leaves the grid as it was, with the reason shown.
 */
export function useTableEditor(key: string) {
  const [loaded, setLoaded] = useState<Loaded>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [rows, setRows] = useState<GridRow[]>([]);
  const [terms, setTerms] = useState<TermsDraft>({ season: '', effectiveFrom: '' });
  const [notes, setNotes] = useState<NoteDraft[]>([]);
  const [hindiReview, setHindiReview] = useState<HindiReview>('drafted');
  /** Problems are shown at a cell once it is left, and everywhere once a save is tried. */
  const [shown, setShown] = useState<ReadonlySet<string> | 'all'>(new Set());
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [stale, setStale] = useState<string>();
  const [importProblems, setImportProblems] = useState<CellProblem[]>([]);
  const { busy, exclusive } = useOneChangeAtATime();

  const take = useCallback((table: AdminContentTable) => {
    const next = loadedFrom(table);
    setLoaded(next.loaded);
    setRows(next.rows);
    setTerms(next.beside.terms);
    setNotes(next.beside.notes);
    setHindiReview(next.beside.hindiReview);
    setShown(new Set());
    setServerProblems(new Map());
    setStale(undefined);
  }, []);

  useEffect(() => {
    let live = true;
    fetchContentTable(key)
      .then((table) => {
        if (live) take(table);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setLoadFailed(true);
        toast.error(messageOf(error, TEXTS.tableLoadFailed));
      });
    return () => {
      live = false;
    };
  }, [key, take]);

  const table = loaded?.table;
  const columns = useMemo(() => table?.columns ?? [], [table]);
  const rateList = table?.kind === 'rateList';
  const contentRows = useMemo(() => contentRowsOf(columns, rows), [columns, rows]);
  const check = useMemo(() => gridProblems(columns, rows), [columns, rows]);
  const termsProblem = rateList && terms.season.trim() === '' ? CONTENT_MESSAGES.seasonRequired : undefined;
  const dirty = !!table && !!loaded && stateOf(table, contentRows, { terms, notes, hindiReview }) !== loaded.savedState;

  const isShown = (cell: string) => shown === 'all' || shown.has(cell);
  const problemAt = (cell: string): string | undefined =>
    serverProblems.get(cell) ?? (isShown(cell) ? check.byCell.get(cell) : undefined);
  const seasonProblem = termsProblem && isShown(SEASON_FIELD) ? termsProblem : undefined;

  useWarnBeforeLeaving(dirty);

  const reload = useCallback(async () => take(await fetchContentTable(key)), [key, take]);

  /** A refused change: the grid keeps its rows, and the reason is shown where it applies. */
  const refused = (error: unknown, checkedRows?: GridRow[]) => {
    const message = messageOf(error);
    if (isStale(error)) setStale(message);
    const problems = refusedRows(error);
    if (checkedRows && problems.length > 0) {
      setServerProblems(problemsByCell(checkedRows, problems));
      setShown('all');
    }
    toast.error(message);
  };

  /** Shows every problem when there is one, so a save is never sent with rows the service would refuse. */
  const readyToSave = (): boolean => {
    if (check.problems.length === 0 && !termsProblem) return true;
    setShown('all');
    toast.error(check.problems.length > 0 ? CONTENT_MESSAGES.rowsRefused : termsProblem);
    return false;
  };

  /** Saves the grid as the draft; the draft's version when saved. */
  const send = async (): Promise<number | undefined> => {
    if (!loaded) return undefined;
    const sentRows = rows;
    try {
      const { message, draft } = await saveDraft({
        key,
        baseVersion: loaded.baseVersion,
        rows: contentRows,
        notes: tidyNotes(notes),
        hindiReview,
        ...(rateList ? { season: terms.season.trim(), effectiveFrom: terms.effectiveFrom || null } : {}),
      });
      toast.success(message);
      await reload();
      return draft.version;
    } catch (error) {
      refused(error, sentRows);
      return undefined;
    }
  };

  const save = () => exclusive(false, async () => readyToSave() && (await send()) !== undefined);

  /** With `reason` (an administrator publishing alone), the dialog that asked for it was the confirmation. */
  const publish = (reason?: string) =>
    exclusive(undefined, async () => {
      if (!loaded || !table) return;
      if (!dirty && !table.draft) {
        toast.error(CONTENT_MESSAGES.noDraft);
        return;
      }
      if (dirty && !readyToSave()) return;
      const question = dirty ? TEXTS.confirm.saveAndPublish(table.page) : TEXTS.confirm.publish(table.page);
      if (reason === undefined && !(await confirmInToast(question))) return;
      const baseVersion = dirty ? await send() : loaded.baseVersion;
      if (baseVersion === undefined) return;
      try {
        toast.success(await publishDraft(key, baseVersion, reason));
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  /** Pasted or uploaded rows, all or none; every refused row is listed. True when they were imported. */
  const importText = (csv: string, mode: ImportMode) =>
    exclusive(false, async () => {
      if (!loaded) return false;
      const problem =
        csv.trim() === ''
          ? CONTENT_MESSAGES.csvRequired
          : csv.length > CONTENT_LIMITS.csvMaxChars
            ? CONTENT_MESSAGES.csvTooLong
            : undefined;
      if (problem) {
        toast.error(problem);
        return false;
      }
      if (dirty && !(await confirmInToast(TEXTS.confirm.discardFor(TEXTS.confirm.importAction)))) return false;
      try {
        const { message } = await importRows({ key, baseVersion: loaded.baseVersion, csv, mode });
        setImportProblems([]);
        toast.success(message);
        await reload();
        return true;
      } catch (error) {
        setImportProblems(refusedRows(error));
        refused(error);
        return false;
      }
    });

  const restore = (version: number) =>
    exclusive(undefined, async () => {
      if (!loaded) return;
      const question = TEXTS.confirm.restore(version);
      const asked = dirty ? `${question} ${TEXTS.confirm.discardFor(TEXTS.versions.restore)}` : question;
      if (!(await confirmInToast(asked))) return;
      try {
        const { message } = await restoreVersion(key, version, loaded.baseVersion);
        toast.success(message);
        await reload();
      } catch (error) {
        refused(error);
      }
    });

  const exportTable = async (): Promise<void> => {
    try {
      const { message, file } = await exportCsv(key);
      downloadCsv(file.fileName, file.csv);
      toast.success(message);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

  /** True when the grid shows the table as saved again. */
  const discard = () =>
    exclusive(false, async () => {
      if (!(await confirmInToast(TEXTS.confirm.discard))) return false;
      try {
        await reload();
        return true;
      } catch (error) {
        toast.error(messageOf(error, TEXTS.tableLoadFailed));
        return false;
      }
    });

  /** After a stale save: the table as saved now, in place of the grid's rows. */
  const reloadSaved = async (): Promise<void> => {
    try {
      await reload();
    } catch (error) {
      toast.error(messageOf(error, TEXTS.tableLoadFailed));
    }
  };

  /** After a stale save: the grid's rows stay, based on the version saved now, for the next save to replace. */
  const keepMine = async (): Promise<void> => {
    try {
      const latest = await fetchContentTable(key);
      const { loaded: next } = loadedFrom(latest);
      setLoaded(next);
      setStale(undefined);
      toast.info(TEXTS.stale.keptToast(next.baseVersion));
    } catch (error) {
      toast.error(messageOf(error, TEXTS.tableLoadFailed));
    }
  };

  const workflow = useDraftWorkflow({
    document: { kind: 'table', key },
    baseVersion: loaded?.baseVersion,
    hasDraft: !!table?.draft,
    dirty,
    save: async () => (readyToSave() ? send() : undefined),
    reload,
    refused,
    exclusive,
  });

  const editCell = (rowId: number, column: string, text: string, language: 'en' | 'hi') => {
    setRows((previous) => previous.map((row) => (row.id === rowId ? withCell(row, column, text, language) : row)));
    const edited = problemKey(rowId, column);
    if (serverProblems.has(edited)) {
      setServerProblems((previous) => new Map([...previous].filter(([name]) => name !== edited)));
    }
  };

  const touch = (left: string) => {
    if (shown === 'all' || shown.has(left)) return;
    setShown(new Set(shown).add(left));
  };

  return {
    table,
    loadFailed,
    rows,
    setRows,
    contentRows,
    terms,
    setTerms,
    notes,
    setNotes,
    hindiReview,
    setHindiReview,
    seasonProblem,
    touchSeason: () => touch(SEASON_FIELD),
    problemAt,
    shownProblems: shown === 'all' ? check.problems : [],
    editCell,
    touch,
    dirty,
    busy,
    stale,
    importProblems,
    save,
    publish,
    workflow,
    importText,
    restore,
    exportTable,
    discard,
    reloadSaved,
    keepMine,
  };
}

export type TableEditor = ReturnType<typeof useTableEditor>;
