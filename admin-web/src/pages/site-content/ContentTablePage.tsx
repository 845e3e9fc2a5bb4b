import { tidyNotes, type AdminContentTable } from '@seedcorp/contracts';
import type { ShownTable } from '@seedcorp/web-shared/content/PublishedTable';
import { useId, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { SITE_CONTENT_TEXTS } from '../../content/site-content';
import { ContentEditorFrame } from '../../features/site-content/components/ContentEditorFrame';
import { ContentGrid } from '../../features/site-content/components/ContentGrid';
import { HindiReviewField } from '../../features/site-content/components/HindiReviewField';
import { ImportRows } from '../../features/site-content/components/ImportRows';
import { PagePreview } from '../../features/site-content/components/PagePreview';
import { RateListTerms } from '../../features/site-content/components/RateListTerms';
import { TableNotes } from '../../features/site-content/components/TableNotes';
import { VersionList } from '../../features/site-content/components/VersionList';
import { useTableEditor, type TableEditor } from '../../features/site-content/hooks/use-table-editor';
import { DraftActions, DraftStatus, StaleNotice } from '../../features/workflow/components/DraftEditorControls';

const TEXTS = SITE_CONTENT_TEXTS;

function Editor({ table, editor }: { table: AdminContentTable; editor: TableEditor }) {
  const id = useId();
  // Open at once where the table already carries Hindi wording, so it is seen and kept up to date.
  const [showHindi, setShowHindi] = useState(
    () =>
      (table.draft ?? table.published)?.rows.some((row) =>
        Object.values(row).some((cell) => typeof cell === 'object' && cell !== null),
      ) ?? false,
  );
  const [previewing, setPreviewing] = useState(false);
  const saveButton = useRef<HTMLButtonElement>(null);
  const rateList = table.kind === 'rateList';
  const { contentRows, terms } = editor;
  const edited = useMemo<ShownTable>(
    () => ({
      ...table,
      rows: contentRows,
      notes: tidyNotes(editor.notes),
      ...(rateList ? { season: terms.season.trim(), effectiveFrom: terms.effectiveFrom || null } : {}),
    }),
    [table, contentRows, terms, rateList, editor.notes],
  );

  return (
    <>
      <DraftStatus record={table} dirty={editor.dirty} texts={TEXTS.status} />
      <StaleNotice editor={editor} texts={TEXTS.stale} onChosen={() => saveButton.current?.focus()} />
      <form
        className="table-editor"
        aria-labelledby={`${id}-rows`}
        aria-busy={editor.busy}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        {rateList && (
          <RateListTerms
            terms={terms}
            onChange={editor.setTerms}
            onLeaveSeason={editor.touchSeason}
            seasonProblem={editor.seasonProblem}
          />
        )}
        <h2 id={`${id}-rows`}>{TEXTS.grid.heading}</h2>
        <label className="show-hindi">
          <input type="checkbox" checked={showHindi} onChange={(event) => setShowHindi(event.target.checked)} />
          {TEXTS.grid.showHindi}
        </label>
        <ContentGrid
          caption={TEXTS.grid.caption(table.caption.en)}
          columns={table.columns}
          rows={editor.rows}
          onRows={editor.setRows}
          onCell={editor.editCell}
          onLeave={editor.touch}
          problemAt={editor.problemAt}
          problems={editor.shownProblems}
          showHindi={showHindi}
        />
        <TableNotes notes={editor.notes} onChange={editor.setNotes} />
        <HindiReviewField value={editor.hindiReview} onChange={editor.setHindiReview} />
        <DraftActions
          record={table}
          editor={editor}
          texts={TEXTS.actions}
          saveButton={saveButton}
          onPreview={() => setPreviewing(true)}
          effectiveFrom={rateList ? (table.draft?.effectiveFrom ?? null) : undefined}
        />
      </form>
      {previewing && <PagePreview edited={edited} page={table.page} onClose={() => setPreviewing(false)} />}
      <ImportRows onImport={editor.importText} problems={editor.importProblems} />
      <section className="export-table" aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`}>{TEXTS.actions.export}</h2>
        <p>{TEXTS.actions.exportHint}</p>
        <button type="button" onClick={() => void editor.exportTable()}>
          {TEXTS.actions.export}
        </button>
      </section>
      <VersionList
        versions={table.versions}
        rateList={rateList}
        onRestore={(version) => void editor.restore(version)}
      />
    </>
  );
}

/** One of the site's tables: its rows in an editing grid, import and export, preview, publishing and versions. */
export default function ContentTablePage() {
  const { key = '' } = useParams();
  const editor = useTableEditor(key);
  const { table } = editor;
  return (
    <ContentEditorFrame
      className="manager site-content-editor"
      back={TEXTS.allTables}
      heading={table ? table.caption.en : TEXTS.title}
      page={table?.page}
      onPage={TEXTS.onPage}
      loadFailed={editor.loadFailed}
      loadFailedText={TEXTS.tableLoadFailed}
    >
      {table && <Editor table={table} editor={editor} />}
    </ContentEditorFrame>
  );
}
