import type { INestApplication } from '@nestjs/common';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { parseActivityFields, REDIS } from '@seedcorp/libs';
import {
  ACTIVITY_STREAM,
  ADMIN_ROLES,
  API,
  CONTENT_PLACEHOLDER,
  ROLE_MESSAGES,
  SALE_COUNTER_RECORD_TYPE,
  SALES_MESSAGES,
  type PublicSaleCounter,
  type SaleCounterForm,
  type SaleCounterItem,
} from '@seedcorp/contracts';
import {
  adminBearer,
  generateTestKeyPair,
  postWith,
  refusedAuthorizations,
  signAdminToken,
  startTestService,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { SalesConfig } from '../config';

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

const SEEDED_UNITS = ['Umri', 'Pataudi', 'Yamuna Nagar', 'Hisar', 'Tohana', 'Sirsa', 'Bhiwani'];
const PLACEHOLDER = { en: CONTENT_PLACEHOLDER, hi: CONTENT_PLACEHOLDER };

const FORM: SaleCounterForm = {
  regionalUnit: { en: 'Hisar', hi: 'हिसार' },
  name: { en: 'Seed Sale Counter, Hisar', hi: 'बीज बिक्री केंद्र, हिसार' },
  district: 'Hisar',
  address: { en: 'Near the bus stand, Hisar', hi: 'बस स्टैंड के पास, हिसार' },
  official: 'Ram Kumar',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '9876543210',
  openingHours: { en: '9 am to 5 pm, Monday to Saturday', hi: 'सुबह 9 से शाम 5 बजे, सोमवार से शनिवार' },
  latitude: 29.1492,
  longitude: 75.7217,
};

describe('sale counters', () => {
  let service: TestService<SalesConfig>;
  let app: INestApplication;
  let dataSource: DataSource;
  let redis: Redis;

  beforeAll(async () => {
    service = await startTestService(AppModule, SalesConfig, { name: 'sales-counters', publicKey: keys.publicKey });
    app = service.app;
    dataSource = app.get(DataSource);
    redis = app.get<Redis>(REDIS);
  });

  afterAll(async () => {
    await service.close();
  });

  const post = (path: string, token: string | null = bearer()) => postWith(app, path, token);
  const publicList = async (): Promise<PublicSaleCounter[]> => {
    const response = await request(app.getHttpServer()).post(API.sales.webGetCounters).send();
    expect(response.body).toEqual({ status: 200, message: SALES_MESSAGES.countersFetched, data: expect.any(Array) });
    return response.body.data;
  };
  const adminList = async (): Promise<SaleCounterItem[]> => {
    const response = await post(`${API.sales.getCounters}?size=100`).send({});
    expect(response.status).toBe(200);
    return response.body.data.content;
  };
  const storedRows = () => dataSource.query('SELECT * FROM sales.sale_counters ORDER BY position, id');
  const streamLength = () => redis.xlen(ACTIVITY_STREAM);
  const create = async (form: Partial<SaleCounterForm> = FORM): Promise<SaleCounterItem> => {
    const response = await post(API.sales.createCounter).send(form);
    expect(response.body).toMatchObject({ status: 200, message: SALES_MESSAGES.counterCreated });
    return response.body.data;
  };
  const lastEvent = async () => {
    const [[, fields]] = await redis.xrevrange(ACTIVITY_STREAM, '+', '-', 'COUNT', 1);
    return parseActivityFields(fields);
  };

  it('starts with the seven counters of the seed, in its order, their unknowns the marked placeholder in both languages', async () => {
    const seeded = (await publicList()).slice(0, SEEDED_UNITS.length);
    expect(seeded.map((counter) => counter.regionalUnit.en)).toEqual(SEEDED_UNITS);
    expect(seeded[0]).toEqual({
      key: expect.any(String),
      regionalUnit: { en: 'Umri', hi: 'उमरी' },
      name: PLACEHOLDER,
      district: null,
      address: PLACEHOLDER,
      official: CONTENT_PLACEHOLDER,
      designation: PLACEHOLDER,
      mobile: CONTENT_PLACEHOLDER,
      openingHours: PLACEHOLDER,
      latitude: null,
      longitude: null,
      position: 0,
      closed: false,
    });
    expect(seeded.map((counter) => counter.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('pages the admin list with the shared paging helper', async () => {
    const response = await post(`${API.sales.getCounters}?page=1&size=3`).send({});
    expect(response.body).toMatchObject({
      status: 200,
      message: SALES_MESSAGES.countersFetched,
      data: { totalItems: expect.any(Number), totalPages: expect.any(Number) },
    });
    expect(response.body.data.content.map((counter: SaleCounterItem) => counter.regionalUnit.en)).toEqual(
      SEEDED_UNITS.slice(3, 6),
    );
  });

  it('creates a counter last in the display order, with an event naming its fields', async () => {
    const before = await streamLength();
    const created = await create();
    expect(created).toEqual({
      ...FORM,
      key: expect.any(String),
      position: expect.any(Number),
      closed: false,
      closedAt: null,
      closedReason: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const listed = await publicList();
    expect(listed[listed.length - 1]).toMatchObject({ key: created.key, name: FORM.name, closed: false });
    expect(await streamLength()).toBe(before + 1);
    const event = await lastEvent();
    expect(event).toMatchObject({
      source: 'sales',
      activityType: 'Created',
      activityDetails: 'Sale counter: Hisar, Seed Sale Counter, Hisar',
      record: { type: SALE_COUNTER_RECORD_TYPE, id: created.key },
    });
    expect(event.changes).toEqual(
      expect.arrayContaining([
        { field: 'Name (English)', old: null, new: 'Seed Sale Counter, Hisar' },
        { field: 'District', old: null, new: 'Hisar' },
      ]),
    );
  });

  it('updates a counter on its current version, raising it, with one event holding before and after', async () => {
    const created = await create();
    const before = await streamLength();
    const response = await post(API.sales.updateCounter).send({
      ...FORM,
      key: created.key,
      baseVersion: 1,
      mobile: '9812345678',
      openingHours: { en: '8 am to 4 pm', hi: 'सुबह 8 से शाम 4 बजे' },
    });
    expect(response.body).toMatchObject({
      status: 200,
      message: SALES_MESSAGES.counterUpdated,
      data: { key: created.key, mobile: '9812345678', version: 2 },
    });
    expect(await streamLength()).toBe(before + 1);
    const event = await lastEvent();
    expect(event).toMatchObject({ source: 'sales', activityType: 'Updated', record: { id: created.key } });
    expect(event.changes).toEqual([
      { field: 'Opening hours (English)', old: FORM.openingHours.en, new: '8 am to 4 pm' },
      { field: 'Opening hours (Hindi)', old: FORM.openingHours.hi, new: 'सुबह 8 से शाम 4 बजे' },
      { field: 'Mobile', old: FORM.mobile, new: '9812345678' },
    ]);
  });

  it('refuses a change based on a stale version with 409 and the counter as it is now, changing nothing', async () => {
    const created = await create();
    await post(API.sales.updateCounter)
      .send({ ...FORM, key: created.key, baseVersion: 1, official: 'Sita Devi' })
      .expect(200);
    const rowsBefore = await storedRows();
    const eventsBefore = await streamLength();
    const stale = await post(API.sales.updateCounter).send({
      ...FORM,
      key: created.key,
      baseVersion: 1,
      official: 'Someone Else',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      status: 409,
      message: SALES_MESSAGES.staleVersion(2),
      data: expect.objectContaining({ key: created.key, official: 'Sita Devi', version: 2 }),
    });
    expect(await storedRows()).toEqual(rowsBefore);
    expect(await streamLength()).toBe(eventsBefore);
  });

  it('closes a counter with its reason and reopens it, the public list marking it closed meanwhile', async () => {
    const created = await create();
    const before = await streamLength();
    const closed = await post(API.sales.closeCounter).send({ key: created.key, reason: 'Building under repair' });
    expect(closed.body).toMatchObject({
      status: 200,
      message: SALES_MESSAGES.counterClosed,
      data: { closed: true, closedAt: expect.any(String), closedReason: 'Building under repair', version: 2 },
    });
    const shown = (await publicList()).find((counter) => counter.key === created.key);
    expect(shown).toMatchObject({ closed: true, name: FORM.name, mobile: FORM.mobile });
    expect(shown).not.toHaveProperty('closedReason');

    const again = await post(API.sales.closeCounter).send({ key: created.key, reason: 'Twice' });
    expect(again.body).toEqual({ status: 400, message: SALES_MESSAGES.alreadyClosed });

    const reopened = await post(API.sales.reopenCounter).send({ key: created.key });
    expect(reopened.body).toMatchObject({
      status: 200,
      message: SALES_MESSAGES.counterReopened,
      data: { closed: false, closedAt: null, closedReason: null, version: 3 },
    });
    expect((await publicList()).find((counter) => counter.key === created.key)?.closed).toBe(false);
    expect(await streamLength()).toBe(before + 2);
    expect((await lastEvent()).changes).toEqual([
      { field: 'Closed', old: 'Yes', new: 'No' },
      { field: 'Reason closed', old: 'Building under repair', new: null },
    ]);
  });

  it.each([
    ['an unknown district', { district: 'Atlantis' }, SALES_MESSAGES.unknownDistrict],
    ['a lone latitude', { latitude: 29.1, longitude: null }, SALES_MESSAGES.coordinatesPair],
    ['a point outside India', { latitude: 51.5, longitude: -0.12 }, SALES_MESSAGES.outsideIndia],
    ['an empty name', { name: { en: ' ', hi: 'नाम' } }, SALES_MESSAGES.required],
    ['a name without its Hindi', { name: { en: 'Counter' } }, SALES_MESSAGES.required],
    ['a name that is not in two languages', { name: 'Counter' }, SALES_MESSAGES.notBilingual],
  ])('refuses %s with a 400 envelope and writes nothing', async (_case, change, message) => {
    const created = await create();
    const rowsBefore = await storedRows();
    const eventsBefore = await streamLength();
    const creating = await post(API.sales.createCounter).send({ ...FORM, ...change });
    expect(creating.body).toEqual({ status: 400, message });
    const updating = await post(API.sales.updateCounter).send({ ...FORM, ...change, key: created.key, baseVersion: 1 });
    expect(updating.body).toEqual({ status: 400, message });
    expect(await storedRows()).toEqual(rowsBefore);
    expect(await streamLength()).toBe(eventsBefore);
  });

  it('refuses to close without a reason, and answers an unknown counter as not found', async () => {
    const created = await create();
    expect((await post(API.sales.closeCounter).send({ key: created.key, reason: '  ' })).body).toEqual({
      status: 400,
      message: SALES_MESSAGES.reasonRequired,
    });
    const unknown = await post(API.sales.reopenCounter).send({ key: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.body).toEqual({ status: 404, message: SALES_MESSAGES.counterNotFound });
    expect((await adminList()).find((counter) => counter.key === created.key)?.closed).toBe(false);
  });

  describe('who may call', () => {
    const ADMIN_CALLS = [
      API.sales.getCounters,
      API.sales.createCounter,
      API.sales.updateCounter,
      API.sales.closeCounter,
      API.sales.reopenCounter,
    ];

    it.each(ADMIN_CALLS)(
      '%s: administrators and publishers, and counter operators only the list, never editors',
      async (path) => {
        for (const role of ADMIN_ROLES) {
          const token = `Bearer ${signAdminToken(keys.privateKey, { claims: { role } })}`;
          const response = await post(path, token).send({});
          if (role === 'editor' || (role === 'counter' && path !== API.sales.getCounters)) {
            expect([role, response.body]).toEqual([role, { status: 403, message: ROLE_MESSAGES.refused }]);
          } else {
            expect([role, response.status === 401 || response.status === 403]).toEqual([role, false]);
          }
        }
      },
    );

    it.each(ADMIN_CALLS)('%s: no token, an expired one and a revoked one are refused', async (path) => {
      const refused = await refusedAuthorizations(keys.privateKey, redis, `sales-${path}`);
      for (const [kind, authorization] of Object.entries(refused)) {
        const response = await post(path, authorization).send({});
        expect([kind, response.status]).toEqual([kind, 401]);
      }
    });

    it('answers the public read without a token, the same to everyone', async () => {
      const anonymous = await request(app.getHttpServer()).post(API.sales.webGetCounters).send();
      expect(anonymous.status).toBe(200);
      const withToken = await post(API.sales.webGetCounters).send();
      expect(withToken.body).toEqual(anonymous.body);
    });
  });
});
