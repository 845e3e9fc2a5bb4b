import { API, tidyNotes, type AdminContentTable } from '@seedcorp/contracts';
import type { ShownTable } from '@seedcorp/web-shared/content/PublishedTable';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { SITE_CONTENT_TEXTS } from '../../content/site-content';
import { ContentGrid } from '../../features/site-content/components/ContentGrid';
import { HindiReviewField } from '../../features/site-content/components/HindiReviewField';
import { ImportRows } from '../../features/site-content/components/ImportRows';
import { PagePreview } from '../../features/site-content/components/PagePreview';
import { RateListTerms } from '../../features/site-content/components/RateListTerms';
import { TableNotes } from '../../features/site-content/components/TableNotes';
import { VersionList } from '../../features/site-content/components/VersionList';
import { useTableEditor, type TableEditor } from '../../features/site-content/hooks/use-table-editor';
import { useMayCall } from '../../features/session/session-admin';
import { displayDate, displayTime } from '../../features/ui/dates';
import { ROUTES } from '../../routes';

const TEXTS = SITE_CONTENT_TEXTS;

const when = (timestamp: string) => `${displayDate(timestamp)} ${displayTime(timestamp)}`;

/** Which version is on the site, whether a draft waits to be published, and whether the grid holds more. */
function TableState({ table, dirty }: { table: AdminContentTable; dirty: boolean }) {
  const { published, draft } = table;
  return (
    <ul className="table-state">
      <li>
        {published ? TEXTS.status.published(published.version, when(published.publishedAt)) : TEXTS.status.notPublished}
      </li>
      <li>
        {draft ? TEXTS.status.draft(draft.version, when(draft.savedAt)) : TEXTS.status.noDraft}
        {draft?.restoredFrom ? ` ${TEXTS.status.restoredFrom(draft.restoredFrom)}` : ''}
      </li>
      {dirty && <li className="unsaved">{TEXTS.status.unsaved}</li>}
    </ul>
  );
}

/**
 * The refusal of a save based on an older version, shown until the administrator chooses what to do; the notice
 * goes with the choice, so `onChosen` tells where focus goes next.
 */
function StaleNotice({ editor, onChosen }: { editor: TableEditor; onChosen: () => void }) {
  if (!editor.stale) return null;
  return (
    <div className="stale-notice" role="alert">
      <p>
        <strong>{editor.stale}</strong> {TEXTS.stale.kept}
      </p>
      <div className="stale-actions">
        <button type="button" onClick={() => void editor.keepMine().then(onChosen)}>
          {TEXTS.stale.keep}
        </button>
        <button type="button" onClick={() => void editor.reloadSaved().then(onChosen)}>
          {TEXTS.stale.reload}
        </button>
      </div>
    </div>
  );
}

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
  const mayPublish = useMayCall(API.content.publish);
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
      <TableState table={table} dirty={editor.dirty} />
      <StaleNotice editor={editor} onChosen={() => saveButton.current?.focus()} />
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
        <div className="editor-actions">
          <button type="submit" className="primary" ref={saveButton}>
            {TEXTS.actions.save}
          </button>
          <button type="button" onClick={() => setPreviewing(true)}>
            {TEXTS.actions.preview}
          </button>
          {mayPublish && (
            <button type="button" className="primary" onClick={() => void editor.publish()}>
              {TEXTS.actions.publish}
            </button>
          )}
          {editor.dirty && (
            <button
              type="button"
              onClick={async () => {
                // The button goes with the changes: focus moves to the save action beside it.
                if (await editor.discard()) saveButton.current?.focus();
              }}
            >
              {TEXTS.actions.discard}
            </button>
          )}
        </div>
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
    <article className="manager site-content-editor">
      <p className="back-link">
        <Link to={ROUTES.siteContent}>{TEXTS.allTables}</Link>
      </p>
      <h1>{table ? table.caption.en : TEXTS.title}</h1>
      {table ? (
        <>
          <p className="table-page">
            {TEXTS.onPage}{' '}
            <a href={table.page} target="_blank" rel="noopener noreferrer">
              {table.page}
              <span className="visually-hidden"> {TEXTS.newTab}</span>
            </a>
          </p>
          <Editor table={table} editor={editor} />
        </>
      ) : (
        <p role="status" className="list-state">
          {editor.loadFailed ? TEXTS.tableLoadFailed : TEXTS.loading}
        </p>
      )}
    </article>
  );
}
