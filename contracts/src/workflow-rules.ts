import { API, mayCall, type ApiPath } from './api-routes';
import { WORKFLOW_MESSAGES } from './content-workflow';
import { ROLE_MESSAGES, type AdminRole } from './roles';

/**
 * Which step of the editorial workflow a role may take on a draft, declared once: the content service decides each
 * call by it, and the admin app offers only the buttons it allows.
 */
export const WORKFLOW_ACTIONS = ['submit', 'approve', 'publish', 'publishAlone', 'schedule', 'cancelSchedule'] as const;
export type WorkflowAction = (typeof WORKFLOW_ACTIONS)[number];

/**
 * The call each step is made with, whose declared roles say who may make it at all. The three kinds' publish calls
 * are declared alike; publishing alone is the publish call with a reason.
 */
export const WORKFLOW_ACTION_CALLS: Record<WorkflowAction, ApiPath> = {
  submit: API.content.submitDraft,
  approve: API.content.approveDraft,
  publish: API.content.publish,
  publishAlone: API.content.publish,
  schedule: API.content.scheduleDraft,
  cancelSchedule: API.content.cancelSchedule,
};

/** A document's draft as the rules read it, for the admin about to act on it. */
export interface WorkflowSituation {
  hasDraft: boolean;
  /** An approval holds for the draft as it is saved (any save after it voided it). */
  approved: boolean;
  /** The acting admin saved, restored or imported into the draft. */
  youEdited: boolean;
  /** A publication of the document is set for a time and waiting. */
  scheduled: boolean;
  /** The service's setting for small deployments: a publisher or administrator publishes without an approval. */
  onePersonPublishing: boolean;
}

/** Why a step is refused, each with its status and the words the admin reads. */
export const WORKFLOW_REFUSALS = {
  role: { status: 403, message: ROLE_MESSAGES.refused },
  noDraft: { status: 400, message: WORKFLOW_MESSAGES.noDraft },
  selfApproval: { status: 403, message: WORKFLOW_MESSAGES.selfApproval },
  notApproved: { status: 403, message: WORKFLOW_MESSAGES.notApproved },
  alreadyScheduled: { status: 400, message: WORKFLOW_MESSAGES.alreadyScheduled },
  noSchedule: { status: 400, message: WORKFLOW_MESSAGES.noSchedule },
} as const;
export type WorkflowRefusal = keyof typeof WORKFLOW_REFUSALS;

/** Publishing needs no one else's word: the draft is approved, or one person may publish. */
const cleared = (situation: WorkflowSituation) => situation.approved || situation.onePersonPublishing;

/**
 * The first rule a step breaks, in the order the service checks them (its role, then the draft, then the step's
 * own rule), or undefined when `role` may take `action` now. Publishing alone is the administrators' own step, and
 * only for a draft that is not cleared: a cleared draft is published as it is.
 */
export function workflowRefusal(
  role: AdminRole,
  action: WorkflowAction,
  situation: WorkflowSituation,
): WorkflowRefusal | undefined {
  if (!mayCall(role, WORKFLOW_ACTION_CALLS[action])) return 'role';
  if (action === 'cancelSchedule') return situation.scheduled ? undefined : 'noSchedule';
  if (!situation.hasDraft) return 'noDraft';
  switch (action) {
    case 'submit':
      return undefined;
    case 'approve':
      return situation.youEdited ? 'selfApproval' : undefined;
    case 'publish':
      return cleared(situation) ? undefined : 'notApproved';
    case 'publishAlone':
      return role === 'administrator' && !cleared(situation) ? undefined : 'notApproved';
    case 'schedule':
      if (!cleared(situation)) return 'notApproved';
      return situation.scheduled ? 'alreadyScheduled' : undefined;
  }
}

/** Whether `role` may take `action` now. */
export const mayTakeStep = (role: AdminRole, action: WorkflowAction, situation: WorkflowSituation): boolean =>
  workflowRefusal(role, action, situation) === undefined;
