import type { AdminRole } from './roles';
import { WORKFLOW_ACTIONS, workflowRefusal, type WorkflowAction, type WorkflowSituation } from './workflow-rules';

const draft = (changes: Partial<WorkflowSituation> = {}): WorkflowSituation => ({
  hasDraft: true,
  approved: false,
  youEdited: false,
  scheduled: false,
  onePersonPublishing: false,
  ...changes,
});
const refusals = (role: AdminRole, situation: WorkflowSituation) =>
  Object.fromEntries(WORKFLOW_ACTIONS.map((action) => [action, workflowRefusal(role, action, situation) ?? 'allowed']));

describe('workflowRefusal', () => {
  it('lets an editor only submit, and a counter operator nothing', () => {
    expect(refusals('editor', draft({ approved: true, scheduled: true }))).toEqual({
      submit: 'allowed',
      approve: 'role',
      publish: 'role',
      publishAlone: 'role',
      schedule: 'role',
      cancelSchedule: 'role',
    });
    for (const action of WORKFLOW_ACTIONS) expect(workflowRefusal('counter', action, draft())).toBe('role');
  });

  it('needs a draft for every step but cancelling a schedule, which needs one waiting', () => {
    const none = draft({ hasDraft: false });
    for (const action of ['submit', 'approve', 'publish', 'schedule'] as WorkflowAction[]) {
      expect(workflowRefusal('publisher', action, none)).toBe('noDraft');
    }
    expect(workflowRefusal('administrator', 'publishAlone', none)).toBe('noDraft');
    expect(workflowRefusal('publisher', 'cancelSchedule', none)).toBe('noSchedule');
    expect(workflowRefusal('publisher', 'cancelSchedule', draft({ hasDraft: false, scheduled: true }))).toBeUndefined();
  });

  it('never lets an admin approve a draft they edited', () => {
    expect(workflowRefusal('publisher', 'approve', draft({ youEdited: true }))).toBe('selfApproval');
    expect(workflowRefusal('administrator', 'approve', draft({ youEdited: true }))).toBe('selfApproval');
    expect(workflowRefusal('publisher', 'approve', draft())).toBeUndefined();
  });

  it('publishes and schedules an approved draft; an unapproved one only an administrator publishes, alone', () => {
    for (const role of ['publisher', 'administrator'] as const) {
      expect(refusals(role, draft({ approved: true }))).toMatchObject({
        publish: 'allowed',
        publishAlone: 'notApproved',
        schedule: 'allowed',
      });
      expect(refusals(role, draft())).toMatchObject({
        publish: 'notApproved',
        publishAlone: role === 'administrator' ? 'allowed' : 'notApproved',
        schedule: 'notApproved',
      });
    }
  });

  it('with one-person publishing on, lets a publisher publish and schedule what nobody approved', () => {
    expect(refusals('publisher', draft({ onePersonPublishing: true }))).toMatchObject({
      publish: 'allowed',
      publishAlone: 'notApproved',
      schedule: 'allowed',
    });
  });

  it('schedules a draft once: a second schedule waits for the first to be cancelled', () => {
    expect(workflowRefusal('publisher', 'schedule', draft({ approved: true, scheduled: true }))).toBe(
      'alreadyScheduled',
    );
    expect(workflowRefusal('publisher', 'cancelSchedule', draft({ scheduled: true }))).toBeUndefined();
  });
});
