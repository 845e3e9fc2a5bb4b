import type { AddressInfo } from 'node:net';
import type Redis from 'ioredis';
import request from 'supertest';
import { Pool } from 'pg';
import { parseActivityFields, REDIS } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  currentSeason,
  SEED_CATALOGUE_PATH,
  seasonName,
  parseSeason,
  STOCK_LINE_RECORD_TYPE,
  STOCK_MESSAGES,
  type PublicStock,
  type SeedCatalogue,
  type StockChangeRequest,
  type StockHistory,
  type StockLineItem,
} from '@seedcorp/contracts';
import { adminBearer, generateTestKeyPair, postWith, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule as ContentAppModule } from '../../services/content/src/app.module';
import { ContentConfig } from '../../services/content/src/config';
import { AppModule } from '../../services/sales/src/app.module';
import { SalesConfig } from '../../services/sales/src/config';

const keys = generateTestKeyPair();
const OPERATOR = { subject: 'admin-operator-1', claims: { name: 'Counter Operator One', role: 'publisher' as const } };
const bearer = (options: Parameters<typeof adminBearer>[1] = OPERATOR) => adminBearer(keys.privateKey, options);

const RABI = currentSeason('Rabi', new Date());
const NEXT_RABI = (() => {
  const parsed = parseSeason(RABI)!;
  return seasonName({ kind: 'Rabi', year: parsed.year + 1 });
})();

/**
 * The sales service keeping stock against the varieties and rate lists the real content service publishes, read over
 * HTTP on content's own port as in production: a suite of two services, so it lives with the platform's suites.
 */
describe('stock at the sale counters, kept against the published crop varieties', () => {
  let content: TestService<ContentConfig>;
  let sales: TestService<SalesConfig>;
  let app: TestService<SalesConfig>['app'];
  /** The sales schema read directly, to see that a refused change wrote nothing. */
  let db: Pool;
  let redis: Redis;
  let counterKey: string;
  let contentUrl: string;

  beforeAll(async () => {
    // The real content service, on a port of its own: the catalogue is read over HTTP as in production.
    content = await startTestService(ContentAppModule, ContentConfig, {
      name: 'stock-content',
      publicKey: keys.publicKey,
    });
    await content.app.listen(0, '127.0.0.1');
    contentUrl = `http://127.0.0.1:${(content.app.getHttpServer().address() as AddressInfo).port}`;
    sales = await startTestService(AppModule, SalesConfig, {
      name: 'sales-stock',
      publicKey: keys.publicKey,
      env: { CONTENT_INTERNAL_URL: contentUrl },
    });
    app = sales.app;
    db = new Pool({ connectionString: sales.config.DATABASE_URL, max: 2 });
    redis = app.get<Redis>(REDIS);
    [{ id: counterKey }] = await query('SELECT id FROM sales.sale_counters ORDER BY position LIMIT 1');
  });

  afterAll(async () => {
    await db?.end();
    await sales?.close();
    await content?.close();
  });

  const query = async (sql: string, parameters: unknown[] = []) => (await db.query(sql, parameters)).rows;
  const post = (path: string, token: string | null = bearer()) => postWith(app, path, token);
  /** 120 bags of certified WH-147 wheat in 40 kg bags received at the first counter, on a new line. */
  const changeOf = (overrides: Partial<StockChangeRequest> = {}) => ({
    counterKey,
    season: RABI,
    crop: 'wheat',
    variety: 'WH-147',
    seedClass: 'certified',
    bagKg: 40,
    reason: 'received',
    bags: 120,
    baseVersion: 0,
    ...overrides,
  });
  const change = (overrides: Partial<StockChangeRequest> = {}) => post(API.sales.changeStock).send(changeOf(overrides));
  const lines = async (season = RABI): Promise<StockLineItem[]> => {
    const response = await post(API.sales.getStock).send({ counterKey, season });
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const history = async (key: string): Promise<StockHistory> => {
    const response = await post(API.sales.getStockHistory).send({ key });
    expect(response.status).toBe(200);
    return response.body.data;
  };
  const storedChanges = () => query('SELECT * FROM sales.stock_changes ORDER BY id');

  it('reads the published varieties of each crop and the seed rate lists from content, without its placeholders', async () => {
    const response = await request(contentUrl).get(SEED_CATALOGUE_PATH);
    const catalogue = response.body.data as SeedCatalogue;
    const wheat = catalogue.crops.find((crop) => crop.slug === 'wheat')!;
    expect(wheat.varieties.map((variety) => variety.en)).toContain('WH-147');
    expect(wheat.varieties.map((variety) => variety.en)).not.toContain('To be confirmed by the corporation');
    expect(wheat.varieties).toContainEqual({ en: 'C-306 (Desi)', hi: 'C-306 (देसी)' });
    expect(catalogue.rateLists.map((list) => list.season)).toEqual(
      expect.arrayContaining(['Rabi 2025-26', 'Kharif 2025']),
    );
  });

  it('records bags received on a new line, with who, when, before, after and why, and an activity event', async () => {
    const streamBefore = await redis.xlen(ACTIVITY_STREAM);
    const response = await change({ note: 'Truck from the Hisar plant' });
    expect(response.body).toMatchObject({ status: 200, message: STOCK_MESSAGES.stockChanged });
    const line = response.body.data as StockLineItem;
    expect(line).toMatchObject({
      counterKey,
      season: RABI,
      crop: 'wheat',
      cropName: { en: 'Wheat', hi: 'गेहूँ' },
      variety: { en: 'WH-147', hi: 'WH-147' },
      seedClass: 'certified',
      bagKg: 40,
      bags: 120,
      version: 1,
    });
    expect(await lines()).toEqual([line]);
    const { changes } = await history(line.key);
    expect(changes).toEqual([
      {
        at: expect.any(String),
        by: OPERATOR.claims.name,
        reason: 'received',
        before: 0,
        after: 120,
        note: 'Truck from the Hisar plant',
      },
    ]);
    const entries = await redis.xrange(ACTIVITY_STREAM, '-', '+');
    const event = parseActivityFields(entries[entries.length - 1][1]);
    expect(await redis.xlen(ACTIVITY_STREAM)).toBe(streamBefore + 1);
    expect(event).toMatchObject({
      source: 'sales',
      activityType: 'Created',
      actor: { id: OPERATOR.subject, name: OPERATOR.claims.name },
      record: { type: STOCK_LINE_RECORD_TYPE, id: line.key },
      changes: expect.arrayContaining([{ field: 'Bags on hand', old: '0', new: '120' }]),
    });
    expect(event.activityDetails).toContain('WH-147');
  });

  it('takes bags away for a sale, and refuses to sell more than are on hand without changing anything', async () => {
    const [line] = await lines();
    const sold = await change({ reason: 'sold', bags: 20, baseVersion: line.version });
    expect(sold.body.data).toMatchObject({ bags: line.bags - 20, version: line.version + 1 });
    const before = await storedChanges();
    const refused = await change({ reason: 'sold', bags: 1000, baseVersion: line.version + 1 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 400, message: STOCK_MESSAGES.notEnough(line.bags - 20) });
    expect(await storedChanges()).toEqual(before);
    expect((await lines())[0]).toMatchObject({ bags: line.bags - 20, version: line.version + 1 });
  });

  it('keeps both figures of two operators saving the same line at once on two replicas: one wins, the other gets 409 with the current figure', async () => {
    const [line] = await lines();
    const replica = await startTestService(AppModule, SalesConfig, {
      name: 'sales-stock-replica',
      publicKey: keys.publicKey,
      replicaOf: sales,
      env: { CONTENT_INTERNAL_URL: contentUrl },
    });
    try {
      const other = bearer({
        subject: 'admin-operator-2',
        claims: { name: 'Counter Operator Two', role: 'publisher' },
      });
      const answers = await Promise.all([
        change({ reason: 'received', bags: 5, baseVersion: line.version }),
        postWith(replica.app, API.sales.changeStock, other).send(
          changeOf({ reason: 'correction', bags: 7, baseVersion: line.version }),
        ),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 409]);
      const won = answers.find((answer) => answer.status === 200)!.body.data as StockLineItem;
      const lost = answers.find((answer) => answer.status === 409)!;
      expect(lost.body).toEqual({ status: 409, message: STOCK_MESSAGES.staleLine(won.bags), data: won });
      expect((await lines())[0]).toEqual(won);
      expect((await history(line.key)).changes).toHaveLength(3);
    } finally {
      await replica.close();
    }
  });

  it('meets two first changes of a new line on one lock: one is kept, the other gets 409', async () => {
    const first = { variety: 'WH-283', baseVersion: 0 };
    const answers = await Promise.all([change({ ...first, bags: 10 }), change({ ...first, bags: 30 })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = (await lines()).filter((line) => line.variety.en === 'WH-283');
    expect(stored).toHaveLength(1);
    expect([10, 30]).toContain(stored[0].bags);
    expect((await history(stored[0].key)).changes).toHaveLength(1);
  });

  const REFUSED: [Record<string, unknown>, string][] = [
    [{ bags: -5 }, STOCK_MESSAGES.bagsMoved],
    [{ bags: 2.5 }, STOCK_MESSAGES.bagsMoved],
    [{ bags: '12' }, STOCK_MESSAGES.bagsMoved],
    [{ reason: 'correction', bags: -1 }, STOCK_MESSAGES.bags],
    [{ bagKg: 0 }, STOCK_MESSAGES.bagKg],
    [{ bagKg: 40.0001 }, STOCK_MESSAGES.bagKg],
    [{ seedClass: 'breeder' }, STOCK_MESSAGES.seedClass],
    [{ reason: 'lost' }, STOCK_MESSAGES.reason],
    [{ season: 'Rabi 2026-28' }, STOCK_MESSAGES.season],
    [{ season: 'Rabi 2001-02' }, STOCK_MESSAGES.season],
    [{ crop: 'rice' }, STOCK_MESSAGES.unknownCrop],
    [{ crop: 'paddy', variety: 'PR-114' }, STOCK_MESSAGES.seasonOfCrop],
    [{ variety: 'WH-9999' }, STOCK_MESSAGES.unknownVariety],
    [{ variety: 'To be confirmed by the corporation' }, STOCK_MESSAGES.unknownVariety],
    [{ baseVersion: null }, STOCK_MESSAGES.baseVersion],
    [{ baseVersion: -1 }, STOCK_MESSAGES.baseVersion],
    [{ note: 'x'.repeat(501) }, STOCK_MESSAGES.noteTooLong],
  ];
  it.each(REFUSED.map(([overrides, message]) => [JSON.stringify(overrides).slice(0, 60), overrides, message] as const))(
    'refuses %s with its message, writing nothing',
    async (_label, overrides, message) => {
      const before = await storedChanges();
      const response = await change({ variety: 'WH-542', ...(overrides as Partial<StockChangeRequest>) });
      expect(response.body).toEqual({ status: 400, message });
      expect(await storedChanges()).toEqual(before);
    },
  );

  it('refuses an unknown counter (404) and a closed one, and keeps stock for the next season apart', async () => {
    const unknown = await change({ counterKey: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body).toEqual({ status: 404, message: STOCK_MESSAGES.unknownCounter });
    const next = await change({ season: NEXT_RABI, variety: 'WH-711', bags: 3 });
    expect(next.status).toBe(200);
    expect((await lines(NEXT_RABI)).map((line) => line.variety.en)).toEqual(['WH-711']);
    expect((await lines()).map((line) => line.variety.en)).not.toContain('WH-711');

    await post(API.sales.closeCounter).send({ key: counterKey, reason: 'Stock-taking' }).expect(200);
    const closed = await change({ variety: 'WH-711', season: NEXT_RABI, baseVersion: 1 });
    expect(closed.body).toEqual({ status: 400, message: STOCK_MESSAGES.counterClosed });
    await post(API.sales.reopenCounter).send({ key: counterKey }).expect(200);
  });

  const publicStock = async (season: string): Promise<PublicStock> => {
    const response = await request(app.getHttpServer()).post(API.sales.webGetStock).send({ season });
    expect(response.body).toMatchObject({ status: 200, message: STOCK_MESSAGES.stockFetched });
    return response.body.data;
  };

  it('shows farmers the current season and the next one that has stock, with each counter, rate and time', async () => {
    const stock = await publicStock('Rabi');
    expect(stock.seasons.map((season) => season.season)).toEqual([RABI, NEXT_RABI]);
    const [current] = stock.seasons;
    expect(current.title.hi).toBe(`रबी ${RABI.slice(5)}`);
    const wh147 = current.lines.find((line) => line.variety.en === 'WH-147')!;
    expect(wh147).toEqual({
      counterKey,
      crop: 'wheat',
      cropName: { en: 'Wheat', hi: 'गेहूँ' },
      variety: { en: 'WH-147', hi: 'WH-147' },
      seedClass: 'certified',
      bagKg: 40,
      bags: (await lines()).find((line) => line.variety.en === 'WH-147')!.bags,
      // The rate lists published so far are of earlier seasons: no rate is in force for this one.
      farmerRate: null,
      updatedAt: expect.any(String),
    });
    expect(current.priced).toBe(true);
    expect(stock.counters.map((counter) => counter.key)).toEqual([counterKey]);
    expect(stock.counters[0]).toMatchObject({
      closed: false,
      name: expect.objectContaining({ en: expect.any(String) }),
    });
    const kharif = await publicStock('Kharif');
    expect(kharif.seasons).toEqual([
      { season: currentSeason('Kharif', new Date()), title: expect.any(Object), priced: true, lines: [] },
    ]);
    const wrong = await request(app.getHttpServer()).post(API.sales.webGetStock).send({ season: 'Zaid' });
    expect(wrong.body).toEqual({ status: 400, message: STOCK_MESSAGES.publicSeason });
  });

  it('answers 503 at once, changing nothing, while content cannot give the catalogue', async () => {
    await sales.stop();
    await sales.start({ CONTENT_INTERNAL_URL: 'http://127.0.0.1:9' });
    app = sales.app;
    try {
      const before = await storedChanges();
      const started = Date.now();
      const response = await change({ variety: 'WH-1021' });
      expect(response.body).toEqual({ status: 503, message: STOCK_MESSAGES.catalogueUnavailable });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await storedChanges()).toEqual(before);
      // Farmers still read the stock; only its rates wait for the catalogue.
      const stock = await publicStock('Rabi');
      expect(stock.seasons[0]).toMatchObject({ priced: false });
      expect(stock.seasons[0].lines.length).toBeGreaterThan(0);
    } finally {
      await sales.stop();
      await sales.start({ CONTENT_INTERNAL_URL: contentUrl });
      app = sales.app;
    }
  });

  it('is kept by publishers and administrators only: an editor is refused', async () => {
    const editor = bearer({ subject: 'admin-editor', claims: { name: 'Editor', role: 'editor' as const } });
    const response = await post(API.sales.changeStock, editor).send({});
    expect(response.status).toBe(403);
  });
});
