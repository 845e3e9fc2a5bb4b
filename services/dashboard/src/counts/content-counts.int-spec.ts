import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Redis from 'ioredis';
import request from 'supertest';
import { ActivityPublisher, createRedis } from '@seedcorp/libs';
import {
  API,
  CONTENT_COUNT_NAMES,
  INTERNAL_COUNTS_PATH,
  type NamedCount,
  type RecentActivityItem,
} from '@seedcorp/contracts';
import {
  adminBearer,
  DASHBOARD_OWNERS_UNREACHABLE,
  generateTestKeyPair,
  pollUntil,
  startTestService,
  testInfrastructure,
  testKeyPrefix,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { DashboardConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

/** The dashboard consumes events in the background: these waits are for it to catch up, not the 2-s public promise. */
const eventually = <T>(check: () => Promise<T>, accept: (value: T) => boolean) => pollUntil(check, accept, 15_000);

describe('the dashboard counts of the site content', () => {
  /** The stand-in content service and the dashboard share one prefix: the stream one publishes to is the other's. */
  const prefix = testKeyPrefix('dashboard-content');
  /** The content service as the dashboard sees it: its true counts on its internal port, its events on the stream. */
  let trueCounts: NamedCount[] = [
    { name: 'Tables', count: 31 },
    { name: 'Drafts awaiting publication', count: 0 },
    { name: 'Hindi out of date or missing', count: 4 },
    { name: 'Placeholders left', count: 9 },
  ];
  let content: Server;
  let redis: Redis;
  let dashboardService: TestService<DashboardConfig>;

  const dashboard = (path: string) =>
    request(dashboardService.app.getHttpServer()).get(path).set('Authorization', bearer());
  const contentCounts = async () => (await dashboard(API.dashboard.counts)).body.data.contentCounts as NamedCount[];
  const withCount = (name: string, count: number) =>
    trueCounts.map((entry) => (entry.name === name ? { name, count } : entry));

  beforeAll(async () => {
    content = createServer((incoming, response) => {
      if (incoming.url !== INTERNAL_COUNTS_PATH) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status: 200, message: 'Counts fetched successfully.', data: trueCounts }));
    });
    await new Promise<void>((resolve) => content.listen(0, '127.0.0.1', resolve));
    redis = createRedis(testInfrastructure.redisUrl, { keyPrefix: prefix });
    dashboardService = await startTestService(AppModule, DashboardConfig, {
      name: 'dashboard-content',
      publicKey: keys.publicKey,
      redisKeyPrefix: prefix,
      env: {
        ...DASHBOARD_OWNERS_UNREACHABLE,
        CONTENT_INTERNAL_URL: `http://127.0.0.1:${(content.address() as AddressInfo).port}`,
      },
    });
  });

  afterAll(async () => {
    await dashboardService?.close();
    redis?.disconnect();
    await new Promise((resolve) => content?.close(resolve));
  });

  it('follow the content service: a saved draft waits for publication until it is published, and its filled placeholders go', async () => {
    const before = await eventually(
      contentCounts,
      (counts) => counts.length === CONTENT_COUNT_NAMES.length && counts[0].count > 0,
    );
    expect(before).toEqual(trueCounts);
    expect(before.map((entry) => entry.name)).toEqual([...CONTENT_COUNT_NAMES]);

    const caption = 'Tax registration';
    const events = new ActivityPublisher(redis, 'content');
    trueCounts = withCount('Drafts awaiting publication', 1);
    await events.publish('Updated', `Draft saved: ${caption}`);
    const waiting = await eventually(contentCounts, (counts) => counts[1].count === 1);
    expect(waiting).toEqual(trueCounts);
    const activity = (await dashboard(`${API.dashboard.recentActivity}?limit=1`)).body.data as RecentActivityItem[];
    expect(activity).toEqual([expect.objectContaining({ source: 'content', activityType: 'Updated' })]);
    expect(activity[0].activityDetails).toBe(`Draft saved: ${caption}`);

    // Publishing the PAN and TAN fills two placeholders.
    trueCounts = withCount('Drafts awaiting publication', 0).map((entry) =>
      entry.name === 'Placeholders left' ? { ...entry, count: entry.count - 2 } : entry,
    );
    await events.publish('Updated', `Published: ${caption}`);
    const after = await eventually(contentCounts, (counts) => counts[1].count === 0);
    expect(after).toEqual(trueCounts);
    expect(after[3].count).toBe(before[3].count - 2);
  });

  it('leaves the four cards of the spec to their own lists', async () => {
    const data = (await dashboard(API.dashboard.counts)).body.data;
    expect(Object.keys(data)).toEqual(['galleryCounts', 'notificationCounts', 'linkCounts', 'contentCounts']);
  });
});
