import { WORKFLOW_MESSAGES, type WorkflowDocument } from '@seedcorp/contracts';
import { toast } from 'react-toastify';
import { WORKFLOW_TEXTS } from '../../../content/workflow';
import { confirmInToast } from '../../ui/components/confirm-toast';
import { approveDraft, cancelSchedule, scheduleDraft, submitDraft } from '../api/workflow-api';

/** What an editor lends the workflow's steps: its document and version, and its own save, reload and refusal. */
export interface WorkflowEditor {
  document: WorkflowDocument;
  /** The version a step is based on now; undefined until the document is loaded. */
  baseVersion: number | undefined;
  hasDraft: boolean;
  dirty: boolean;
  /** Saves the editor's changes as the draft (checked first); the draft's version, or undefined when refused. */
  save: () => Promise<number | undefined>;
  reload: () => Promise<void>;
  /** Shows why the service refused a step, as the editor shows a refused save. */
  refused: (error: unknown) => void;
  /** One change at a time, shared with the editor's own. */
  exclusive: <T>(idle: T, action: () => Promise<T>) => Promise<T>;
}

/** Submitting, approving and scheduling the editor's draft; each answers when done, the editor reloaded. */
export function useDraftWorkflow(editor: WorkflowEditor) {
  const { document, exclusive } = editor;

  const step = (question: string | null, send: (baseVersion: number) => Promise<string>) =>
    exclusive(undefined, async () => {
      if (editor.baseVersion === undefined) return;
      if (question && !(await confirmInToast(question))) return;
      try {
        toast.success(await send(editor.baseVersion));
        await editor.reload();
      } catch (error) {
        editor.refused(error);
      }
    });

  /** The editor's changes are saved first, as part of the draft submitted. */
  const submit = () =>
    exclusive(undefined, async () => {
      if (!editor.dirty && !editor.hasDraft) {
        toast.error(WORKFLOW_MESSAGES.noDraft);
        return;
      }
      if (editor.dirty && !(await confirmInToast(WORKFLOW_TEXTS.confirm.submitUnsaved))) return;
      const baseVersion = editor.dirty ? await editor.save() : editor.baseVersion;
      if (baseVersion === undefined) return;
      try {
        toast.success(await submitDraft({ ...document, baseVersion }));
        await editor.reload();
      } catch (error) {
        editor.refused(error);
      }
    });

  const approve = () =>
    step(WORKFLOW_TEXTS.confirm.approve, (baseVersion) => approveDraft({ ...document, baseVersion }));

  /** `publishAt` is ISO-8601 with India's offset. */
  const schedule = (publishAt: string) =>
    step(null, (baseVersion) => scheduleDraft({ ...document, baseVersion, publishAt }));

  const cancel = () => step(WORKFLOW_TEXTS.confirm.cancelSchedule, () => cancelSchedule(document));

  return { submit, approve, schedule, cancelSchedule: cancel };
}

export type DraftWorkflowSteps = ReturnType<typeof useDraftWorkflow>;
