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
import { useCallback, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { messageOf } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import {
  exportCsv,
  fetchContentTable,
  importRows,
  publishDraft,
  refusedRows,
  restoreVersion,
  saveDraft,
} from '../api/site-content-api';
import { contentRowsOf, gridProblems, gridRowsOf, problemKey, problemsByCell, withCell, type GridRow } from '../grid';
import { downloadCsv } from '../download';
import { useDraftLifecycle, useDraftRecord, type OpenedDraft } from '../../workflow/hooks/use-draft-lifecycle';

/** A rate list's season and effective-from date as their fields hold them ('' while blank). */
export interface TermsDraft {
  season: string;
  effectiveFrom: string;
}

const TEXTS = SITE_CONTENT_TEXTS;
const SEASON_FIELD = 'season';
const RECORD_TEXTS = {
  loadFailed: TEXTS.tableLoadFailed,
  keptToast: TEXTS.stale.keptToast,
  confirmDiscard: TEXTS.confirm.discard,
};

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

/** What the editor holds of a table: its grid's rows and what goes beside them. */
interface TableFields {
  rows: GridRow[];
  beside: Beside;
}

/** The table in the editor, and the saved state to compare it with. */
function openTable(table: AdminContentTable): OpenedDraft<TableFields> {
  const version = table.draft ?? table.published;
  const rows = gridRowsOf(table.columns, version?.rows ?? []);
  const beside = {
    terms: termsOf(table),
    notes: (version?.notes ?? []).map(noteDraftOf),
    hindiReview: version?.hindiReview ?? 'drafted',
  };
  return { fields: { rows, beside }, savedState: stateOf(table, contentRowsOf(table.columns, rows), beside) };
}

/**
 * One table in the editor: the grid's rows and a rate list's terms, checked against the table's columns as they
 * are edited, and the draft, publish, import, restore and export calls. Nothing typed is dropped by a refused
 * change: a stale save or an invalid row leaves the grid as it was, with the reason shown.
 */
export function useTableEditor(key: string) {
  const [rows, setRows] = useState<GridRow[]>([]);
  const [terms, setTerms] = useState<TermsDraft>({ season: '', effectiveFrom: '' });
  const [notes, setNotes] = useState<NoteDraft[]>([]);
  const [hindiReview, setHindiReview] = useState<HindiReview>('drafted');
  /** Problems are shown at a cell once it is left, and everywhere once a save is tried. */
  const [shown, setShown] = useState<ReadonlySet<string> | 'all'>(new Set());
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [importProblems, setImportProblems] = useState<CellProblem[]>([]);

  const show = useCallback(({ rows: shownRows, beside }: TableFields) => {
    setRows(shownRows);
    setTerms(beside.terms);
    setNotes(beside.notes);
    setHindiReview(beside.hindiReview);
    setShown(new Set());
    setServerProblems(new Map());
  }, []);
  const load = useCallback(() => fetchContentTable(key), [key]);
  const draft = useDraftRecord({ load, open: openTable, show, texts: RECORD_TEXTS });
  const { exclusive, reload } = draft;

  const table = draft.record;
  const columns = useMemo(() => table?.columns ?? [], [table]);
  const rateList = table?.kind === 'rateList';
  const contentRows = useMemo(() => contentRowsOf(columns, rows), [columns, rows]);
  const check = useMemo(() => gridProblems(columns, rows), [columns, rows]);
  const termsProblem = rateList && terms.season.trim() === '' ? CONTENT_MESSAGES.seasonRequired : undefined;
  const dirty =
    !!table &&
    draft.savedState !== undefined &&
    stateOf(table, contentRows, { terms, notes, hindiReview }) !== draft.savedState;

  const isShown = (cell: string) => shown === 'all' || shown.has(cell);
  const problemAt = (cell: string): string | undefined =>
    serverProblems.get(cell) ?? (isShown(cell) ? check.byCell.get(cell) : undefined);
  const seasonProblem = termsProblem && isShown(SEASON_FIELD) ? termsProblem : undefined;

  /** Shows every problem when there is one, so a save is never sent with rows the service would refuse. */
  const readyToSave = (): boolean => {
    if (check.problems.length === 0 && !termsProblem) return true;
    setShown('all');
    toast.error(check.problems.length > 0 ? CONTENT_MESSAGES.rowsRefused : termsProblem);
    return false;
  };

  const { refused, save, publish, workflow, restore } = useDraftLifecycle(draft, {
    document: { kind: 'table', key },
    dirty,
    readyToSave,
    saveDraft: async (baseVersion) => {
      const { message, draft: saved } = await saveDraft({
        key,
        baseVersion,
        rows: contentRows,
        notes: tidyNotes(notes),
        hindiReview,
        ...(rateList ? { season: terms.season.trim(), effectiveFrom: terms.effectiveFrom || null } : {}),
      });
      return { message, version: saved.version };
    },
    publishDraft: (baseVersion, reason) => publishDraft(key, baseVersion, reason),
    restoreVersion: async (version, baseVersion) => (await restoreVersion(key, version, baseVersion)).message,
    // Only a refused save lists rows of the grid as it was sent.
    showProblems: (error, saving) => {
      const problems = refusedRows(error);
      if (saving && problems.length > 0) {
        setServerProblems(problemsByCell(rows, problems));
        setShown('all');
      }
    },
    texts: {
      noDraft: CONTENT_MESSAGES.noDraft,
      confirmPublish: ({ page }, unsaved) =>
        unsaved ? TEXTS.confirm.saveAndPublish(page) : TEXTS.confirm.publish(page),
      confirmRestore: (version, unsaved) =>
        unsaved
          ? `${TEXTS.confirm.restore(version)} ${TEXTS.confirm.discardFor(TEXTS.versions.restore)}`
          : TEXTS.confirm.restore(version),
    },
  });

  /** Pasted or uploaded rows, all or none; every refused row is listed. True when they were imported. */
  const importText = (csv: string, mode: ImportMode) =>
    exclusive(false, async () => {
      const { baseVersion } = draft;
      if (baseVersion === undefined) return false;
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
        const { message } = await importRows({ key, baseVersion, csv, mode });
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

  const exportTable = async (): Promise<void> => {
    try {
      const { message, file } = await exportCsv(key);
      downloadCsv(file.fileName, file.csv);
      toast.success(message);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };

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
    loadFailed: draft.loadFailed,
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
    busy: draft.busy,
    stale: draft.stale,
    importProblems,
    save,
    publish,
    workflow,
    importText,
    restore,
    exportTable,
    discard: draft.discard,
    reloadSaved: draft.reloadSaved,
    keepMine: draft.keepMine,
  };
}

export type TableEditor = ReturnType<typeof useTableEditor>;
