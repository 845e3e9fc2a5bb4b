import type { INestApplication } from '@nestjs/common';
import { parseActivityFields } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  effectiveFromInstant,
  ROLE_MESSAGES,
  WORKFLOW_MESSAGES,
  type ActivityEvent,
  type AdminRole,
  type ContentColumn,
  type PublishSchedule,
} from '@seedcorp/contracts';
import { pollUntil, postWith } from '@seedcorp/testing';
import { contentHarness } from '../content-harness';
import { ScheduleWorker } from './schedule-worker';
import { testAdmin, type TestAdmin } from './workflow-harness';

const COLUMNS: ContentColumn[] = [
  { key: 'variety', header: { en: 'Variety', hi: 'किस्म' }, type: 'text', required: true, lead: true },
  { key: 'farmerRate', header: { en: 'Rate to the farmer', hi: 'किसान के लिए दर' }, type: 'rupees', required: true },
];

type Admin = TestAdmin;

/**
 * These tests are of the replicas' own timers: each looks every second, so that a test waits seconds, not the
 * production ten.
 */
const REPLICA_ENV = { TIMED_JOBS: 'true', CONTENT_SCHEDULE_POLL_SECONDS: '1' };
/** How long past its time a schedule may take here: a poll, and the slack of a busy machine. */
const FIRE_DEADLINE_MS = 15_000;

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

describe('scheduled publication on two replicas of the content service', () => {
  const first = contentHarness('content-schedules', { env: REPLICA_ENV });
  const second = first.replica('content-schedules-replica', { env: REPLICA_ENV, sharedRedisKeys: true });
  const admin = (role: AdminRole, name: string) => testAdmin(first.keys.privateKey, role, name);
  let tableCount = 0;

  const editor = admin('editor', 'Asha Editor');
  const publisher = admin('publisher', 'Bharat Publisher');
  const approver = admin('publisher', 'Chitra Publisher');

  const as = async (who: Admin, path: string, body: object = {}, app: INestApplication = first.app) =>
    (await postWith(app, path, who.bearer).send(body)).body;

  /** A rate list of this test's own, published as version 1 at Rs 3000. */
  const createRateList = async () => {
    tableCount += 1;
    const key = `scheduled-rates-${tableCount}-${Date.now().toString(36)}`;
    await first.dataSource.query(
      `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
       VALUES ($1, '/test/scheduled', 'rateList', $2, 'दरें', $3, 1000, 1)`,
      [key, `Scheduled rates ${tableCount}`, JSON.stringify(COLUMNS)],
    );
    await first.dataSource.query(
      `INSERT INTO content.table_versions (table_key, version, rows, notes, season)
       VALUES ($1, 1, '[{"variety": "HD-2967", "farmerRate": 3000}]', '[]', 'Rabi 2025-26')`,
      [key],
    );
    return key;
  };
  /** An editor's draft of the list at `rate`, approved by a publisher; answers its version. */
  const approvedDraft = async (key: string, rate: number, effectiveFrom: string | null = null) => {
    const saved = await as(editor, API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows: [{ variety: 'HD-2967', farmerRate: rate }],
      notes: [],
      effectiveFrom,
    });
    expect(saved.status).toBe(200);
    const version = saved.data.version as number;
    expect((await as(approver, API.content.approveDraft, { kind: 'table', key, baseVersion: version })).status).toBe(
      200,
    );
    return version;
  };
  const schedule = (key: string, baseVersion: number, publishAt?: string) =>
    as(publisher, API.content.scheduleDraft, { kind: 'table', key, baseVersion, publishAt });
  const versionsOf = async (key: string) =>
    (
      (await first.dataSource.query(
        'SELECT version FROM content.table_versions WHERE table_key = $1 ORDER BY version',
        [key],
      )) as { version: number }[]
    ).map((row) => row.version);
  const scheduleOf = async (key: string): Promise<PublishSchedule | null> =>
    (await as(editor, API.content.getTable, { key })).data.workflow.schedule;
  const publishedEvents = async (key: string): Promise<ActivityEvent[]> =>
    (await first.redis.xrange(ACTIVITY_STREAM, '-', '+'))
      .map(([, fields]) => parseActivityFields(fields))
      .filter((event) => event.activityType === 'Published' && event.record?.id === key);
  const publicRate = async (key: string) =>
    (await postWith(first.app, API.content.webGetTable, null).send({ key })).body.data.rows[0].farmerRate;

  it('publishes an approved draft at its time, once, with both replicas looking and two more workers racing them', async () => {
    const lists = await Promise.all([createRateList(), createRateList(), createRateList(), createRateList()]);
    const captions = new Map<string, string>();
    for (const key of lists) captions.set(key, (await as(editor, API.content.getTable, { key })).data.caption.en);
    const at = inSeconds(3);
    const versions = new Map<string, number>();
    for (const [index, key] of lists.entries()) {
      const version = await approvedDraft(key, 3100 + index);
      versions.set(key, version);
      const answer = await schedule(key, version, at);
      expect(answer).toEqual({
        status: 200,
        message: WORKFLOW_MESSAGES.scheduled,
        data: {
          id: expect.any(String),
          publishAt: new Date(at).toISOString(),
          draftVersion: version,
          scheduledAt: expect.any(String),
          scheduledBy: { id: publisher.id, name: publisher.name, role: 'publisher' },
          state: 'pending',
          settledAt: null,
          failure: null,
        },
      });
    }
    expect(await publicRate(lists[0])).toBe(3000);
    // Beside the replicas' own pollers, each replica's worker is set off again and again, both at once.
    const workers = [first.app.get(ScheduleWorker), second.app.get(ScheduleWorker)];
    const raceUntil = new Date(at).getTime() + 3000;
    const racing = (async () => {
      while (Date.now() < raceUntil) {
        await Promise.all(workers.map((worker) => worker.fireDue()));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    for (const [index, key] of lists.entries()) {
      const published = await pollUntil(
        () => scheduleOf(key),
        (shown) => shown === null,
        FIRE_DEADLINE_MS,
      );
      expect(published).toBeNull();
      expect(await versionsOf(key)).toEqual([1, versions.get(key)]);
      expect(await publicRate(key)).toBe(3100 + index);
    }
    await racing;
    for (const key of lists) {
      const [row] = (await first.dataSource.query(
        'SELECT state, published_version, settled_at FROM content.publish_schedules WHERE document_key = $1',
        [key],
      )) as { state: string; published_version: number; settled_at: Date }[];
      expect(row).toMatchObject({ state: 'published', published_version: versions.get(key) });
      expect(row.settled_at.getTime()).toBeGreaterThanOrEqual(new Date(at).getTime());
      const events = await publishedEvents(key);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        activityDetails: `Published on the schedule set by ${publisher.name}: ${captions.get(key)} (/test/scheduled)`,
        actor: { id: publisher.id, name: publisher.name, role: 'publisher' },
        changes: [
          { field: 'Row 1 (HD-2967), Rate to the farmer', old: '3000', new: String(3100 + lists.indexOf(key)) },
        ],
      });
      const [publication] = (await first.dataSource.query(
        'SELECT published_by, approved_by, schedule_id FROM content.publications WHERE document_key = $1',
        [key],
      )) as { published_by: { id: string }; approved_by: { id: string }; schedule_id: string }[];
      expect(publication).toMatchObject({
        published_by: { id: publisher.id },
        approved_by: { id: approver.id },
        schedule_id: expect.any(String),
      });
    }
  });

  it('never publishes a schedule that was cancelled, and lets only publishers and administrators cancel', async () => {
    const key = await createRateList();
    const version = await approvedDraft(key, 3200);
    expect((await schedule(key, version, inSeconds(2))).status).toBe(200);
    expect(await as(editor, API.content.cancelSchedule, { kind: 'table', key })).toEqual({
      status: 403,
      message: ROLE_MESSAGES.refused,
    });
    expect(await as(approver, API.content.cancelSchedule, { kind: 'table', key }, second.app)).toEqual({
      status: 200,
      message: WORKFLOW_MESSAGES.scheduleCancelled,
    });
    expect(await scheduleOf(key)).toBeNull();
    expect(await as(approver, API.content.cancelSchedule, { kind: 'table', key })).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.noSchedule,
    });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(await versionsOf(key)).toEqual([1]);
    expect(await publicRate(key)).toBe(3000);
  });

  it('schedules only an approved draft, and fails, with the reason shown, one whose draft changed since', async () => {
    const key = await createRateList();
    const saved = await as(editor, API.content.saveDraft, {
      key,
      baseVersion: 1,
      rows: [{ variety: 'HD-2967', farmerRate: 3300 }],
      notes: [],
    });
    expect(await schedule(key, saved.data.version, inSeconds(60))).toEqual({
      status: 403,
      message: WORKFLOW_MESSAGES.notApproved,
    });
    expect(
      (await as(approver, API.content.approveDraft, { kind: 'table', key, baseVersion: saved.data.version })).status,
    ).toBe(200);
    expect((await schedule(key, saved.data.version, inSeconds(3))).status).toBe(200);
    expect(await schedule(key, saved.data.version, inSeconds(30))).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.alreadyScheduled,
    });
    const changed = await as(editor, API.content.saveDraft, {
      key,
      baseVersion: saved.data.version,
      rows: [{ variety: 'HD-2967', farmerRate: 9999 }],
      notes: [],
    });
    expect(changed.status).toBe(200);

    const failed = await pollUntil(
      () => scheduleOf(key),
      (shown) => shown?.state === 'failed',
      FIRE_DEADLINE_MS,
    );
    expect(failed).toMatchObject({ state: 'failed', failure: WORKFLOW_MESSAGES.failures.changed });
    expect(await versionsOf(key)).toEqual([1]);
    expect(await publicRate(key)).toBe(3000);
    expect(await publishedEvents(key)).toEqual([]);
  });

  it('fails a schedule whose draft is no longer approved at its time', async () => {
    // A replica set for one-person publishing lets a publisher schedule a draft nobody approved; the replicas
    // where approval is required then refuse to publish it. It looks only at its start, before the schedule.
    const onePerson = await first.startAnother('content-schedules-one-person', {
      replicaOf: first.service,
      redisKeyPrefix: first.service.redisKeyPrefix,
      env: { TIMED_JOBS: 'true', CONTENT_ONE_PERSON_PUBLISHING: 'true', CONTENT_SCHEDULE_POLL_SECONDS: '50' },
    });
    try {
      const key = await createRateList();
      const saved = await as(publisher, API.content.saveDraft, {
        key,
        baseVersion: 1,
        rows: [{ variety: 'HD-2967', farmerRate: 3400 }],
        notes: [],
      });
      const scheduled = await as(
        publisher,
        API.content.scheduleDraft,
        { kind: 'table', key, baseVersion: saved.data.version, publishAt: inSeconds(2) },
        onePerson.app,
      );
      expect(scheduled.status).toBe(200);
      const failed = await pollUntil(
        () => scheduleOf(key),
        (shown) => shown?.state === 'failed',
        FIRE_DEADLINE_MS,
      );
      expect(failed?.failure).toBe(WORKFLOW_MESSAGES.failures.notApproved);
      expect(await versionsOf(key)).toEqual([1]);
    } finally {
      await onePerson.close();
    }
  });

  it('keeps a schedule while every replica is down, and publishes it when one starts again', async () => {
    const key = await createRateList();
    const version = await approvedDraft(key, 3500);
    const at = inSeconds(3);
    expect((await schedule(key, version, at)).status).toBe(200);
    await second.service.stop();
    await first.service.stop();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, new Date(at).getTime() - Date.now()) + 1000));
    await first.service.start();
    await second.service.start();
    await pollUntil(
      () => versionsOf(key),
      (versions) => versions.length === 2,
      FIRE_DEADLINE_MS,
    );
    expect(await publicRate(key)).toBe(3500);
    expect(await publishedEvents(key)).toHaveLength(1);
  });

  it('publishes a rate list on its effective-from date unless given a time, and refuses a time past, too far or not one', async () => {
    const key = await createRateList();
    const next = new Date(Date.now() + 40 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const version = await approvedDraft(key, 3600, next);
    const answer = await schedule(key, version);
    expect(answer.data).toMatchObject({
      state: 'pending',
      publishAt: new Date(effectiveFromInstant(next)).toISOString(),
    });
    expect((await as(publisher, API.content.cancelSchedule, { kind: 'table', key })).status).toBe(200);

    for (const [publishAt, message] of [
      [inSeconds(-60), WORKFLOW_MESSAGES.publishAtPast],
      [inSeconds(400 * 24 * 3600), WORKFLOW_MESSAGES.publishAtTooFar],
      ['tomorrow at nine', WORKFLOW_MESSAGES.publishAtInvalid],
      ['2026-05-01T09:00', WORKFLOW_MESSAGES.publishAtInvalid],
    ]) {
      expect(await schedule(key, version, publishAt)).toEqual({ status: 400, message });
    }
    const page = (await as(editor, API.content.getPage, { path: '/about-us' })).data;
    expect(
      await as(publisher, API.content.scheduleDraft, {
        kind: 'page',
        key: '/about-us',
        baseVersion: page.currentVersion,
      }),
    ).toEqual({
      status: 400,
      message: WORKFLOW_MESSAGES.noDraft,
    });
  });

  it('ends a waiting schedule when the draft is published by hand first', async () => {
    const key = await createRateList();
    const version = await approvedDraft(key, 3700);
    expect((await schedule(key, version, inSeconds(120))).status).toBe(200);
    expect((await as(publisher, API.content.publish, { key, baseVersion: version })).status).toBe(200);
    expect(await scheduleOf(key)).toBeNull();
    const [row] = (await first.dataSource.query(
      'SELECT state, failure FROM content.publish_schedules WHERE document_key = $1',
      [key],
    )) as { state: string; failure: string }[];
    expect(row).toEqual({ state: 'failed', failure: WORKFLOW_MESSAGES.failures.noDraft });
  });
});
