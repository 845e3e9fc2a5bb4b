import type { AdminPage } from '@seedcorp/contracts';
import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PAGE_EDITOR_TEXTS } from '../../content/page-editor';
import { ContentEditorFrame } from '../../features/site-content/components/ContentEditorFrame';
import { blockElementId, PageBlocksEditor } from '../../features/site-content/components/PageBlocksEditor';
import { HindiReviewField } from '../../features/site-content/components/HindiReviewField';
import { PageWordsPreview } from '../../features/site-content/components/PageWordsPreview';
import { VersionList } from '../../features/site-content/components/VersionList';
import { WordsField } from '../../features/site-content/components/WordsField';
import { usePageEditor, type PageEditor } from '../../features/site-content/hooks/use-page-editor';
import '../../features/site-content/page-editor.css';
import { DraftActions, DraftStatus, StaleNotice } from '../../features/workflow/components/DraftEditorControls';

const TEXTS = PAGE_EDITOR_TEXTS.editor;

const TITLE_FIELD = 'page-title-en';

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
  const saveButton = useRef<HTMLButtonElement>(null);
  const { words } = editor;

  return (
    <>
      <DraftStatus record={page} dirty={editor.dirty} texts={TEXTS.state} />
      <StaleNotice editor={editor} texts={TEXTS.stale} onChosen={() => saveButton.current?.focus()} />
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
        <DraftActions
          record={page}
          editor={editor}
          texts={TEXTS.actions}
          saveButton={saveButton}
          onPreview={() => setPreviewing(true)}
        />
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
    <ContentEditorFrame
      className="manager site-content-editor page-words-editor"
      back={TEXTS.back}
      heading={title || path}
      page={page ? path : undefined}
      onPage={TEXTS.onPage}
      loadFailed={editor.loadFailed}
      loadFailedText={TEXTS.loadFailed}
    >
      {page && <Editor page={page} editor={editor} />}
    </ContentEditorFrame>
  );
}
