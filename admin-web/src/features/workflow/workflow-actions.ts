import { API, mayCall, type AdminRole, type DraftWorkflow } from '@seedcorp/contracts';

/** What an editor shows of the workflow: the draft's state, who is signed in, and whether the form holds more. */
export interface WorkflowView {
  workflow: DraftWorkflow;
  /** The signed-in admin, from their session token (null when it cannot be read: nothing is offered). */
  admin: { id: string; role: AdminRole } | null;
  hasDraft: boolean;
  /** The editor holds changes not saved yet. */
  dirty: boolean;
}

/** The workflow's buttons a role may use on a draft now. The service checks each again. */
export interface OfferedActions {
  submit: boolean;
  approve: boolean;
  /** Publish as it stands: approved, or one-person publishing is on. */
  publish: boolean;
  /** An administrator publishing an unapproved draft, with a reason. */
  publishAlone: boolean;
  schedule: boolean;
  cancelSchedule: boolean;
  /** The signed-in admin edited the draft, so they may not approve it. */
  youEdited: boolean;
}

export function offeredActions({ workflow, admin, hasDraft, dirty }: WorkflowView): OfferedActions {
  const none = {
    submit: false,
    approve: false,
    publish: false,
    publishAlone: false,
    schedule: false,
    cancelSchedule: false,
    youEdited: false,
  };
  if (!admin) return none;
  const may = (path: Parameters<typeof mayCall>[1]) => mayCall(admin.role, path);
  const something = hasDraft || dirty;
  // Saving the editor's changes would void an approval, so it counts only for the draft as saved.
  const approved = !!workflow.approved && !dirty;
  const youEdited = hasDraft && workflow.editors.some((editor) => editor.id === admin.id);
  const pending = workflow.schedule?.state === 'pending';
  // Each call's declared roles say who may make it (the three kinds' publish calls are allowed alike); publishing
  // alone is the administrators' by the workflow's own rule.
  return {
    submit: may(API.content.submitDraft) && something && (dirty || (!workflow.submitted && !workflow.approved)),
    approve: may(API.content.approveDraft) && hasDraft && !dirty && !workflow.approved && !youEdited,
    publish: may(API.content.publish) && something && (approved || workflow.onePersonPublishing),
    publishAlone:
      may(API.content.publish) &&
      admin.role === 'administrator' &&
      something &&
      !approved &&
      !workflow.onePersonPublishing,
    schedule:
      may(API.content.scheduleDraft) && hasDraft && !dirty && !pending && (approved || workflow.onePersonPublishing),
    cancelSchedule: may(API.content.cancelSchedule) && pending,
    youEdited: youEdited && !workflow.approved,
  };
}
