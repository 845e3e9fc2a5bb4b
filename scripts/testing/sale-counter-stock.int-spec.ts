import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type Redis from 'ioredis';
import request from 'supertest';
import { Pool } from 'pg';
import { parseActivityFields, REDIS } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  API,
  COUNTER_OPERATOR_RECORD_TYPE,
  currentSeason,
  DISTRICT_NOT_STATED,
  SEED_CATALOGUE_PATH,
  seasonName,
  parseSeason,
  PUBLIC_STOCK_LISTED_COUNTERS,
  SALES_MESSAGES,
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

  /** A second replica of the sales service, on the same database and reading the same content service. */
  const startReplica = (name: string) =>
    startTestService(AppModule, SalesConfig, {
      name,
      publicKey: keys.publicKey,
      replicaOf: sales,
      env: { CONTENT_INTERNAL_URL: contentUrl },
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
    const replica = await startReplica('sales-stock-replica');
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
    // The seeded counters' district is not stated yet: that is the one choice.
    expect(stock).toMatchObject({ district: null, listed: true, districts: [DISTRICT_NOT_STATED] });
    expect(current.varieties.find((variety) => variety.variety.en === 'WH-147')).toEqual({
      crop: 'wheat',
      cropName: { en: 'Wheat', hi: 'गेहूँ' },
      variety: { en: 'WH-147', hi: 'WH-147' },
      counters: wh147.bags > 0 ? 1 : 0,
      bags: wh147.bags,
      farmerRate: null,
      updatedAt: wh147.updatedAt,
    });
    const kharif = await publicStock('Kharif');
    expect(kharif.seasons).toEqual([
      {
        season: currentSeason('Kharif', new Date()),
        title: expect.any(Object),
        priced: true,
        varieties: [],
        lines: [],
      },
    ]);
    for (const [body, message] of [
      [{ season: 'Zaid' }, STOCK_MESSAGES.publicSeason],
      [{ season: 'Rabi', district: 'Atlantis' }, STOCK_MESSAGES.publicDistrict],
      [{ season: 'Rabi', district: 7 }, STOCK_MESSAGES.publicDistrict],
    ] as const) {
      const wrong = await request(app.getHttpServer()).post(API.sales.webGetStock).send(body);
      expect(wrong.body).toEqual({ status: 400, message });
    }
  });

  it("gives every variety's totals, and each counter's lines for every district only while few counters keep stock", async () => {
    const [hisar, sirsa] = ['Hisar', 'Sirsa'];
    const added: string[] = [];
    try {
      // Eleven more counters keeping Rabi stock, ten in Hisar and one in Sirsa, each with 5 bags of WH-542.
      for (let index = 0; index < PUBLIC_STOCK_LISTED_COUNTERS + 1; index += 1) {
        const [{ id }] = await query(
          `INSERT INTO sales.sale_counters (id, regional_unit, name, district, address, official, designation, mobile, opening_hours, position)
           VALUES (gen_random_uuid(), $1, $1, $2, $1, 'Official', $1, '0000000000', $1, 1000 + $3) RETURNING id`,
          [JSON.stringify({ en: `Test counter ${index}`, hi: `Test counter ${index}` }), index ? hisar : sirsa, index],
        );
        added.push(id);
        await change({ counterKey: id, variety: 'WH-542', bags: 5 }).expect(200);
      }
      const everywhere = await publicStock('Rabi');
      expect(everywhere).toMatchObject({
        district: null,
        listed: false,
        districts: [hisar, sirsa, DISTRICT_NOT_STATED],
        counters: [],
      });
      expect(everywhere.seasons[0].lines).toEqual([]);
      expect(everywhere.seasons[0].varieties.find((variety) => variety.variety.en === 'WH-542')).toMatchObject({
        counters: PUBLIC_STOCK_LISTED_COUNTERS + 1,
        bags: 5 * (PUBLIC_STOCK_LISTED_COUNTERS + 1),
      });

      const response = await request(app.getHttpServer())
        .post(API.sales.webGetStock)
        .send({ season: 'Rabi', district: hisar });
      const inHisar = response.body.data as PublicStock;
      expect(inHisar).toMatchObject({ district: hisar, listed: true, districts: [hisar, sirsa, DISTRICT_NOT_STATED] });
      expect(inHisar.counters.map((counter) => counter.key).sort()).toEqual(added.slice(1).sort());
      expect(inHisar.seasons[0].lines.map((line) => line.counterKey).sort()).toEqual(added.slice(1).sort());
      expect(inHisar.seasons[0].varieties).toEqual([
        expect.objectContaining({ variety: { en: 'WH-542', hi: 'WH-542' }, counters: 10, bags: 50 }),
      ]);

      // The counters with no district stated are one more choice, so that their figures are on a page too.
      const unstated = (
        await request(app.getHttpServer())
          .post(API.sales.webGetStock)
          .send({ season: 'Rabi', district: DISTRICT_NOT_STATED })
      ).body.data as PublicStock;
      expect(unstated).toMatchObject({ district: DISTRICT_NOT_STATED, listed: true });
      expect(unstated.counters.map((counter) => counter.key)).toContain(counterKey);
      expect(unstated.counters.every((counter) => counter.district === null)).toBe(true);
      expect(new Set(unstated.seasons[0].lines.map((line) => line.counterKey))).toEqual(
        new Set(unstated.counters.map((counter) => counter.key)),
      );
    } finally {
      await query(
        'DELETE FROM sales.stock_changes WHERE line_id IN (SELECT id FROM sales.stock_lines WHERE counter_id = ANY($1))',
        [added],
      );
      await query('DELETE FROM sales.stock_lines WHERE counter_id = ANY($1)', [added]);
      await query('DELETE FROM sales.sale_counters WHERE id = ANY($1)', [added]);
    }
  });

  it('gives a kept public answer again only while nothing it shows has changed, on whichever replica it changed', async () => {
    const replica = await startReplica('sales-stock-public-replica');
    const wh147 = (stock: PublicStock) => stock.seasons[0].lines.find((line) => line.variety.en === 'WH-147')!;
    try {
      const first = await publicStock('Rabi');
      expect(await publicStock('Rabi')).toEqual(first);

      const [line] = (await lines()).filter((candidate) => candidate.variety.en === 'WH-147');
      await postWith(replica.app, API.sales.changeStock, bearer())
        .send(changeOf({ reason: 'received', bags: 3, baseVersion: line.version }))
        .expect(200);
      expect(wh147(await publicStock('Rabi')).bags).toBe(line.bags + 3);

      await postWith(replica.app, API.sales.closeCounter, bearer())
        .send({ key: counterKey, reason: 'Stock-taking' })
        .expect(200);
      expect((await publicStock('Rabi')).counters.find((counter) => counter.key === counterKey)?.closed).toBe(true);
      await postWith(replica.app, API.sales.reopenCounter, bearer()).send({ key: counterKey }).expect(200);
      expect((await publicStock('Rabi')).counters.find((counter) => counter.key === counterKey)?.closed).toBe(false);

      // A line another writer committed is seen too: the answer is kept against the database, not this process.
      await query('UPDATE sales.stock_lines SET bags = bags + 1, version = version + 1 WHERE id = $1', [line.key]);
      expect(wh147(await publicStock('Rabi')).bags).toBe(line.bags + 4);
    } finally {
      await replica.close();
    }
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
      redis = app.get<Redis>(REDIS);
    }
  });

  describe('counter operators, each held to their own counters', () => {
    const operatorId = randomUUID();
    const operator = bearer({
      subject: operatorId,
      claims: { name: 'Counter Operator Two', role: 'counter' as const },
    });
    const administrator = bearer({
      subject: randomUUID(),
      claims: { name: 'Administrator', role: 'administrator' as const },
    });
    let own: string[];
    let other: string;
    /** A wheat line at each of the operator's counters and at one not theirs, written by a publisher. */
    let otherLine: StockLineItem;

    beforeAll(async () => {
      const rows = await query('SELECT id FROM sales.sale_counters ORDER BY position, id OFFSET 3 LIMIT 3');
      own = [rows[0].id, rows[1].id];
      other = rows[2].id;
      otherLine = (await change({ counterKey: other, variety: 'WH-1021', bags: 7 })).body.data;
    });

    const assign = (counterKeys: string[], token = administrator) =>
      post(API.sales.setOperatorCounters, token).send({ adminId: operatorId, counterKeys });

    it('are given their counters by an administrator, set whole, and the change is recorded as activity', async () => {
      const streamBefore = await redis.xlen(ACTIVITY_STREAM);
      const saved = await assign([own[1], own[0], own[1]]);
      expect(saved.body).toEqual({
        status: 200,
        message: SALES_MESSAGES.operatorSaved,
        data: { adminId: operatorId, counterKeys: own },
      });
      const read = await post(API.sales.getOperatorCounters, administrator).send({ adminId: operatorId });
      expect(read.body.data).toEqual({ adminId: operatorId, counterKeys: own });
      const [[, fields]] = await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1);
      expect(await redis.xlen(ACTIVITY_STREAM)).toBe(streamBefore + 1);
      expect(parseActivityFields(fields)).toMatchObject({
        record: { type: COUNTER_OPERATOR_RECORD_TYPE, id: operatorId },
        changes: [{ field: 'Sale counters', old: null }],
      });
      // Saving the same counters again changes nothing and records nothing.
      await assign(own).expect(200);
      expect(await redis.xlen(ACTIVITY_STREAM)).toBe(streamBefore + 1);
    });

    it.each([
      [{ adminId: 'not-an-id', counterKeys: [] }, 400, SALES_MESSAGES.operatorRequired],
      [{ counterKeys: [] }, 400, SALES_MESSAGES.operatorRequired],
      [{ adminId: randomUUID(), counterKeys: 'all' }, 400, SALES_MESSAGES.operatorCounters],
      [{ adminId: randomUUID(), counterKeys: [7] }, 400, SALES_MESSAGES.operatorCounters],
      [
        { adminId: randomUUID(), counterKeys: Array.from({ length: 51 }, randomUUID) },
        400,
        SALES_MESSAGES.operatorCounters,
      ],
      [{ adminId: randomUUID(), counterKeys: [randomUUID()] }, 404, SALES_MESSAGES.counterNotFound],
      [{ adminId: randomUUID(), counterKeys: ['nope'] }, 404, SALES_MESSAGES.counterNotFound],
    ])('refuses a bad assignment whole: %j', async (body, status, message) => {
      const before = await query('SELECT * FROM sales.counter_operators ORDER BY admin_id, counter_id');
      const response = await post(API.sales.setOperatorCounters, administrator).send(body);
      expect(response.body).toEqual({ status, message });
      expect(await query('SELECT * FROM sales.counter_operators ORDER BY admin_id, counter_id')).toEqual(before);
    });

    it('list only their own counters, and read and change only their stock', async () => {
      await assign(own).expect(200);
      const listed = await post(API.sales.getCounters, operator).send({});
      expect(listed.body.data.content.map((counter: { key: string }) => counter.key)).toEqual(own);
      expect(listed.body.data.totalItems).toBe(2);

      const written = await post(API.sales.changeStock, operator).send(
        changeOf({ counterKey: own[0], variety: 'WH-283' }),
      );
      expect(written.body).toMatchObject({ status: 200, data: { counterKey: own[0], bags: 120 } });
      expect((await history(written.body.data.key)).changes[0].by).toBe('Counter Operator Two');
      const read = await post(API.sales.getStock, operator).send({ counterKey: own[0], season: RABI });
      expect(read.body.data.map((line: StockLineItem) => line.variety.en)).toEqual(['WH-283']);
    });

    it("are refused another counter's stock with 403, whether reading, changing or reading a line's history", async () => {
      await assign(own).expect(200);
      const refusal = { status: 403, message: SALES_MESSAGES.notYourCounter };
      const before = await storedChanges();
      expect((await post(API.sales.getStock, operator).send({ counterKey: other, season: RABI })).body).toEqual(
        refusal,
      );
      expect((await post(API.sales.getStockHistory, operator).send({ key: otherLine.key })).body).toEqual(refusal);
      for (const body of [
        changeOf({ counterKey: other, variety: 'WH-1021', baseVersion: otherLine.version }),
        // A variety no table lists is still first refused as another's counter: nothing about it is told.
        changeOf({ counterKey: other, variety: 'No such variety' }),
        changeOf({ counterKey: randomUUID() }),
      ]) {
        expect((await post(API.sales.changeStock, operator).send(body)).body).toEqual(refusal);
      }
      expect(await storedChanges()).toEqual(before);
      // Nor may they assign counters, or change the counters themselves.
      for (const path of [
        API.sales.setOperatorCounters,
        API.sales.getOperatorCounters,
        API.sales.updateCounter,
        API.sales.loadStock,
      ]) {
        expect((await post(path, operator).send({ adminId: operatorId, counterKeys: [other] })).status).toBe(403);
      }
    });

    it('lose a counter at once when it is withdrawn, and see none with none assigned', async () => {
      await assign([own[1]]).expect(200);
      const refused = await post(API.sales.changeStock, operator).send(
        changeOf({ counterKey: own[0], variety: 'WH-283', baseVersion: 1 }),
      );
      expect(refused.status).toBe(403);
      await assign([]).expect(200);
      const listed = await post(API.sales.getCounters, operator).send({});
      expect(listed.body.data).toEqual({ content: [], totalPages: 0, totalItems: 0 });
    });

    it('cannot slip a change in while the counter is being withdrawn: the change and the withdrawal take turns', async () => {
      await assign(own).expect(200);
      const [{ version }] = await query(
        "SELECT version FROM sales.stock_lines WHERE counter_id = $1 AND variety = 'WH-283'",
        [own[0]],
      );
      const [saved, withdrawn] = await Promise.all([
        post(API.sales.changeStock, operator).send(
          changeOf({ counterKey: own[0], variety: 'WH-283', reason: 'sold', bags: 1, baseVersion: version }),
        ),
        assign([own[1]]),
      ]);
      expect(withdrawn.status).toBe(200);
      // Either the sale came first (and stands) or the withdrawal did (and the sale was refused whole).
      const [{ bags }] = await query(
        "SELECT bags FROM sales.stock_lines WHERE counter_id = $1 AND variety = 'WH-283'",
        [own[0]],
      );
      expect([saved.status, bags]).toEqual(saved.status === 200 ? [200, 119] : [403, 120]);
    });
  });

  describe('loading the stock of many counters from a CSV', () => {
    const HEADER = 'counter,season,crop,variety,seed_class,bag_kg,bags';
    let counters: string[];

    beforeAll(async () => {
      counters = (await query('SELECT id FROM sales.sale_counters ORDER BY position, id OFFSET 1 LIMIT 2')).map(
        (row) => row.id,
      );
    });

    const upload = (text: string, token = bearer()) =>
      post(API.sales.loadStock, token).attach('csv', Buffer.from(text, 'utf8'), {
        filename: 'stock.csv',
        contentType: 'text/csv',
      });
    const lineAt = async (counter: string, variety: string) =>
      (
        await query(
          'SELECT bags, version FROM sales.stock_lines WHERE counter_id = $1 AND variety = $2 AND season = $3',
          [counter, variety, RABI],
        )
      )[0];

    it('applies every row as a correction of the bags counted, each change recorded with its note and as activity', async () => {
      const streamBefore = await redis.xlen(ACTIVITY_STREAM);
      const file = [
        HEADER,
        `${counters[0]},${RABI},wheat,WH-1021,certified,40,55`,
        `${counters[1]},${RABI},wheat,wh-1021,certified,40,60`,
        `${counters[1]},${RABI},wheat,WH-542,certified,30,0`,
      ].join('\r\n');
      const response = await upload(`\uFEFF${file}`);
      expect(response.body).toEqual({
        status: 200,
        message: STOCK_MESSAGES.stockLoaded(3),
        data: { rows: 3, changed: 2 },
      });
      expect(await lineAt(counters[0], 'WH-1021')).toEqual({ bags: 55, version: 1 });
      expect(await lineAt(counters[1], 'WH-1021')).toEqual({ bags: 60, version: 1 });
      // A row giving the figure already on hand leaves its line as it is: no version, no history, no event.
      expect(await lineAt(counters[1], 'WH-542')).toEqual({ bags: 0, version: 0 });
      expect(await redis.xlen(ACTIVITY_STREAM)).toBe(streamBefore + 2);
      const [{ id }] = await query('SELECT id FROM sales.stock_lines WHERE counter_id = $1 AND variety = $2', [
        counters[0],
        'WH-1021',
      ]);
      expect((await history(id)).changes).toEqual([
        expect.objectContaining({
          reason: 'correction',
          before: 0,
          after: 55,
          note: 'Loaded from a CSV file',
          by: OPERATOR.claims.name,
        }),
      ]);
    });

    it('changes nothing when one row is bad, and names every bad row', async () => {
      const before = await storedChanges();
      const file = [
        HEADER,
        `${counters[0]},${RABI},wheat,WH-1021,certified,40,99`,
        `${counters[0]},${RABI},wheat,No such wheat,certified,40,5`,
        `${randomUUID()},${RABI},wheat,WH-1021,certified,40,5`,
        `${counters[0]},${RABI},wheat,WH-1021,certified,40,98`,
        `${counters[0]},${RABI},wheat,=1+1,certified,40,5`,
        `${counters[0]},${RABI},wheat,WH-1021,certified,40,-4`,
      ].join('\n');
      const response = await upload(file);
      expect(response.body).toEqual({
        status: 400,
        message: STOCK_MESSAGES.loadRefused(2),
        data: {
          problems: [
            { row: 6, message: STOCK_MESSAGES.loadRow(6, STOCK_MESSAGES.loadFormula) },
            { row: 7, message: STOCK_MESSAGES.loadRow(7, STOCK_MESSAGES.bags) },
          ],
        },
      });
      expect(await storedChanges()).toEqual(before);
      // With the form right, what only the service knows is checked, still before anything is written.
      const second = await upload(file.split('\n').slice(0, 5).join('\n'));
      expect(second.body).toEqual({
        status: 400,
        message: STOCK_MESSAGES.loadRefused(3),
        data: {
          problems: [
            { row: 3, message: STOCK_MESSAGES.loadRow(3, STOCK_MESSAGES.unknownVariety) },
            { row: 4, message: STOCK_MESSAGES.loadRow(4, STOCK_MESSAGES.unknownCounter) },
            { row: 5, message: STOCK_MESSAGES.loadRow(5, STOCK_MESSAGES.loadDuplicate(2)) },
          ],
        },
      });
      expect(await storedChanges()).toEqual(before);
      expect(await lineAt(counters[0], 'WH-1021')).toEqual({ bags: 55, version: 1 });
    });

    it("refuses a missing file, one too large, and a closed counter, and is the publishers' alone", async () => {
      expect((await post(API.sales.loadStock).send({})).body).toEqual({
        status: 400,
        message: STOCK_MESSAGES.loadFile,
      });
      const large = `${HEADER}\n${'x'.repeat(1024 * 1024)}`;
      expect((await upload(large)).body).toEqual({ status: 400, message: STOCK_MESSAGES.loadFileTooLarge });
      await post(API.sales.closeCounter).send({ key: counters[1], reason: 'Stock-taking' }).expect(200);
      try {
        const closed = await upload(`${HEADER}\n${counters[1]},${RABI},wheat,WH-1021,certified,40,1`);
        expect(closed.body.data).toEqual({
          problems: [{ row: 2, message: STOCK_MESSAGES.loadRow(2, STOCK_MESSAGES.counterClosed) }],
        });
      } finally {
        await post(API.sales.reopenCounter).send({ key: counters[1] }).expect(200);
      }
      const editor = bearer({ subject: 'admin-editor', claims: { name: 'Editor', role: 'editor' as const } });
      expect((await upload(`${HEADER}\n`, editor)).status).toBe(403);
    });

    it("keeps two loads of the same lines on two replicas whole: each line ends at one file's figure, its history adding up", async () => {
      const replica = await startReplica('sales-stock-load-replica');
      try {
        const rowsOf = (bags: number) =>
          [
            HEADER,
            ...['WH-1021', 'WH-147', 'WH-283'].flatMap((variety) =>
              counters.map((counter) => `${counter},${RABI},wheat,${variety},foundation,40,${bags}`),
            ),
          ].join('\n');
        const [first, second] = await Promise.all([
          upload(rowsOf(11)),
          postWith(replica.app, API.sales.loadStock, bearer()).attach('csv', Buffer.from(rowsOf(22)), 'stock.csv'),
        ]);
        expect([first.status, second.status]).toEqual([200, 200]);
        const loaded = await query(
          `SELECT l.bags, (SELECT after FROM sales.stock_changes c WHERE c.line_id = l.id ORDER BY c.id DESC LIMIT 1) AS last
             FROM sales.stock_lines l WHERE l.seed_class = 'foundation' AND l.counter_id = ANY($1)`,
          [counters],
        );
        expect(loaded).toHaveLength(6);
        // The later load wins every line (the locks are taken in one order), and each line's history ends at its bags.
        expect(new Set(loaded.map((row) => row.bags)).size).toBe(1);
        for (const row of loaded) expect(row.last).toBe(row.bags);
      } finally {
        await replica.close();
      }
    });
  });

  it('is kept by publishers and administrators only: an editor is refused', async () => {
    const editor = bearer({ subject: 'admin-editor', claims: { name: 'Editor', role: 'editor' as const } });
    const response = await post(API.sales.changeStock, editor).send({});
    expect(response.status).toBe(403);
  });
});
