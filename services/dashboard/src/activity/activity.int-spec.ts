import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ActivityPublisher, activityFields, createRedis } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  IMAGE_LOCATIONS,
  INTERNAL_COUNTS_PATH,
  SIGN_IN_ACTIVITY_TYPES,
  type ActivitySource,
  type RecentActivityItem,
} from '@seedcorp/contracts';
import {
  adminBearer,
  DASHBOARD_OWNERS_UNREACHABLE,
  generateTestKeyPair,
  pollUntil,
  refusedAuthorizations,
  startTestService,
  testInfrastructure,
  testKeyPrefix,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DashboardConfig } from '../config';
import { CONSUMER_GROUP } from './activity-consumer';

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

/** The dashboard consumes events in the background: these waits are for it to catch up, not the 2-s public promise. */
const eventually = <T>(check: () => Promise<T>) => pollUntil(check, () => true, 15_000);

describe('dashboard activity, sign-in log and counts', () => {
  /** The stand-in media service and the dashboard share one prefix: the stream one publishes to is the other's. */
  const prefix = testKeyPrefix('dashboard-activity');
  /**
   * The media service as the dashboard sees it: its images (key to location), its events on the stream, and its
   * internal counts on a port of its own.
   */
  const images = new Map<string, string>();
  let media: Server;
  let dashboardService: TestService<DashboardConfig>;
  let redis: Redis;

  const dashboard = () => dashboardService.app;
  const startDashboard = (env: Record<string, string> = {}) => dashboardService.start(env);
  const stopDashboard = () => dashboardService.stop();

  /** XGROUP and XINFO take the key as written: ioredis adds no prefix to them. */
  const stream = `${prefix}${ACTIVITY_STREAM}`;

  /** The group has been handed the last entry of the stream and has acknowledged everything. */
  const consumedAll = async () => {
    const [, , , , , , , lastDelivered] = ((await redis.xinfo('GROUPS', stream)) as string[][])[0];
    const [lastId] = (await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1))[0];
    expect(lastDelivered).toBe(lastId);
    expect(await redis.xpending(ACTIVITY_STREAM, CONSUMER_GROUP)).toEqual([0, null, null, null]);
  };

  const publisher = (source: ActivitySource) => new ActivityPublisher(redis, source);

  const get = (path: string) => request(dashboard().getHttpServer()).get(path).set('Authorization', bearer());

  const recent = async (limit = 100): Promise<RecentActivityItem[]> =>
    (await get(`${API.dashboard.recentActivity}?limit=${limit}`)).body.data;

  const galleryCounts = async () => (await get(API.dashboard.counts)).body.data.galleryCounts;

  const trueGalleryCounts = async () =>
    IMAGE_LOCATIONS.map((name) => ({ name, count: [...images.values()].filter((at) => at === name).length }));

  /** An image stored and announced as the media service does both. */
  const upload = async (location: string) => {
    const key = randomUUID();
    images.set(key, location);
    await publisher('media').publish('Created', `Image added to ${location}`, {
      record: { type: 'image', id: key },
      changes: [{ field: 'Location', old: null, new: location }],
    });
    return key;
  };
  const deleteImage = async (key: string) => {
    const location = images.get(key) as string;
    images.delete(key);
    await publisher('media').publish('Deleted', `Image removed from ${location}`, {
      record: { type: 'image', id: key },
      changes: [{ field: 'Location', old: location, new: null }],
    });
  };

  beforeAll(async () => {
    media = createServer(async (request, response) => {
      if (request.url !== INTERNAL_COUNTS_PATH) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({ status: 200, message: 'Counts fetched successfully.', data: await trueGalleryCounts() }),
      );
    });
    await new Promise<void>((resolve) => media.listen(0, '127.0.0.1', resolve));
    redis = createRedis(testInfrastructure.redisUrl, { keyPrefix: prefix });
    dashboardService = await startTestService(AppModule, DashboardConfig, {
      name: 'dashboard-activity',
      publicKey: keys.publicKey,
      redisKeyPrefix: prefix,
      env: {
        // The notifications and directories count endpoints are unreachable in these tests.
        ...DASHBOARD_OWNERS_UNREACHABLE,
        MEDIA_INTERNAL_URL: `http://127.0.0.1:${(media.address() as AddressInfo).port}`,
      },
    });
  });

  afterAll(async () => {
    await dashboardService?.close();
    redis?.disconnect();
    await new Promise((resolve) => media?.close(resolve));
  });

  it('shows image uploads and deletes in recent activity, newest first, and in the counts', async () => {
    const first = await upload('Photo Gallery');
    await upload('Home Corousel');
    await upload('Photo Gallery');
    await deleteImage(first);

    const items = await eventually(async () => {
      const list = await recent(4);
      expect(list.map((item) => item.activityDetails)).toEqual([
        'Image removed from Photo Gallery',
        'Image added to Photo Gallery',
        'Image added to Home Corousel',
        'Image added to Photo Gallery',
      ]);
      return list;
    });
    expect(items[0]).toEqual({
      lastActivity: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      source: 'media',
      activityType: 'Deleted',
      activityDetails: 'Image removed from Photo Gallery',
    });
    expect(new Date(items[0].lastActivity) >= new Date(items[3].lastActivity)).toBe(true);
    await eventually(async () => expect(await galleryCounts()).toEqual(await trueGalleryCounts()));
    expect(await galleryCounts()).toEqual([
      { name: 'Photo Gallery', count: 1 },
      { name: 'Home Corousel', count: 1 },
      { name: 'Site Logo', count: 0 },
    ]);
  });

  it('answers every count list with each known name, zero where there is none', async () => {
    const response = await get(API.dashboard.counts);
    expect(response.body.status).toBe(200);
    const { notificationCounts, linkCounts } = response.body.data;
    expect(notificationCounts.slice(0, 3)).toEqual([
      { name: 'Home Page', count: 0 },
      { name: 'Tender', count: 0 },
      { name: 'Archived Tender', count: 0 },
    ]);
    expect(linkCounts).toEqual(
      ['Directors', 'Head Office', 'Regional Office', 'RTI officers', 'RTI authorities'].map((name) => ({
        name,
        count: 0,
      })),
    );
  });

  it('shows a publication and an archiving among the spec’s three types, as updates, and no other workflow step', async () => {
    const content = publisher('content');
    await content.publish('Submitted', 'Submitted: Rabi rates');
    await content.publish('Approved', 'Approved: Rabi rates');
    await content.publish('Published', 'Published: Rabi rates');
    await publisher('notifications').publish('Archived', 'Seed tender (validity ended)');
    const items = await eventually(async () => {
      const listed = await recent(4);
      expect(listed.map((item) => item.activityDetails)).toContain('Archived: Seed tender (validity ended)');
      return listed;
    });
    expect(items.slice(0, 2).map((item) => [item.source, item.activityType, item.activityDetails])).toEqual([
      ['notifications', 'Updated', 'Archived: Seed tender (validity ended)'],
      ['content', 'Updated', 'Published: Rabi rates'],
    ]);
    expect(items.map((item) => item.activityDetails)).not.toContain('Approved: Rabi rates');
  });

  it('keeps sign-in events in the paged sign-in log and never in recent activity', async () => {
    const auth = publisher('auth');
    for (const type of ['OTP sent', 'Sign-in failed', 'Locked', 'Signed in', 'Signed out'] as const) {
      await auth.publish(type, 'Admin ******3210 from 203.0.113.9');
    }
    const log = await eventually(async () => {
      const response = await get(`${API.dashboard.signInLog}?page=0&size=2`);
      expect(response.body.data.totalItems).toBe(5);
      return response.body.data;
    });
    expect(log.totalPages).toBe(3);
    expect(log.content).toEqual([
      { at: expect.any(String), activityType: 'Signed out', activityDetails: 'Admin ******3210 from 203.0.113.9' },
      { at: expect.any(String), activityType: 'Signed in', activityDetails: 'Admin ******3210 from 203.0.113.9' },
    ]);
    const lastPage = (await get(`${API.dashboard.signInLog}?page=2&size=2`)).body.data.content;
    expect(lastPage.map((item: { activityType: string }) => item.activityType)).toEqual(['OTP sent']);
    expect((await recent()).filter((item) => item.source === 'auth')).toEqual([]);
  });

  it('stores an event of every sign-in type, the longest name included, and goes on with the next', async () => {
    const auth = publisher('auth');
    for (const type of SIGN_IN_ACTIVITY_TYPES) await auth.publish(type, `Admin ******4321: ${type}`);
    await eventually(async () => {
      const response = await get(`${API.dashboard.signInLog}?page=0&size=100`);
      const stored = (response.body.data.content as { activityDetails: string }[]).map((item) => item.activityDetails);
      expect(stored).toEqual(expect.arrayContaining(SIGN_IN_ACTIVITY_TYPES.map((type) => `Admin ******4321: ${type}`)));
    });
    await consumedAll();
  });

  it('shows the sign-in events of the last 180 days in the sign-in log', async () => {
    const day = 24 * 3600 * 1000;
    await stopDashboard();
    // Read late (the dashboard was down): the time of the event decides, not the time it was read.
    for (const [mobile, daysAgo] of [
      ['1111', 181],
      ['2222', 179],
    ] as const) {
      await redis.xadd(
        ACTIVITY_STREAM,
        '*',
        ...['source', 'auth', 'activityType', 'Signed in', 'activityDetails', `Admin ******${mobile} from 192.0.2.1`],
        ...['at', new Date(Date.now() - daysAgo * day).toISOString()],
      );
    }
    await startDashboard();
    await eventually(consumedAll);
    const details = (await get(`${API.dashboard.signInLog}?size=100`)).body.data.content.map(
      (item: { activityDetails: string }) => item.activityDetails,
    );
    expect(details).toContain('Admin ******2222 from 192.0.2.1');
    expect(details).not.toContain('Admin ******1111 from 192.0.2.1');
  });

  it('defaults recent activity to 20 items and caps the limit at 100', async () => {
    const content = publisher('notifications');
    for (let index = 0; index < 105; index += 1) await content.publish('Updated', `Notice ${index} edited`);
    await eventually(async () => expect((await recent(1))[0].activityDetails).toBe('Notice 104 edited'));
    expect((await get(API.dashboard.recentActivity)).body.data).toHaveLength(20);
    expect(await recent(500)).toHaveLength(100);
    expect(await recent(3)).toHaveLength(3);
  });

  it('stores an event once even when the stream delivers it again', async () => {
    await upload('Home Corousel');
    await eventually(async () => expect((await recent(1))[0].activityDetails).toBe('Image added to Home Corousel'));
    await eventually(async () => expect(await galleryCounts()).toEqual(await trueGalleryCounts()));
    const before = { recent: await recent(100), counts: await galleryCounts() };
    // As after a crash between storing and acknowledging: the group re-reads the whole stream.
    await redis.xgroup('SETID', stream, CONSUMER_GROUP, '0');
    await eventually(consumedAll);
    expect(await recent(100)).toEqual(before.recent);
    expect(await galleryCounts()).toEqual(before.counts);
  });

  it('catches up on 50 events published while it was stopped, each exactly once', async () => {
    await stopDashboard();
    const content = publisher('directories');
    for (let index = 0; index < 50; index += 1) await content.publish('Created', `Officer ${index} added`);
    await startDashboard();
    await eventually(async () => {
      const details = (await recent(100)).map((item) => item.activityDetails).filter((d) => d.startsWith('Officer '));
      expect(details).toHaveLength(50);
    });
    const [{ n }] = await dashboard()
      .get(DataSource)
      .query("SELECT count(*) AS n FROM dashboard.audit_entries WHERE details LIKE 'Officer %'");
    expect(Number(n)).toBe(50);
  });

  it('counts the true totals after images were deleted while it was stopped, events or not', async () => {
    const keysBefore = [await upload('Photo Gallery'), await upload('Photo Gallery'), await upload('Home Corousel')];
    await eventually(async () => expect(await galleryCounts()).toEqual(await trueGalleryCounts()));
    await stopDashboard();
    await deleteImage(keysBefore[0]);
    // A change whose event never reached the stream: only reconciliation can see it.
    images.delete(keysBefore[2]);
    await redis.xtrim(ACTIVITY_STREAM, 'MAXLEN', 0);
    await startDashboard();
    const expected = await trueGalleryCounts();
    await eventually(async () => expect(await galleryCounts()).toEqual(expected));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await galleryCounts()).toEqual(expected);
  });

  it('keeps the last counts of a list whose owner cannot be reached', async () => {
    // As a fetch from the notifications service left them before it became unreachable.
    await dashboard()
      .get(DataSource)
      .query("INSERT INTO dashboard.counts (list, name, count) VALUES ('notificationCounts', 'Tender', 1)");
    await publisher('notifications').publish('Created', 'Notification added to Tender');
    await eventually(async () => expect((await recent(1))[0].activityDetails).toBe('Notification added to Tender'));
    // Past the fetch that the event asked for, which fails.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await get(API.dashboard.counts);
    expect(response.body.status).toBe(200);
    expect(response.body.data.notificationCounts).toContainEqual({ name: 'Tender', count: 1 });
  });

  it('stores an entry of an earlier version that carries count changes, and counts only the true totals', async () => {
    await stopDashboard();
    for (const countChanges of ['[{"list":"galleryCounts","name":"Photo Gallery","delta":1}]', '{not json']) {
      await redis.xadd(
        ACTIVITY_STREAM,
        '*',
        ...['source', 'media', 'activityType', 'Created', 'activityDetails', 'Image added to Photo Gallery'],
        ...['at', new Date().toISOString(), 'countChanges', countChanges],
      );
    }
    await startDashboard();
    await eventually(consumedAll);
    expect((await recent(2)).map((item) => [item.source, item.activityType, item.activityDetails])).toEqual([
      ['media', 'Created', 'Image added to Photo Gallery'],
      ['media', 'Created', 'Image added to Photo Gallery'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await galleryCounts()).toEqual(await trueGalleryCounts());
  });

  it('takes over the events a dead consumer left unacknowledged', async () => {
    await stopDashboard();
    const content = publisher('media');
    for (let index = 0; index < 3; index += 1) await content.publish('Updated', `Orphan ${index}`);
    // A consumer that read the events and died before acknowledging them.
    const read = await redis.xreadgroup(
      'GROUP',
      CONSUMER_GROUP,
      'dead-consumer',
      'COUNT',
      10,
      'STREAMS',
      ACTIVITY_STREAM,
      '>',
    );
    expect((read as [string, unknown[]][])[0][1]).toHaveLength(3);
    await startDashboard({ ACTIVITY_CLAIM_IDLE_SECONDS: '1' });
    await eventually(async () => {
      const details = (await recent(10)).map((item) => item.activityDetails);
      expect(details.filter((detail) => detail.startsWith('Orphan '))).toHaveLength(3);
    });
    await eventually(async () => expect((await redis.xpending(ACTIVITY_STREAM, CONSUMER_GROUP))[0]).toBe(0));
  });

  it('keeps the publishing order of more than ten events of one millisecond', async () => {
    // Stream ids '<ms>-9' and '<ms>-10' compared as text put the tenth event after the eleventh.
    const [lastId] = (await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1))[0] ?? ['0-0'];
    const millisecond = Math.max(Date.now(), Number(lastId.split('-')[0])) + 1;
    const at = new Date().toISOString();
    for (let sequence = 0; sequence < 12; sequence += 1) {
      const event = { source: 'media', activityType: 'Updated', activityDetails: `Same ms ${sequence}`, at } as const;
      await redis.xadd(ACTIVITY_STREAM, `${millisecond}-${sequence}`, ...activityFields(event));
    }
    await eventually(async () =>
      expect((await recent(12)).map((item) => item.activityDetails)).toEqual(
        Array.from({ length: 12 }, (_, index) => `Same ms ${11 - index}`),
      ),
    );
  });

  it('trims the stream only below what every group has acknowledged', async () => {
    await stopDashboard();
    const content = publisher('media');
    for (let index = 0; index < 300; index += 1) await content.publish('Updated', `Bulk ${index}`);
    const ids = (await redis.xrange(ACTIVITY_STREAM, '-', '+')).map(([id]) => id);
    await startDashboard();
    await eventually(async () => expect((await recent(1))[0].activityDetails).toBe('Bulk 299'));
    // A second reader that has only got half way: what it still needs must stay.
    const lagging = ids[ids.length - 150];
    await redis.xgroup('CREATE', stream, 'lagging-reader', lagging);
    await stopDashboard();
    await startDashboard();
    await eventually(async () => {
      const remaining = (await redis.xrange(ACTIVITY_STREAM, '-', '+')).map(([id]) => id);
      expect(remaining.length).toBeLessThan(ids.length);
      expect(remaining).toEqual(expect.arrayContaining(ids.slice(ids.length - 149)));
    });
    await redis.xgroup('DESTROY', stream, 'lagging-reader');
  });

  describe.each([API.dashboard.counts, API.dashboard.recentActivity, API.dashboard.signInLog])('GET %s', (path) => {
    const call = (authorization: string | null) => {
      const pending = request(dashboard().getHttpServer()).get(path);
      return authorization ? pending.set('Authorization', authorization) : pending;
    };

    it('refuses a missing, an expired and a revoked token with 401', async () => {
      const refused = await refusedAuthorizations(keys.privateKey, redis, 'revoked-dashboard');
      expect((await call(refused.missing)).status).toBe(401);
      const expired = await call(refused.expired);
      expect(expired.status).toBe(401);
      expect(expired.body.message).toContain('expired');
      expect((await call(refused.revoked)).status).toBe(401);
    });
  });
});
