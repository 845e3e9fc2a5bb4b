import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { activityFields, dataSourceOptions, REDIS } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  AUDIT_MESSAGES,
  parseDelimited,
  type ActivityEvent,
  type AuditEntry,
  type AuditVerification,
  type Paged,
} from '@seedcorp/contracts';
import {
  adminBearer,
  createTestDatabase,
  DASHBOARD_OWNERS_UNREACHABLE,
  dropTestDatabase,
  generateTestKeyPair,
  pollUntil,
  startTestService,
  testKeyPrefix,
  type TestService,
} from '@seedcorp/testing';
import { CONSUMER_GROUP } from '../activity/activity-consumer';
import { AppModule } from '../app.module';
import { DashboardConfig } from '../config';
import { database } from '../database';
import { AuditTrail1765100000000 } from '../migrations/1765100000000-audit-trail';
import { AuditChain } from './audit-chain';
import { AUDIT_CSV_HEADER } from './audit-csv';
import { AuditService } from './audit.service';

const keys = generateTestKeyPair();
const administrator = () => adminBearer(keys.privateKey);
const CHAIN_KEY = 'integration-test-audit-chain-key-0123456789';
const DAY_MS = 24 * 3600 * 1000;
const run = promisify(execFile);

/** The dashboard consumes events in the background: these waits are for it to catch up. */
const eventually = <T>(check: () => Promise<T>) => pollUntil(check, () => true, 15_000);

/** Every column the chain covers, to put a removed entry back exactly as it was. */
const ENTRY_COLUMNS =
  'id, stream_id, occurred_at, source, action, details, actor_id, actor_name, actor_role, record_type, record_id, changes, reason, address, request_id, hash';

/** A dashboard of its own (database, stream, group) for one describe block, with its helpers. */
function auditDashboard(name: string, env: Record<string, string> = {}) {
  const prefix = testKeyPrefix(name);
  let service: TestService<DashboardConfig>;
  const harness = {
    get service() {
      return service;
    },
    get redis(): Redis {
      return service.app.get(REDIS);
    },
    get data(): DataSource {
      return service.app.get(DataSource);
    },
    get: (path: string, authorization: string | null = administrator()) => {
      const call = request(service.app.getHttpServer()).get(path);
      return authorization ? call.set('Authorization', authorization) : call;
    },
    /** Adds the event to the stream as a service's publisher would; answers its stream id. */
    publish: async (event: Partial<ActivityEvent> & Pick<ActivityEvent, 'activityType' | 'activityDetails'>) =>
      (await harness.redis.xadd(
        ACTIVITY_STREAM,
        '*',
        ...activityFields({ source: 'directories', at: new Date().toISOString(), ...event }),
      )) as string,
    /** The group has been handed the last entry of the stream and has acknowledged everything. */
    consumedAll: () =>
      eventually(async () => {
        const [, , , , , , , lastDelivered] = (
          (await harness.redis.xinfo('GROUPS', `${prefix}${ACTIVITY_STREAM}`)) as string[][]
        )[0];
        const [lastId] = (await harness.redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1))[0];
        expect(lastDelivered).toBe(lastId);
        expect(await harness.redis.xpending(ACTIVITY_STREAM, CONSUMER_GROUP)).toEqual([0, null, null, null]);
      }),
    list: async (query = ''): Promise<Paged<AuditEntry>> => {
      const response = await harness.get(`${API.dashboard.auditTrail}${query}`);
      expect(response.body).toMatchObject({ status: 200, message: AUDIT_MESSAGES.fetched });
      return response.body.data;
    },
    verify: async (): Promise<AuditVerification> => {
      const response = await harness.get(API.dashboard.verifyAuditTrail);
      expect(response.body).toMatchObject({ status: 200, message: AUDIT_MESSAGES.verified });
      return response.body.data;
    },
    chainedCount: async () =>
      Number((await harness.data.query('SELECT count(*) AS n FROM dashboard.audit_entries WHERE id > 0'))[0].n),
    timeOf: async (id: string) =>
      (
        (await harness.data.query('SELECT occurred_at FROM dashboard.audit_entries WHERE id = $1', [id]))[0]
          .occurred_at as Date
      ).toISOString(),
  };

  beforeAll(async () => {
    service = await startTestService(AppModule, DashboardConfig, {
      name,
      publicKey: keys.publicKey,
      redisKeyPrefix: prefix,
      env: { ...DASHBOARD_OWNERS_UNREACHABLE, AUDIT_CHAIN_KEY: CHAIN_KEY, ...env },
    });
  });

  afterAll(async () => {
    await service?.close();
  });

  return harness;
}

describe('audit trail', () => {
  // Entries of March 2026 are kept: only the retention test prunes.
  const dashboard = auditDashboard('audit-trail', { AUDIT_RETENTION_DAYS: '3650' });
  const FULL: Pick<ActivityEvent, 'activityType' | 'activityDetails'> & Partial<ActivityEvent> = {
    activityType: 'Updated',
    activityDetails: 'Sample Director',
    actor: { id: 'admin-1', name: 'Asha Verma', role: 'administrator' },
    address: '203.0.113.7',
    requestId: 'request-full',
    record: { type: 'director', id: 'director-1' },
    changes: [{ field: 'Mobile number', old: '9876543210', new: '9123456780' }],
    reason: 'Asked by the director',
  };
  let fullStreamId: string;

  it('keeps every entry with who, when, where from, the record, each field and the reason', async () => {
    fullStreamId = await dashboard.publish(FULL);
    await dashboard.publish({
      source: 'auth',
      activityType: 'Sign-in failed',
      activityDetails: 'Admin ******3210 from 203.0.113.9',
      address: '203.0.113.9',
      requestId: 'request-sign-in',
    });
    await dashboard.consumedAll();
    const response = await dashboard.get(`${API.dashboard.auditTrail}?size=2`);
    expect(response.headers['cache-control']).toBe('no-store');
    const [signIn, full] = (response.body.data as Paged<AuditEntry>).content;
    expect(full).toEqual({
      id: '1',
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      source: 'directories',
      action: 'Updated',
      details: 'Sample Director',
      person: { id: 'admin-1', name: 'Asha Verma', role: 'administrator' },
      record: { type: 'director', id: 'director-1' },
      changes: [{ field: 'Mobile number', old: '9876543210', new: '9123456780' }],
      reason: 'Asked by the director',
      address: '203.0.113.7',
      requestId: 'request-full',
    });
    expect(signIn).toMatchObject({
      id: '2',
      source: 'auth',
      action: 'Sign-in failed',
      person: { id: null, name: '******3210', role: null },
      record: null,
      changes: [],
      address: '203.0.113.9',
      requestId: 'request-sign-in',
    });
    const [row] = await dashboard.data.query('SELECT stream_id, hash FROM dashboard.audit_entries WHERE id = 1');
    expect(row).toEqual({ stream_id: fullStreamId, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('stores an entry once when the stream delivers it again, and the chain stays whole', async () => {
    const before = await dashboard.chainedCount();
    // As after a crash between storing and acknowledging: the group re-reads the whole stream.
    await dashboard.redis.xgroup('SETID', `${dashboard.service.redisKeyPrefix}${ACTIVITY_STREAM}`, CONSUMER_GROUP, '0');
    await dashboard.consumedAll();
    expect(await dashboard.chainedCount()).toBe(before);
    expect(await dashboard.verify()).toEqual({ entries: before, intact: true, earlierEntries: 0 });
  });

  it('finds an entry whose field was changed in the database, names it and its time; the command does too', async () => {
    for (let index = 0; index < 3; index += 1)
      await dashboard.publish({ activityType: 'Created', activityDetails: `Officer ${index}` });
    await dashboard.consumedAll();
    const total = await dashboard.chainedCount();
    await dashboard.data.query(
      `UPDATE dashboard.audit_entries SET changes = '[{"field":"Mobile number","old":"9876543210","new":"9000000000"}]'
       WHERE id = 1`,
    );
    const at = await dashboard.timeOf('1');
    expect(await dashboard.verify()).toEqual({
      entries: 0,
      intact: false,
      firstBroken: { problem: 'changed', id: '1', at },
      earlierEntries: 0,
    });
    const command = await runVerifyCommand(dashboard.service.config.DATABASE_URL);
    expect(command).toEqual({
      code: 1,
      output: expect.stringMatching(
        /^Entry 1 of \d\d-\d\d-\d{4} \d\d:\d\d:\d\d was changed after it was recorded\.\n$/,
      ),
    });

    await dashboard.data.query(`UPDATE dashboard.audit_entries SET changes = $1 WHERE id = 1`, [
      JSON.stringify(FULL.changes),
    ]);
    await dashboard.data.query(`UPDATE dashboard.audit_entries SET actor_name = 'Someone Else' WHERE id = 3`);
    expect((await dashboard.verify()).firstBroken).toEqual({
      problem: 'changed',
      id: '3',
      at: await dashboard.timeOf('3'),
    });
    await dashboard.data.query(`UPDATE dashboard.audit_entries SET actor_name = NULL WHERE id = 3`);
    expect(await dashboard.verify()).toEqual({ entries: total, intact: true, earlierEntries: 0 });
    expect(await runVerifyCommand(dashboard.service.config.DATABASE_URL)).toEqual({
      code: 0,
      output: `All ${total} entries intact.\n`,
    });
  }, 120_000);

  it('finds a deleted entry, in the middle or at the end, as a gap', async () => {
    const total = await dashboard.chainedCount();
    const removed = await removeEntry(dashboard.data, '3');
    expect(await dashboard.verify()).toEqual({
      entries: 2,
      intact: false,
      firstBroken: { problem: 'missing', id: '3', lastMissing: '3', at: await dashboard.timeOf('4') },
      earlierEntries: 0,
    });
    await putBack(dashboard.data, removed);
    const last = await removeEntry(dashboard.data, String(total));
    expect((await dashboard.verify()).firstBroken).toEqual({
      problem: 'missing',
      id: String(total),
      lastMissing: String(total),
      at: null,
    });
    await putBack(dashboard.data, last);
    expect((await dashboard.verify()).intact).toBe(true);
  });

  it('finds a changed chain head; appends wait until it is put right, and none is lost', async () => {
    const total = await dashboard.chainedCount();
    const [head] = await dashboard.data.query('SELECT last_id, last_hash, seal FROM dashboard.audit_chain');
    // Hiding the last entry: it goes, and the head is moved back to the one before it.
    const [previous] = await dashboard.data.query('SELECT id, hash FROM dashboard.audit_entries WHERE id = $1', [
      total - 1,
    ]);
    const last = await removeEntry(dashboard.data, String(total));
    await dashboard.data.query('UPDATE dashboard.audit_chain SET last_id = $1, last_hash = $2', [
      previous.id,
      previous.hash,
    ]);
    expect(await dashboard.verify()).toEqual({
      entries: 0,
      intact: false,
      firstBroken: { problem: 'ends-changed', id: null, at: null },
      earlierEntries: 0,
    });
    await dashboard.publish({ activityType: 'Deleted', activityDetails: 'While the head was changed' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await dashboard.chainedCount()).toBe(total - 1);
    expect((await dashboard.redis.xpending(ACTIVITY_STREAM, CONSUMER_GROUP))[0]).toBe(1);

    // Put right from a copy, as an operator would restore them.
    await putBack(dashboard.data, last);
    await dashboard.data.query('UPDATE dashboard.audit_chain SET last_id = $1, last_hash = $2, seal = $3', [
      head.last_id,
      head.last_hash,
      head.seal,
    ]);
    await dashboard.consumedAll();
    expect((await dashboard.list('?size=1')).content[0].details).toBe('While the head was changed');
    expect(await dashboard.verify()).toEqual({ entries: total + 1, intact: true, earlierEntries: 0 });
  });

  it('finds every entry changed when checked with another key than the one that chained it', async () => {
    const otherKey = new AuditChain(dashboard.data, 'another-key-of-at-least-thirty-two-characters');
    expect((await otherKey.verify()).firstBroken).toEqual({ problem: 'ends-changed', id: null, at: null });
  });

  describe('filters and the CSV export', () => {
    const RAVI = { id: 'admin-100', name: 'Ravi Kumar', role: 'publisher' };
    const MEENA = { id: 'admin-200', name: 'Meena Rao', role: 'editor' };

    beforeAll(async () => {
      // 1 March 23:59:59 IST, 2 March 00:00:00 IST, 5 March 11:30 IST.
      await dashboard.publish({
        source: 'content',
        activityType: 'Published',
        activityDetails: 'Rabi rate list',
        at: '2026-03-01T18:29:59.000Z',
        actor: RAVI,
        record: { type: 'table', id: 'rabi-rates' },
        reason: 'Nobody else to approve',
      });
      await dashboard.publish({
        source: 'content',
        activityType: 'Submitted',
        activityDetails: 'Kharif rate list',
        at: '2026-03-01T18:30:00.000Z',
        actor: MEENA,
        record: { type: 'table', id: 'kharif-rates' },
      });
      await dashboard.publish({
        activityType: 'Updated',
        activityDetails: 'Sample, Director',
        at: '2026-03-05T06:00:00.000Z',
        actor: RAVI,
        address: '198.51.100.4',
        requestId: 'request-csv',
        record: { type: 'director', id: 'director-9' },
        changes: [
          { field: 'Name', old: '=1+1', new: '@SUM(A1)' },
          { field: 'Mobile number', old: null, new: '9876543210' },
        ],
        reason: '+91 number asked',
      });
      await dashboard.consumedAll();
    });

    const details = async (query: string) => (await dashboard.list(query)).content.map((entry) => entry.details);

    it('filters by person (id, or part of the name), record, action and IST dates, and pages', async () => {
      expect(await details('?person=ravi')).toEqual(['Sample, Director', 'Rabi rate list']);
      expect(await details('?person=admin-200')).toEqual(['Kharif rate list']);
      expect(await details('?person=admin')).toEqual([]);
      expect(await details('?person=%25')).toEqual([]);
      expect(await details('?recordType=table')).toEqual(['Kharif rate list', 'Rabi rate list']);
      expect(await details('?recordType=table&recordId=rabi-rates')).toEqual(['Rabi rate list']);
      expect(await details('?recordId=director-9')).toEqual(['Sample, Director']);
      expect(await details('?action=Submitted')).toEqual(['Kharif rate list']);
      expect(await details('?from=2026-03-01&to=2026-03-01')).toEqual(['Rabi rate list']);
      expect(await details('?from=2026-03-02&to=2026-03-05')).toEqual(['Sample, Director', 'Kharif rate list']);
      expect(await details('?person=Ravi&from=2026-03-02&to=2026-03-31')).toEqual(['Sample, Director']);
      expect(await details('?person=+&recordType=+&size=100')).toEqual(await details('?size=100'));
      const second = await dashboard.list('?person=ravi&size=1&page=1');
      expect(second).toMatchObject({ totalItems: 2, totalPages: 2 });
      expect(second.content.map((entry) => entry.details)).toEqual(['Rabi rate list']);
    });

    it.each([
      ['a day no calendar has', '?from=2026-02-30', AUDIT_MESSAGES.badDate],
      ['a date in another form', '?to=5-3-2026', AUDIT_MESSAGES.badDate],
      ['a from date after the to date', '?from=2026-03-05&to=2026-03-01', AUDIT_MESSAGES.dateOrder],
      ['an unknown action', '?action=Hacked', AUDIT_MESSAGES.unknownAction],
      ['a person of 201 characters', `?person=${'x'.repeat(201)}`, AUDIT_MESSAGES.filterTooLong],
      ['a person given twice', '?person=a&person=b', AUDIT_MESSAGES.filterTooLong],
    ])('refuses %s with a clear message', async (_case, query, message) => {
      for (const path of [API.dashboard.auditTrail, API.dashboard.exportAuditTrail]) {
        expect((await dashboard.get(`${path}${query}`)).body).toEqual({ status: 400, message });
      }
    });

    it('exports the same filter as CSV: a line per field, times in IST, formulas kept as text', async () => {
      const response = await dashboard.get(`${API.dashboard.exportAuditTrail}?person=ravi`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatchObject({ status: 200, message: AUDIT_MESSAGES.exported });
      const { fileName, csv } = response.body.data;
      expect(fileName).toMatch(/^audit-trail-\d{4}-\d\d-\d\d\.csv$/);
      expect(csv.split('\r\n')[0]).toBe(
        'Time (IST),Person,Role,Action,Record,Field,Old value,New value,Reason,Address,Request id',
      );
      const { lines } = parseDelimited(csv, ',');
      expect(lines[0]).toEqual(AUDIT_CSV_HEADER);
      expect(lines.slice(1)).toEqual([
        [
          '05-03-2026 11:30:00',
          'Ravi Kumar',
          'Publisher',
          'Updated',
          'Sample, Director (director director-9)',
          'Name',
          "'=1+1",
          "'@SUM(A1)",
          "'+91 number asked",
          '198.51.100.4',
          'request-csv',
        ],
        [
          '05-03-2026 11:30:00',
          'Ravi Kumar',
          'Publisher',
          'Updated',
          'Sample, Director (director director-9)',
          'Mobile number',
          '',
          '9876543210',
          "'+91 number asked",
          '198.51.100.4',
          'request-csv',
        ],
        [
          '01-03-2026 23:59:59',
          'Ravi Kumar',
          'Publisher',
          'Published',
          'Rabi rate list (table rabi-rates)',
          '',
          '',
          '',
          'Nobody else to approve',
          '',
          '',
        ],
      ]);
    });
  });

  it('appends one entry at a time, in order, when two dashboards store at once', async () => {
    const before = await dashboard.chainedCount();
    const second = await new DataSource(
      dataSourceOptions({ ...database, url: dashboard.service.config.DATABASE_URL, schema: 'dashboard' }),
    ).initialize();
    try {
      const entry = (replica: string, index: number) => ({
        streamId: `1-${replica === 'a' ? index : 1000 + index}`,
        occurredMicros: String(Date.now() * 1000),
        source: 'media',
        action: 'Created',
        details: `Replica ${replica} ${index}`,
        actorId: null,
        actorName: null,
        actorRole: null,
        recordType: null,
        recordId: null,
        changes: [],
        reason: null,
        address: null,
        requestId: null,
      });
      const replicas = [new AuditChain(dashboard.data, CHAIN_KEY), new AuditChain(second, CHAIN_KEY)];
      await Promise.all(
        (['a', 'b'] as const).map(async (replica, which) => {
          for (let index = 0; index < 40; index += 1) await replicas[which].append(entry(replica, index));
        }),
      );
      const [{ low, high, n }] = await dashboard.data.query(
        'SELECT min(id)::int AS low, max(id)::int AS high, count(*)::int AS n FROM dashboard.audit_entries WHERE id > $1',
        [before],
      );
      expect({ low, high, n }).toEqual({ low: before + 1, high: before + 80, n: 80 });
      expect(await dashboard.verify()).toEqual({ entries: before + 80, intact: true, earlierEntries: 0 });
    } finally {
      await second.destroy();
    }
  });

  it('answers 403 to a publisher and an editor, 401 without a token', async () => {
    for (const path of [API.dashboard.auditTrail, API.dashboard.exportAuditTrail, API.dashboard.verifyAuditTrail]) {
      for (const role of ['publisher', 'editor'] as const) {
        const response = await dashboard.get(path, adminBearer(keys.privateKey, { claims: { role } }));
        expect([path, response.status]).toEqual([path, 403]);
      }
      expect((await dashboard.get(path, null)).status).toBe(401);
    }
  });
});

describe('audit trail retention', () => {
  const dashboard = auditDashboard('audit-retention', { AUDIT_RETENTION_DAYS: '180' });
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
  const prune = () => dashboard.service.app.get(AuditService).prune();
  const shown = async () => (await dashboard.list('?size=100')).content.map((entry) => entry.details);

  it('removes the oldest entries past the retention; the check starts at the oldest kept and passes', async () => {
    await dashboard.publish({ activityType: 'Created', activityDetails: 'Old 1', at: daysAgo(200) });
    await dashboard.publish({ activityType: 'Created', activityDetails: 'Old 2', at: daysAgo(181) });
    await dashboard.publish({ activityType: 'Created', activityDetails: 'Kept 1', at: daysAgo(179) });
    await dashboard.publish({ activityType: 'Created', activityDetails: 'Kept 2' });
    await dashboard.consumedAll();

    // A broken entry past the retention is evidence: nothing is removed while the chain there is broken.
    await dashboard.data.query(`UPDATE dashboard.audit_entries SET details = 'Old one' WHERE id = 1`);
    expect(await prune()).toBe(0);
    expect((await dashboard.verify()).firstBroken).toMatchObject({ problem: 'changed', id: '1' });
    await dashboard.data.query(`UPDATE dashboard.audit_entries SET details = 'Old 1' WHERE id = 1`);

    expect(await prune()).toBe(2);
    expect(await shown()).toEqual(['Kept 2', 'Kept 1']);
    expect(await dashboard.verify()).toEqual({ entries: 2, intact: true, earlierEntries: 0 });
    expect(await prune()).toBe(0);
  });

  it('still finds the oldest kept entry deleted after a prune', async () => {
    const first = await removeEntry(dashboard.data, '3');
    expect((await dashboard.verify()).firstBroken).toEqual({
      problem: 'missing',
      id: '3',
      lastMissing: '3',
      at: await dashboard.timeOf('4'),
    });
    await putBack(dashboard.data, first);
    expect((await dashboard.verify()).intact).toBe(true);
  });

  it('keeps an old event read late until every entry before it is past the retention too', async () => {
    await dashboard.publish({ activityType: 'Deleted', activityDetails: 'Read late', at: daysAgo(300) });
    await dashboard.consumedAll();
    expect(await prune()).toBe(0);
    expect(await shown()).toContain('Read late');
    expect(await dashboard.verify()).toEqual({ entries: 3, intact: true, earlierEntries: 0 });
  });
});

describe('the audit trail migration', () => {
  let databaseName: string;
  let data: DataSource;

  beforeAll(async () => {
    const created = await createTestDatabase();
    databaseName = created.name;
    data = await new DataSource(dataSourceOptions({ ...database, url: created.url, schema: 'dashboard' })).initialize();
  });

  afterAll(async () => {
    await data?.destroy();
    await dropTestDatabase(databaseName);
  });

  it('keeps the rows of the two activity lists as earlier entries, shown but outside the chain', async () => {
    const migration = new AuditTrail1765100000000();
    const runner = data.createQueryRunner();
    try {
      await migration.down(runner);
      await runner.query(`
        INSERT INTO dashboard.activities (stream_id, source, activity_type, activity_details, occurred_at)
        VALUES ('100-0', 'media', 'Created', 'Image added to Photo Gallery', '2026-01-01T00:00:00Z'),
               ('300-0', 'notifications', 'Deleted', 'Old tender', '2026-01-03T00:00:00Z')`);
      await runner.query(`
        INSERT INTO dashboard.sign_ins (stream_id, activity_type, activity_details, occurred_at)
        VALUES ('200-0', 'Signed in', 'Admin ******3210 from 203.0.113.9', '2026-01-02T00:00:00Z')`);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    expect(
      await data.query(
        'SELECT id::int, stream_id, source, action, details, actor_name, hash FROM dashboard.audit_entries ORDER BY id DESC',
      ),
    ).toEqual([
      {
        id: 0,
        stream_id: '300-0',
        source: 'notifications',
        action: 'Deleted',
        details: 'Old tender',
        actor_name: null,
        hash: null,
      },
      {
        id: -1,
        stream_id: '200-0',
        source: 'auth',
        action: 'Signed in',
        details: 'Admin ******3210 from 203.0.113.9',
        actor_name: '******3210',
        hash: null,
      },
      {
        id: -2,
        stream_id: '100-0',
        source: 'media',
        action: 'Created',
        details: 'Image added to Photo Gallery',
        actor_name: null,
        hash: null,
      },
    ]);
    const chain = new AuditChain(data, CHAIN_KEY);
    expect(await chain.verify()).toEqual({ entries: 0, intact: true, earlierEntries: 3 });
    const appended = await chain.append({
      streamId: '400-0',
      occurredMicros: String(Date.now() * 1000),
      source: 'media',
      action: 'Created',
      details: 'After the upgrade',
      actorId: 'admin-1',
      actorName: null,
      actorRole: 'administrator',
      recordType: null,
      recordId: null,
      changes: [],
      reason: null,
      address: null,
      requestId: null,
    });
    expect(appended).toBe(true);
    expect(await chain.verify()).toEqual({ entries: 1, intact: true, earlierEntries: 3 });
    expect(await chain.prune(new Date('2026-01-02T12:00:00Z'))).toEqual({ removed: 2 });
    expect(await chain.verify()).toEqual({ entries: 1, intact: true, earlierEntries: 1 });
  });
});

/** Deletes an entry; answers its columns, for `putBack`. */
async function removeEntry(data: DataSource, id: string): Promise<Record<string, unknown>> {
  const [row] = await data.query(`SELECT ${ENTRY_COLUMNS} FROM dashboard.audit_entries WHERE id = $1`, [id]);
  await data.query('DELETE FROM dashboard.audit_entries WHERE id = $1', [id]);
  return row;
}

async function putBack(data: DataSource, row: Record<string, unknown>): Promise<void> {
  const columns = ENTRY_COLUMNS.split(', ');
  const values = columns.map((column) => (column === 'changes' ? JSON.stringify(row[column]) : row[column]));
  await data.query(
    `INSERT INTO dashboard.audit_entries (${ENTRY_COLUMNS}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
    values,
  );
}

/** `npm run audit:verify` as an operator runs it, against the test's database. */
async function runVerifyCommand(databaseUrl: string): Promise<{ code: number; output: string }> {
  const cli = join(__dirname, '..', 'audit-cli.ts');
  try {
    const { stdout } = await run(join(__dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx'), [cli], {
      env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl, AUDIT_CHAIN_KEY: CHAIN_KEY },
      timeout: 60_000,
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}
