import {
  mayTakeStep,
  type AdminRole,
  type DraftWorkflow,
  type WorkflowAction,
  type WorkflowSituation,
} from '@seedcorp/contracts';

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
  // Saving the editor's changes first makes a draft, and voids an approval: the rules read the draft as it would be.
  const approved = !!workflow.approved && !dirty;
  const youEdited = hasDraft && workflow.editors.some((editor) => editor.id === admin.id);
  const situation: WorkflowSituation = {
    hasDraft: hasDraft || dirty,
    approved,
    youEdited,
    scheduled: workflow.schedule?.state === 'pending',
    onePersonPublishing: workflow.onePersonPublishing,
  };
  const may = (action: WorkflowAction) => mayTakeStep(admin.role, action, situation);
  // The contract's rules say what the service allows (`workflowRefusal`); beyond them, a button that would change
  // nothing is not offered: submitting again what waits unchanged, approving again, or approving or scheduling
  // changes not saved yet.
  return {
    submit: may('submit') && (dirty || (!workflow.submitted && !workflow.approved)),
    approve: may('approve') && !dirty && !workflow.approved,
    publish: may('publish'),
    publishAlone: may('publishAlone'),
    schedule: may('schedule') && !dirty,
    cancelSchedule: may('cancelSchedule'),
    youEdited: youEdited && !workflow.approved,
  };
}
