import { API, type AdminPage } from '@seedcorp/contracts';
import { useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PAGE_EDITOR_TEXTS } from '../../content/page-editor';
import { SITE_CONTENT_TEXTS } from '../../content/site-content';
import { blockElementId, PageBlocksEditor } from '../../features/site-content/components/PageBlocksEditor';
import { HindiReviewField } from '../../features/site-content/components/HindiReviewField';
import { PageWordsPreview } from '../../features/site-content/components/PageWordsPreview';
import { VersionList } from '../../features/site-content/components/VersionList';
import { WordsField } from '../../features/site-content/components/WordsField';
import { usePageEditor, type PageEditor } from '../../features/site-content/hooks/use-page-editor';
import { useMayCall } from '../../features/session/session-admin';
import '../../features/site-content/page-editor.css';
import { displayDate, displayTime } from '../../features/ui/dates';
import { ROUTES } from '../../routes';

const TEXTS = PAGE_EDITOR_TEXTS.editor;

const when = (timestamp: string) => `${displayDate(timestamp)} ${displayTime(timestamp)}`;
const TITLE_FIELD = 'page-title-en';

/** Which version is on the site, whether a draft waits to be published, and whether the editor holds more. */
function PageState({ page, dirty }: { page: AdminPage; dirty: boolean }) {
  const { published, draft } = page;
  return (
    <ul className="table-state">
      <li>
        {published ? TEXTS.state.published(published.version, when(published.publishedAt)) : TEXTS.state.notPublished}
      </li>
      <li>
        {draft ? TEXTS.state.draft(draft.version, when(draft.savedAt)) : TEXTS.state.noDraft}
        {draft?.restoredFrom ? ` ${TEXTS.state.restoredFrom(draft.restoredFrom)}` : ''}
      </li>
      {dirty && <li className="unsaved">{TEXTS.state.unsaved}</li>}
    </ul>
  );
}

/** The marks in one line, always in view, and the whole explanation on request. */
function Help() {
  return (
    <div className="page-editor-help">
      <p>{TEXTS.help.summary}</p>
      <details>
        <summary>{TEXTS.help.heading}</summary>
        <p>{TEXTS.help.intro}</p>
        <p>{TEXTS.help.marks}</p>
        <ul>
          {TEXTS.help.list.map(({ mark, means }) => (
            <li key={mark}>
              <code>{mark}</code> {means}
            </li>
          ))}
        </ul>
        <p>{TEXTS.help.keyboard}</p>
        <p>{TEXTS.help.outdated}</p>
      </details>
    </div>
  );
}

/** The refusal of a save based on an older version, as the service worded it, until the administrator chooses. */
function StaleNotice({ editor, onChosen }: { editor: PageEditor; onChosen: () => void }) {
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

/** Where a problem sends the keyboard: the first field of the block it names, or the title. */
function focusProblem(problem: string): void {
  const block = /^Block (\d+)/.exec(problem);
  const target = block ? document.getElementById(blockElementId(Number(block[1]))) : null;
  const field = block
    ? target?.querySelector<HTMLElement>('input, textarea, select')
    : document.getElementById(TITLE_FIELD);
  field?.focus();
}

function Problems({ problems }: { problems: readonly string[] }) {
  const id = useId();
  if (problems.length === 0) return null;
  return (
    <section className="grid-problems page-problems" aria-labelledby={id}>
      <h2 id={id}>{TEXTS.problems.heading(problems.length)}</h2>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            <a
              href={`#${TITLE_FIELD}`}
              onClick={(event) => {
                event.preventDefault();
                focusProblem(problem);
              }}
            >
              {problem}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Editor({ page, editor }: { page: AdminPage; editor: PageEditor }) {
  const id = useId();
  const [previewing, setPreviewing] = useState(false);
  const mayPublish = useMayCall(API.content.publishPage);
  const saveButton = useRef<HTMLButtonElement>(null);
  const { words } = editor;

  return (
    <>
      <PageState page={page} dirty={editor.dirty} />
      <StaleNotice editor={editor} onChosen={() => saveButton.current?.focus()} />
      <Help />
      <form
        className="page-editor"
        aria-labelledby={`${id}-blocks`}
        aria-busy={editor.busy}
        onSubmit={(event) => {
          event.preventDefault();
          void editor.save();
        }}
      >
        <Problems problems={editor.shownProblems} />
        <fieldset className="page-title-fields">
          <legend>{TEXTS.title.heading}</legend>
          <div className="bilingual">
            {(['en', 'hi'] as const).map((language) => (
              <WordsField
                key={language}
                id={language === 'en' ? TITLE_FIELD : `page-title-${language}`}
                prefix={`${TEXTS.title.heading}, `}
                language={language}
                value={words.title[language]}
                onChange={(text) => editor.setTitle({ ...words.title, [language]: text })}
              />
            ))}
          </div>
        </fieldset>
        <HindiReviewField value={words.hindiReview} onChange={editor.setHindiReview} />
        <h2 id={`${id}-blocks`}>{TEXTS.blocks.heading}</h2>
        <PageBlocksEditor
          blocks={words.blocks}
          onBlocks={editor.setBlocks}
          tables={editor.tables}
          outdated={editor.outdated}
          markProblems={editor.markProblems}
          showAllProblems={editor.attempted}
        />
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
      {previewing && (
        <PageWordsPreview
          path={page.path}
          title={words.title}
          blocks={editor.blocks}
          published={page.published?.blocks ?? []}
          onClose={() => setPreviewing(false)}
        />
      )}
      <VersionList versions={page.versions} rateList={false} onRestore={(version) => void editor.restore(version)} />
    </>
  );
}

/** One page's words: its blocks in English and Hindi, previewed, saved as a draft, published or restored. */
export default function PageWordsEditorPage() {
  const { '*': rest = '' } = useParams();
  const path = `/${rest}`;
  const editor = usePageEditor(path);
  const { page } = editor;
  const title = page && (page.draft ?? page.published)?.title.en;
  return (
    <article className="manager site-content-editor page-words-editor">
      <p className="back-link">
        <Link to={ROUTES.siteContent}>{TEXTS.back}</Link>
      </p>
      <h1>{title || path}</h1>
      {page ? (
        <>
          <p className="table-page">
            {TEXTS.onPage}{' '}
            <a href={path} target="_blank" rel="noopener noreferrer">
              {path}
              <span className="visually-hidden"> {SITE_CONTENT_TEXTS.newTab}</span>
            </a>
          </p>
          <Editor page={page} editor={editor} />
        </>
      ) : (
        <p role="status" className="list-state">
          {editor.loadFailed ? TEXTS.loadFailed : SITE_CONTENT_TEXTS.loading}
        </p>
      )}
    </article>
  );
}
