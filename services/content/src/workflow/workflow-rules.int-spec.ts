import type { INestApplication } from '@nestjs/common';
import {
  ADMIN_ROLES,
  API,
  CONTENT_MESSAGES,
  PUBLISH_REASON_LIMITS,
  WORKFLOW_MESSAGES,
  WORKFLOW_REFUSALS,
  workflowRefusal,
  type AdminRole,
  type WorkflowSituation,
} from '@seedcorp/contracts';
import { postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';
import { insertPublishedTable, testAdmin, type TestAdmin } from './workflow-harness';

const ROWS = [{ crop: 'Wheat', variety: 'HD-2967', farmerRate: 3000 }];

/** The calls an editor's buttons make: publishing alone is the publish call with a reason. */
const CALLS = ['submit', 'approve', 'publish', 'publishWithReason', 'schedule', 'cancelSchedule'] as const;
type Call = (typeof CALLS)[number];
const REASON = 'The corrected rate must reach farmers today';

/**
 * What the service must answer, read from the contract's one declaration (`workflowRefusal`). The publish call is
 * the step of publishing as it stands for a draft approved (or with one-person publishing), else the step of
 * publishing alone, which then needs its reason.
 */
function expected(role: AdminRole, call: Call, situation: WorkflowSituation): { status: number; message?: string } {
  const cleared = situation.approved || situation.onePersonPublishing;
  const step = call === 'publish' || call === 'publishWithReason' ? (cleared ? 'publish' : 'publishAlone') : call;
  const refusal = workflowRefusal(role, step, situation);
  if (refusal === 'noDraft' && step.startsWith('publish')) return { status: 400, message: CONTENT_MESSAGES.noDraft };
  if (refusal) return WORKFLOW_REFUSALS[refusal];
  if (call === 'publish' && !cleared) return { status: 400, message: WORKFLOW_MESSAGES.reasonRequired };
  return { status: 200 };
}

/** Every situation a draft can be in, each with one-person publishing off and on. */
function situations(): WorkflowSituation[] {
  const all: WorkflowSituation[] = [];
  for (const onePersonPublishing of [false, true])
    for (const hasDraft of [false, true])
      for (const approved of hasDraft ? [false, true] : [false])
        for (const youEdited of hasDraft ? [false, true] : [false])
          for (const scheduled of [false, true])
            all.push({ hasDraft, approved, youEdited, scheduled, onePersonPublishing });
  return all;
}

/**
 * The editorial workflow walked for every role, call and situation through the real service, against the rules the
 * contract declares once and the admin app offers its buttons by (`workflow-actions.spec.ts` walks the same).
 */
describe('the workflow rules, one declaration, as the content service applies them', () => {
  const content = contentHarness('content-workflow-rules');
  const onePerson = content.replica('content-workflow-rules-one-person', { onePersonPublishing: true });
  const actor = (role: AdminRole, name: string) => testAdmin(content.keys.privateKey, role, name);
  let tables = 0;
  const author = actor('publisher', 'author');
  const approver = actor('publisher', 'approver');
  const actors = Object.fromEntries(ADMIN_ROLES.map((role) => [role, actor(role, 'acting')])) as Record<
    AdminRole,
    TestAdmin
  >;

  /** A table of its own, published as version 1, with its draft in `situation` for `acting`; answers its key and version. */
  async function documentIn(
    situation: WorkflowSituation,
    acting: TestAdmin,
  ): Promise<{ key: string; version: number }> {
    tables += 1;
    const key = `workflow-rules-${tables}`;
    await insertPublishedTable(content.dataSource, { key, page: '/test/workflow-rules', caption: key, rows: ROWS });
    let version = 1;
    if (situation.hasDraft) {
      const saved = await postWith(content.app, API.content.saveDraft, author.bearer).send({
        key,
        baseVersion: 1,
        rows: [{ ...ROWS[0], farmerRate: 3100 }],
        notes: [],
      });
      expect(saved.body.status).toBe(200);
      version = saved.body.data.version;
      const { id, name, role } = acting;
      if (situation.youEdited) {
        await content.dataSource.query(
          `UPDATE content.draft_reviews SET editors = editors || $2::jsonb WHERE kind = 'table' AND document_key = $1`,
          [key, JSON.stringify([{ id, name, role }])],
        );
      }
      if (situation.approved) {
        await content.dataSource.query(
          `UPDATE content.draft_reviews SET approved_at = now(), approved_by = $2, approved_version = draft_version
            WHERE kind = 'table' AND document_key = $1`,
          [key, JSON.stringify({ id: approver.id, name: approver.name, role: approver.role })],
        );
      }
    }
    if (situation.scheduled) {
      await content.dataSource.query(
        `INSERT INTO content.publish_schedules (kind, document_key, draft_version, publish_at, scheduled_by)
         VALUES ('table', $1, $2, now() + interval '1 day', $3)`,
        [key, version, JSON.stringify({ id: approver.id, name: approver.name, role: approver.role })],
      );
    }
    return { key, version };
  }

  const request = (call: Call, key: string, baseVersion: number): [string, object] => {
    const document = { kind: 'table', key, baseVersion };
    switch (call) {
      case 'submit':
        return [API.content.submitDraft, document];
      case 'approve':
        return [API.content.approveDraft, document];
      case 'publish':
        return [API.content.publish, { key, baseVersion }];
      case 'publishWithReason':
        return [API.content.publish, { key, baseVersion, reason: REASON }];
      case 'schedule':
        return [
          API.content.scheduleDraft,
          { ...document, publishAt: new Date(Date.now() + 2 * 86_400_000).toISOString() },
        ];
      case 'cancelSchedule':
        return [API.content.cancelSchedule, { kind: 'table', key }];
    }
  };

  it('answers every role, call and situation as the declaration says, and a refused call changes nothing', async () => {
    expect(REASON.length).toBeGreaterThanOrEqual(PUBLISH_REASON_LIMITS.min);
    const walked: string[] = [];
    for (const situation of situations()) {
      const app: INestApplication = (situation.onePersonPublishing ? onePerson : content).app;
      for (const role of ADMIN_ROLES) {
        const acting = actors[role];
        // Refusals write nothing, so they share one document; each call allowed gets a document of its own.
        const shared = await documentIn(situation, acting);
        const before = await content.dataSource.query(
          `SELECT (SELECT row_to_json(r) FROM content.draft_reviews r WHERE document_key = $1) AS review,
                  (SELECT json_agg(s.state) FROM content.publish_schedules s WHERE document_key = $1) AS schedules,
                  (SELECT last_version FROM content.tables WHERE key = $1) AS version`,
          [shared.key],
        );
        for (const call of CALLS) {
          const want = expected(role, call, situation);
          const { key, version } = want.status === 200 ? await documentIn(situation, acting) : shared;
          const [path, body] = request(call, key, version);
          const answer = (await postWith(app, path, acting.bearer).send(body)).body;
          const got =
            want.message === undefined ? { status: answer.status } : { status: answer.status, message: answer.message };
          walked.push(JSON.stringify({ role, call, situation, got }));
          expect({ role, call, situation, got }).toEqual({ role, call, situation, got: want });
        }
        const after = await content.dataSource.query(
          `SELECT (SELECT row_to_json(r) FROM content.draft_reviews r WHERE document_key = $1) AS review,
                  (SELECT json_agg(s.state) FROM content.publish_schedules s WHERE document_key = $1) AS schedules,
                  (SELECT last_version FROM content.tables WHERE key = $1) AS version`,
          [shared.key],
        );
        expect({ role, situation, after }).toEqual({ role, situation, after: before });
      }
    }
    // 2 settings x (2 without a draft + 8 with one) situations, 4 roles, 6 calls.
    expect(walked).toHaveLength(20 * ADMIN_ROLES.length * CALLS.length);
  });
});
