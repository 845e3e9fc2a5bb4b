import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  API,
  CONTENT_COUNT_NAMES,
  INTERNAL_COUNTS_PATH,
  type AdminContentTable,
  type LanguageState,
  type PlaceholderEntry,
  type RecentActivityItem,
} from '@seedcorp/libs';
import {
  adminBearer,
  DASHBOARD_OWNERS_UNREACHABLE,
  generateTestKeyPair,
  pollUntil,
  postWith,
  startTestService,
  testKeyPrefix,
  type TestService,
} from '@seedcorp/testing';
import { AppModule as ContentModule } from '../../../content/src/app.module';
import { ContentConfig } from '../../../content/src/config';
import { AppModule } from '../app.module';
import { DashboardConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

/** The dashboard consumes events in the background: these waits are for it to catch up, not the 2-s public promise. */
const eventually = <T>(check: () => Promise<T>, accept: (value: T) => boolean) => pollUntil(check, accept, 15_000);

describe('the dashboard counts of the site content', () => {
  /** The content service and the dashboard share one prefix: the stream one publishes to is the one the other reads. */
  const prefix = testKeyPrefix('dashboard-content');
  let contentService: TestService<ContentConfig>;
  let content: INestApplication;
  let dashboardService: TestService<DashboardConfig>;

  const contentCounts = async () =>
    (await request(dashboardService.app.getHttpServer()).get(API.dashboard.counts).set('Authorization', bearer())).body
      .data.contentCounts as { name: string; count: number }[];
  const trueCounts = async () => {
    const data = content.get(DataSource);
    const [[{ tables }], [{ drafts }]] = await Promise.all([
      data.query('SELECT count(*)::int AS tables FROM content.tables'),
      data.query('SELECT count(*)::int AS drafts FROM content.table_drafts'),
    ]);
    const states = (await admin(API.content.getLanguageStates, {})).body.data as LanguageState[];
    const placeholders = (await admin(API.content.getPlaceholders, {})).body.data as PlaceholderEntry[];
    return [
      { name: 'Tables', count: tables as number },
      { name: 'Drafts awaiting publication', count: drafts as number },
      {
        name: 'Hindi out of date or missing',
        count: states.filter((state) => state.hindiOutdated + state.hindiMissing > 0).length,
      },
      { name: 'Placeholders left', count: placeholders.length },
    ];
  };
  const admin = (path: string, body: object) => postWith(content, path, bearer()).send(body);

  beforeAll(async () => {
    contentService = await startTestService(ContentModule, ContentConfig, {
      name: 'dashboard-content-owner',
      publicKey: keys.publicKey,
      redisKeyPrefix: prefix,
    });
    content = contentService.app;
    const server = await content.listen(0, '127.0.0.1');
    dashboardService = await startTestService(AppModule, DashboardConfig, {
      name: 'dashboard-content',
      publicKey: keys.publicKey,
      redisKeyPrefix: prefix,
      env: {
        ...DASHBOARD_OWNERS_UNREACHABLE,
        CONTENT_INTERNAL_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      },
    });
  });

  afterAll(async () => {
    await dashboardService?.close();
    await contentService?.close();
  });

  it('are answered by the content service on its own port, without a token', async () => {
    const response = await request(content.getHttpServer()).get(INTERNAL_COUNTS_PATH);
    expect(response.body).toEqual({ status: 200, message: 'Counts fetched successfully.', data: await trueCounts() });
    expect(response.body.data.map((entry: { name: string }) => entry.name)).toEqual([...CONTENT_COUNT_NAMES]);
    expect(response.body.data[0].count).toBeGreaterThan(20);
  });

  it('follow the tables: a saved draft waits for publication until it is published, and its filled placeholders go', async () => {
    const before = await eventually(
      contentCounts,
      (counts) => counts.length === CONTENT_COUNT_NAMES.length && counts[0].count > 0,
    );
    expect(before).toEqual(await trueCounts());

    const key = 'tax-registration';
    const table = (await admin(API.content.getTable, { key })).body.data as AdminContentTable;
    const caption = table.caption.en;
    // Sample numbers in the shape of a PAN and a TAN, in place of the two placeholders.
    const [pan, tan] = table.published!.rows;
    const rows = [
      { ...pan, number: 'AAAAA0000A' },
      { ...tan, number: 'AAAA00000A' },
    ];
    const saved = await admin(API.content.saveDraft, { key, baseVersion: 1, rows, notes: [] });
    expect(saved.body.status).toBe(200);
    const waiting = await eventually(contentCounts, (counts) => counts[1].count === before[1].count + 1);
    expect(waiting).toEqual(await trueCounts());
    const activity = (
      await request(dashboardService.app.getHttpServer())
        .get(`${API.dashboard.recentActivity}?limit=1`)
        .set('Authorization', bearer())
    ).body.data as RecentActivityItem[];
    expect(activity).toEqual([expect.objectContaining({ source: 'content', activityType: 'Updated' })]);
    expect(activity[0].activityDetails).toBe(`Draft saved: ${caption}`);

    const published = await admin(API.content.publish, {
      key,
      baseVersion: saved.body.data.version,
      reason: 'The corporation supplied its PAN and TAN.',
    });
    expect(published.body.status).toBe(200);
    const after = await eventually(contentCounts, (counts) => counts[1].count === before[1].count);
    expect(after).toEqual(await trueCounts());
    // The two numbers' placeholders are filled.
    expect(after[3].count).toBe(before[3].count - 2);
  });

  it('leaves the four cards of the spec to their own lists', async () => {
    const data = (
      await request(dashboardService.app.getHttpServer()).get(API.dashboard.counts).set('Authorization', bearer())
    ).body.data;
    expect(Object.keys(data)).toEqual(['galleryCounts', 'notificationCounts', 'linkCounts', 'contentCounts']);
  });
});
