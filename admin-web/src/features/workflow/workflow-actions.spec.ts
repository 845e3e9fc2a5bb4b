import {
  ADMIN_ROLES,
  mayTakeStep,
  WORKFLOW_ACTIONS,
  type AdminRole,
  type DraftWorkflow,
  type WorkflowSituation,
} from '@seedcorp/contracts';
import { offeredActions, type OfferedActions } from './workflow-actions';

const EDITOR = { id: 'e1', name: 'Asha', role: 'editor' as const };
const step = (id: string, role: AdminRole) => ({ at: '2026-05-01T04:30:00.000Z', by: { id, role } });

const workflow = (more: Partial<DraftWorkflow> = {}): DraftWorkflow => ({
  editors: [EDITOR],
  submitted: null,
  approved: null,
  schedule: null,
  onePersonPublishing: false,
  ...more,
});
/** A publication set for a time, waiting. */
const PENDING = {
  id: 's1',
  publishAt: '2026-05-01T04:30:00.000Z',
  draftVersion: 4,
  scheduledAt: '2026-04-30T04:30:00.000Z',
  scheduledBy: { id: 'p1', role: 'publisher' },
  state: 'pending' as const,
  settledAt: null,
  failure: null,
};
const offered = (role: AdminRole, id: string, state: DraftWorkflow, dirty = false, hasDraft = true) => {
  const actions = offeredActions({ workflow: state, admin: { id, role }, hasDraft, dirty });
  return (Object.keys(actions) as (keyof OfferedActions)[]).filter((name) => actions[name]);
};

describe('offeredActions', () => {
  it('offers an editor only the submission, never publishing', () => {
    expect(offered('editor', 'e1', workflow())).toEqual(['submit', 'youEdited']);
    expect(offered('editor', 'e1', workflow({ submitted: step('e1', 'editor') }))).toEqual(['youEdited']);
    expect(offered('editor', 'e2', workflow({ approved: step('p1', 'publisher'), onePersonPublishing: true }))).toEqual(
      [],
    );
  });

  it('offers a publisher the approval of a draft they did not edit, and publishing and scheduling once approved', () => {
    expect(offered('publisher', 'p1', workflow({ submitted: step('e1', 'editor') }))).toEqual(['approve']);
    const approved = workflow({ submitted: step('e1', 'editor'), approved: step('p1', 'publisher') });
    expect(offered('publisher', 'p2', approved)).toEqual(['publish', 'schedule']);
    // Unsaved changes would void the approval: they are saved and submitted again first.
    expect(offered('publisher', 'p2', approved, true)).toEqual(['submit']);
  });

  it('refuses the approval to an admin who edited the draft, administrators included', () => {
    expect(offered('publisher', 'e1', workflow())).toEqual(['submit', 'youEdited']);
    expect(offered('administrator', 'e1', workflow())).toEqual(['submit', 'publishAlone', 'youEdited']);
  });

  it('offers an administrator publishing alone, and plain publishing where one-person publishing is on', () => {
    expect(offered('administrator', 'a1', workflow())).toEqual(['submit', 'approve', 'publishAlone']);
    expect(offered('administrator', 'a1', workflow({ onePersonPublishing: true }))).toEqual([
      'submit',
      'approve',
      'publish',
      'schedule',
    ]);
    expect(offered('administrator', 'a1', workflow({ editors: [] }), true, false)).toEqual(['submit', 'publishAlone']);
  });

  it('offers cancelling a waiting schedule instead of another one', () => {
    const schedule = PENDING;
    expect(offered('publisher', 'p2', workflow({ approved: step('p1', 'publisher'), schedule }))).toEqual([
      'publish',
      'cancelSchedule',
    ]);
    expect(offered('editor', 'e1', workflow({ submitted: step('e1', 'editor'), schedule }))).toEqual(['youEdited']);
  });

  it('offers nothing when the session cannot be read', () => {
    expect(offeredActions({ workflow: workflow(), admin: null, hasDraft: true, dirty: true }).submit).toBe(false);
  });
});

describe("offeredActions, walked for every role and situation from the contract's rules", () => {
  it('offers exactly the steps the rules allow, but for a submission or approval that would change nothing', () => {
    let walked = 0;
    for (const role of ADMIN_ROLES)
      for (const hasDraft of [false, true])
        for (const submitted of hasDraft ? [false, true] : [false])
          for (const approved of hasDraft ? [false, true] : [false])
            for (const youEdited of hasDraft ? [false, true] : [false])
              for (const scheduled of [false, true])
                for (const onePersonPublishing of [false, true]) {
                  const state = workflow({
                    editors: youEdited ? [EDITOR, { id: 'me', role }] : [EDITOR],
                    submitted: submitted ? step('e1', 'editor') : null,
                    approved: approved ? step('p1', 'publisher') : null,
                    schedule: scheduled ? PENDING : null,
                    onePersonPublishing,
                  });
                  const situation: WorkflowSituation = {
                    hasDraft,
                    approved,
                    youEdited,
                    scheduled,
                    onePersonPublishing,
                  };
                  const shown = offeredActions({ workflow: state, admin: { id: 'me', role }, hasDraft, dirty: false });
                  const expected = WORKFLOW_ACTIONS.filter(
                    (action) =>
                      mayTakeStep(role, action, situation) &&
                      !(action === 'submit' && (submitted || approved)) &&
                      !(action === 'approve' && approved),
                  );
                  const offeredSteps = WORKFLOW_ACTIONS.filter((action) => shown[action]);
                  expect({ role, situation, submitted, offered: offeredSteps }).toEqual({
                    role,
                    situation,
                    submitted,
                    offered: expected,
                  });
                  walked += 1;
                }
    expect(walked).toBe(ADMIN_ROLES.length * (2 * 2 + 16 * 2));
  });
});
