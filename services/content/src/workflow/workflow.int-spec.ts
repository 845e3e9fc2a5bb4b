import type { INestApplication } from '@nestjs/common';
import { parseActivityFields } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  CONTENT_MESSAGES,
  PUBLISH_REASON_LIMITS,
  ROLE_MESSAGES,
  SITE_SETTINGS_KEY,
  WORKFLOW_MESSAGES,
  type ActivityEvent,
  type AdminRole,
  type AdminSiteSettings,
  type ApprovalsList,
  type PageBlock,
} from '@seedcorp/contracts';
import { postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';
import { insertPublishedTable, testAdmin, type TestAdmin } from './workflow-harness';

const ROWS = [
  { crop: 'Gram', variety: 'GNG-2171', farmerRate: 8500 },
  { crop: 'Wheat', variety: 'HD-2967', farmerRate: 3000 },
];

type Admin = TestAdmin;

describe('the editorial workflow: submitting, approving and publishing', () => {
  const content = contentHarness('content-workflow');
  const admin = (role: AdminRole, name: string) => testAdmin(content.keys.privateKey, role, name);
  let tableCount = 0;

  const editor = admin('editor', 'Asha Editor');
  const publisher = admin('publisher', 'Bharat Publisher');
  const otherPublisher = admin('publisher', 'Chitra Publisher');
  const administrator = admin('administrator', 'Deepak Administrator');

  const call = (who: Admin, path: string, body: object = {}, on: INestApplication = content.app) =>
    postWith(on, path, who.bearer).send(body);
  const as = (who: Admin, path: string, body: object = {}) => call(who, path, body).then((answer) => answer.body);

  /** A table of this test's own, published as version 1. */
  const createTable = async (kind: 'table' | 'rateList' = 'table') => {
    tableCount += 1;
    const key = `workflow-table-${tableCount}`;
    await insertPublishedTable(content.dataSource, {
      key,
      page: '/test/workflow',
      caption: `Workflow rates ${tableCount}`,
      kind,
      rows: ROWS,
      season: kind === 'rateList' ? 'Rabi 2025-26' : undefined,
    });
    return key;
  };
  /** Saves the rows with the farmer's rate of the second row changed to `rate`; answers the draft's version. */
  const saveRate = async (who: Admin, key: string, baseVersion: number, rate: number) => {
    const rows = [ROWS[0], { ...ROWS[1], farmerRate: rate }];
    const saved = await as(who, API.content.saveDraft, { key, baseVersion, rows, notes: [] });
    expect(saved.status).toBe(200);
    return saved.data.version as number;
  };
  const table = (key: string) => ({ kind: 'table', key });
  const events = async (): Promise<ActivityEvent[]> =>
    (await content.redis.xrange(ACTIVITY_STREAM, '-', '+')).map(([, fields]) => parseActivityFields(fields));
  const lastEvent = async () => (await events()).at(-1) as ActivityEvent;
  const publicRate = async (key: string) =>
    (await postWith(content.app, API.content.webGetTable, null).send({ key })).body.data.rows[1].farmerRate;

  it('lets an editor save and submit a draft, but refuses them approving and publishing it with 403', async () => {
    const key = await createTable();
    const version = await saveRate(editor, key, 1, 3100);
    expect(await as(editor, API.content.submitDraft, { ...table(key), baseVersion: version })).toEqual({
      status: 200,
      message: WORKFLOW_MESSAGES.submitted,
    });
    expect(await lastEvent()).toMatchObject({
      activityType: 'Submitted',
      activityDetails: `Submitted for approval: Workflow rates ${tableCount} (/test/workflow)`,
      actor: { id: editor.id, name: editor.name, role: 'editor' },
      record: { type: 'table', id: key },
    });
    for (const [path, body] of [
      [API.content.publish, { key, baseVersion: version, reason: 'An editor may not publish' }],
      [API.content.approveDraft, { ...table(key), baseVersion: version }],
      [API.content.scheduleDraft, { ...table(key), baseVersion: version }],
      [API.content.cancelSchedule, table(key)],
    ] as const) {
      expect({ path, answer: await as(editor, path, body) }).toEqual({
        path,
        answer: { status: 403, message: ROLE_MESSAGES.refused },
      });
    }
    const view = (await as(editor, API.content.getTable, { key })).data;
    expect(view.workflow).toEqual({
      editors: [{ id: editor.id, name: editor.name, role: 'editor' }],
      submitted: { at: expect.any(String), by: { id: editor.id, name: editor.name, role: 'editor' } },
      approved: null,
      schedule: null,
      onePersonPublishing: false,
    });
    expect(await publicRate(key)).toBe(3000);
  });

  it('refuses a publisher or an administrator approving a draft they edited, and lets another approve and publish it', async () => {
    const key = await createTable();
    const first = await saveRate(publisher, key, 1, 3200);
    const second = await saveRate(administrator, key, first, 3250);
    for (const who of [publisher, administrator]) {
      expect(await as(who, API.content.approveDraft, { ...table(key), baseVersion: second })).toEqual({
        status: 403,
        message: WORKFLOW_MESSAGES.selfApproval,
      });
    }
    expect(await as(publisher, API.content.publish, { key, baseVersion: second })).toEqual({
      status: 403,
      message: WORKFLOW_MESSAGES.notApproved,
    });

    expect(await as(otherPublisher, API.content.approveDraft, { ...table(key), baseVersion: second })).toEqual({
      status: 200,
      message: WORKFLOW_MESSAGES.approved,
    });
    expect(await lastEvent()).toMatchObject({
      activityType: 'Approved',
      actor: { id: otherPublisher.id, role: 'publisher' },
      changes: [{ field: 'Row 2 (Wheat · HD-2967), Rate to the farmer', old: '3000', new: '3250' }],
    });
    expect(await as(publisher, API.content.publish, { key, baseVersion: second })).toEqual({
      status: 200,
      message: CONTENT_MESSAGES.published,
      data: { version: second },
    });
    expect(await lastEvent()).toMatchObject({
      activityType: 'Published',
      activityDetails: `Published: Workflow rates ${tableCount} (/test/workflow)`,
      actor: { id: publisher.id, role: 'publisher' },
      record: { type: 'table', id: key },
      changes: [{ field: 'Row 2 (Wheat · HD-2967), Rate to the farmer', old: '3000', new: '3250' }],
    });
    expect((await lastEvent()).reason).toBeUndefined();
    expect(await publicRate(key)).toBe(3250);

    const published = (await as(editor, API.content.getApprovals)).data as ApprovalsList;
    expect(published.published.find((item) => item.key === key)).toMatchObject({
      kind: 'table',
      version: second,
      publishedBy: { id: publisher.id },
      approvedBy: { id: otherPublisher.id },
      reason: null,
      scheduled: false,
    });
    // The next draft is a new one: whoever edited the last may approve it if they did not edit this one.
    const next = await saveRate(editor, key, second, 3300);
    expect((await as(publisher, API.content.approveDraft, { ...table(key), baseVersion: next })).status).toBe(200);
  });

  it('voids an approval with any save after it, so the draft must be approved again', async () => {
    const key = await createTable();
    const approvedVersion = await saveRate(editor, key, 1, 3400);
    expect(
      (await as(publisher, API.content.approveDraft, { ...table(key), baseVersion: approvedVersion })).status,
    ).toBe(200);
    expect((await as(editor, API.content.getTable, { key })).data.workflow.approved).toMatchObject({
      by: { id: publisher.id },
    });
    const changed = await saveRate(editor, key, approvedVersion, 3450);
    expect((await as(editor, API.content.getTable, { key })).data.workflow).toMatchObject({
      approved: null,
      editors: [{ id: editor.id }],
    });
    expect(await as(otherPublisher, API.content.publish, { key, baseVersion: changed })).toEqual({
      status: 403,
      message: WORKFLOW_MESSAGES.notApproved,
    });
    expect(await as(publisher, API.content.approveDraft, { ...table(key), baseVersion: approvedVersion })).toEqual({
      status: 409,
      message: CONTENT_MESSAGES.staleVersion(changed),
    });
    expect(await publicRate(key)).toBe(3000);
  });

  it('lets an administrator publish an unapproved draft alone only with a reason, which the event and the approvals list carry', async () => {
    const key = await createTable();
    const version = await saveRate(administrator, key, 1, 3500);
    for (const reason of [undefined, '', '   ', 'ok  ']) {
      expect(await as(administrator, API.content.publish, { key, baseVersion: version, reason })).toEqual({
        status: 400,
        message: WORKFLOW_MESSAGES.reasonRequired,
      });
    }
    expect(
      await as(administrator, API.content.publish, {
        key,
        baseVersion: version,
        reason: 'x'.repeat(PUBLISH_REASON_LIMITS.max + 1),
      }),
    ).toEqual({ status: 400, message: WORKFLOW_MESSAGES.reasonTooLong });
    expect(await as(administrator, API.content.publish, { key, baseVersion: version, reason: 42 })).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.reasonNotText,
    });
    // A publisher's reason lets nothing through: only an administrator may publish alone.
    expect(
      await as(publisher, API.content.publish, { key, baseVersion: version, reason: 'The rates changed today.' }),
    ).toEqual({ status: 403, message: WORKFLOW_MESSAGES.notApproved });
    expect(await publicRate(key)).toBe(3000);

    const reason = '  Rates <b>ordered</b> by the board on 1 May; no publisher on duty.  ';
    expect((await as(administrator, API.content.publish, { key, baseVersion: version, reason })).data).toEqual({
      version,
    });
    expect(await lastEvent()).toMatchObject({
      activityType: 'Published',
      actor: { id: administrator.id, role: 'administrator' },
      reason: reason.trim(),
    });
    expect(await publicRate(key)).toBe(3500);
    const list = (await as(publisher, API.content.getApprovals)).data as ApprovalsList;
    expect(list.published.find((item) => item.key === key)).toMatchObject({
      publishedBy: { id: administrator.id, name: administrator.name },
      approvedBy: null,
      reason: reason.trim(),
    });
  });

  it('lets a publisher publish alone where one-person publishing is set', async () => {
    const onePerson = await content.startAnother('content-workflow-one-person', {
      replicaOf: content.service,
      onePersonPublishing: true,
    });
    try {
      const key = await createTable();
      const version = await saveRate(publisher, key, 1, 3600);
      const view = (await call(publisher, API.content.getTable, { key }, onePerson.app)).body.data;
      expect(view.workflow.onePersonPublishing).toBe(true);
      // The same draft on the service where the rule holds is refused.
      expect((await as(publisher, API.content.publish, { key, baseVersion: version })).status).toBe(403);
      const published = await call(publisher, API.content.publish, { key, baseVersion: version }, onePerson.app);
      expect(published.body).toEqual({ status: 200, message: CONTENT_MESSAGES.published, data: { version } });
      expect(await publicRate(key)).toBe(3600);
    } finally {
      await onePerson.close();
    }
  });

  it('lists drafts waiting for approval and approved ones with their differences, cell by cell, block by block and field by field', async () => {
    const key = await createTable();
    const tableVersion = await saveRate(editor, key, 1, 2900);
    await as(editor, API.content.submitDraft, { ...table(key), baseVersion: tableVersion });

    const path = '/about-us';
    const page = (await as(editor, API.content.getPage, { path })).data;
    const blocks = page.published.blocks.map(
      ({ hindiOutdated: _mark, ...block }: PageBlock & { hindiOutdated?: true }) => block,
    );
    const added: PageBlock = {
      id: 'workflow-note',
      type: 'note',
      text: { en: 'Offices close at 5 pm.', hi: 'कार्यालय शाम 5 बजे बंद होते हैं।' },
    };
    const savedPage = await as(editor, API.content.savePageDraft, {
      path,
      baseVersion: page.currentVersion,
      title: page.published.title,
      blocks: [...blocks, added],
      hindiReview: page.published.hindiReview,
    });
    expect(savedPage.status).toBe(200);
    await as(editor, API.content.submitDraft, { kind: 'page', key: path, baseVersion: savedPage.data.version });

    const settings = (await as(editor, API.content.getSettings)).data as AdminSiteSettings;
    const current = settings.published!;
    const savedSettings = await as(editor, API.content.saveSettingsDraft, {
      baseVersion: settings.currentVersion,
      settings: { ...current.settings, contact: { ...current.settings.contact, phone: '0172 2700001' } },
      hindiReview: current.hindiReview,
    });
    expect(savedSettings.status).toBe(200);
    expect((await lastEvent()).changes).toEqual([
      { field: 'Phone', old: current.settings.contact.phone, new: '0172 2700001' },
    ]);
    expect(
      (
        await as(publisher, API.content.approveDraft, {
          kind: 'settings',
          key: SITE_SETTINGS_KEY,
          baseVersion: savedSettings.data.version,
        })
      ).status,
    ).toBe(200);

    const list = (await as(editor, API.content.getApprovals)).data as ApprovalsList;
    expect(list.waiting.find((item) => item.key === key)).toEqual({
      kind: 'table',
      key,
      title: { en: `Workflow rates ${tableCount}`, hi: 'परीक्षण दरें' },
      path: '/test/workflow',
      adminPath: `/dashboard/content/${key}`,
      draftVersion: tableVersion,
      savedAt: expect.any(String),
      editors: [{ id: editor.id, name: editor.name, role: 'editor' }],
      submitted: { at: expect.any(String), by: { id: editor.id, name: editor.name, role: 'editor' } },
      approved: null,
      schedule: null,
      changes: [{ field: 'Row 2 (Wheat · HD-2967), Rate to the farmer', old: '3000', new: '2900' }],
      changesLeftOut: 0,
    });
    const position = blocks.length + 1;
    expect(list.waiting.find((item) => item.key === path)?.changes).toEqual([
      { field: `Block ${position} (note), English`, old: null, new: 'Offices close at 5 pm.' },
      { field: `Block ${position} (note), Hindi`, old: null, new: 'कार्यालय शाम 5 बजे बंद होते हैं।' },
    ]);
    expect(list.approved.find((item) => item.key === SITE_SETTINGS_KEY)).toMatchObject({
      kind: 'settings',
      adminPath: '/dashboard/site-settings',
      approved: { by: { id: publisher.id } },
      changes: [{ field: 'Phone', old: current.settings.contact.phone, new: '0172 2700001' }],
    });
    expect(list.waiting.some((item) => item.key === SITE_SETTINGS_KEY)).toBe(false);
  });

  it('answers 400 to a step on a document without a draft, and to a kind or key that is not one', async () => {
    const key = await createTable();
    expect(await as(publisher, API.content.approveDraft, { ...table(key), baseVersion: 1 })).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.noDraft,
    });
    expect(await as(publisher, API.content.submitDraft, { kind: 'tender', key, baseVersion: 1 })).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.kindInvalid,
    });
    expect(await as(publisher, API.content.submitDraft, { kind: 'table', key: '', baseVersion: 1 })).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.keyRequired,
    });
    expect(
      await as(publisher, API.content.submitDraft, { kind: 'table', key: 'no-such-table', baseVersion: 1 }),
    ).toEqual({
      status: 404,
      message: CONTENT_MESSAGES.tableNotFound,
    });
  });
});
