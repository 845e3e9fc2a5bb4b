import type { DraftWorkflow } from '@seedcorp/contracts';
import type { RefObject } from 'react';
import { ActionButtons } from '../../ui/components/ActionButtons';
import { displayDate, displayTime } from '../../ui/dates';
import type { DraftWorkflowSteps } from '../hooks/use-draft-workflow';
import { WorkflowButtons, WorkflowStatus } from './WorkflowControls';
import './draft-editor-controls.css';

const when = (timestamp: string) => `${displayDate(timestamp)} ${displayTime(timestamp)}`;

/** A document edited as a draft: its published version, its draft and their workflow. */
interface DraftRecord {
  published: { version: number; publishedAt: string; restoredFrom?: number } | null;
  draft: { version: number; savedAt: string; restoredFrom?: number } | null;
  workflow: DraftWorkflow;
}

/** What a draft editor's controls call: its state, its save and the choices after a stale save. */
interface DraftEditorHandle {
  dirty: boolean;
  stale: string | undefined;
  save: () => Promise<boolean>;
  publish: (reason?: string) => Promise<void>;
  workflow: DraftWorkflowSteps;
  /** True when the editor shows the document as saved again. */
  discard: () => Promise<boolean>;
  keepMine: () => Promise<void>;
  reloadSaved: () => Promise<void>;
}

/** Each editor words its state after what it edits (a grid, a page, a form). */
interface DraftStatusTexts {
  published: (version: number, date: string) => string;
  notPublished: string;
  draft: (version: number, date: string) => string;
  restoredFrom: (version: number) => string;
  noDraft: string;
  unsaved: string;
}

interface StaleTexts {
  kept: string;
  keep: string;
  reload: string;
}

interface DraftActionTexts {
  save: string;
  preview?: string;
  discard: string;
}

/** Which version is on the site, whether a draft waits to be published, whether the editor holds more, and the workflow. */
export function DraftStatus({
  record,
  dirty,
  texts,
}: {
  record: DraftRecord;
  dirty: boolean;
  texts: DraftStatusTexts;
}) {
  const { published, draft } = record;
  return (
    <>
      <ul className="table-state">
        <li>{published ? texts.published(published.version, when(published.publishedAt)) : texts.notPublished}</li>
        <li>
          {draft ? texts.draft(draft.version, when(draft.savedAt)) : texts.noDraft}
          {draft?.restoredFrom ? ` ${texts.restoredFrom(draft.restoredFrom)}` : ''}
        </li>
        {dirty && <li className="unsaved">{texts.unsaved}</li>}
      </ul>
      <WorkflowStatus workflow={record.workflow} draftVersion={draft?.version ?? null} dirty={dirty} />
    </>
  );
}

/**
 * The refusal of a save based on an older version, as the service worded it, shown until the administrator
 * chooses what to do; the notice goes with the choice, so `onChosen` tells where focus goes next.
 */
export function StaleNotice({
  editor,
  texts,
  onChosen,
}: {
  editor: DraftEditorHandle;
  texts: StaleTexts;
  onChosen: () => void;
}) {
  if (!editor.stale) return null;
  return (
    <div className="stale-notice" role="alert">
      <p>
        <strong>{editor.stale}</strong> {texts.kept}
      </p>
      <ActionButtons
        className="stale-actions"
        actions={[
          { label: texts.keep, onClick: () => void editor.keepMine().then(onChosen) },
          { label: texts.reload, onClick: () => void editor.reloadSaved().then(onChosen) },
        ]}
      />
    </div>
  );
}

interface DraftActionsProps {
  record: DraftRecord;
  editor: DraftEditorHandle;
  texts: DraftActionTexts;
  /** The save button, where focus returns once the changes it would save are gone. */
  saveButton: RefObject<HTMLButtonElement | null>;
  /** Shown with a preview button when the editor has a preview. */
  onPreview?: () => void;
  /** A rate list's effective-from date (null when not stated); undefined for every other document. */
  effectiveFrom?: string | null;
}

/** The actions at the foot of a draft editor's form: save, preview, the workflow's steps and discard. */
export function DraftActions({ record, editor, texts, saveButton, onPreview, effectiveFrom }: DraftActionsProps) {
  return (
    <div className="editor-actions">
      <button type="submit" className="primary" ref={saveButton}>
        {texts.save}
      </button>
      {onPreview && (
        <button type="button" onClick={onPreview}>
          {texts.preview}
        </button>
      )}
      <WorkflowButtons
        workflow={record.workflow}
        hasDraft={!!record.draft}
        dirty={editor.dirty}
        steps={editor.workflow}
        publish={editor.publish}
        effectiveFrom={effectiveFrom}
      />
      {editor.dirty && (
        <button
          type="button"
          onClick={async () => {
            // The button goes with the changes: focus moves to the save action beside it.
            if (await editor.discard()) saveButton.current?.focus();
          }}
        >
          {texts.discard}
        </button>
      )}
    </div>
  );
}
