import request from 'supertest';
import { ObjectStorage, type StorageServiceConfig } from '@seedcorp/libs';
import { API, SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';
import {
  adminBearer,
  generateTestKeyPair,
  pollUntil,
  postImageUpload,
  startTcpProxy,
  startTestService,
  testInfrastructure,
  testPhoto,
  type TcpProxy,
  type TestService,
} from '@seedcorp/testing';
import { AppModule } from './app.module';
import { MediaConfig } from './config';

/** The platform's promise for a call whose dependency is down: the 503 envelope within this. */
const OUTAGE_ANSWER_MS = 1000;
/** How soon every call answers again once the dependency is back, with no restart. */
const RECOVERY_MS = 10_000;

const keys = generateTestKeyPair();
const bearer = () => adminBearer(keys.privateKey);

describe('media while PostgreSQL or Redis is out of reach (through a proxy the test cuts)', () => {
  let postgres: TcpProxy;
  let redis: TcpProxy;
  let service: TestService<StorageServiceConfig>;
  const server = () => service.app.getHttpServer();

  beforeAll(async () => {
    postgres = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(testInfrastructure.postgresUrl).port) });
    redis = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(testInfrastructure.redisUrl).port) });
    service = await startTestService(AppModule, MediaConfig, {
      name: 'media-outages',
      publicKey: keys.publicKey,
      createBucket: true,
    });
    // The database is made per test file: only now is its address known, to be given through the proxy.
    await service.stop();
    await service.start({
      DATABASE_URL: postgres.through(service.env.DATABASE_URL),
      REDIS_URL: redis.through(service.env.REDIS_URL),
    });
  });

  afterEach(() => {
    postgres.restore();
    redis.restore();
  });

  afterAll(async () => {
    await service?.close();
    await postgres?.close();
    await redis?.close();
  });

  const adminList = () => request(server()).post(API.files.getImages).set('Authorization', bearer()).send({});
  const publicList = () => request(server()).post(API.files.webGetImages).send({ location: 'Photo Gallery' });
  const upload = async () =>
    postImageUpload(service.app, bearer(), { file: await testPhoto(64, 48), location: 'Photo Gallery' });

  /** Runs the call and checks it answered the 503 envelope with a Retry-After, within the promise. */
  async function expectUnavailable(call: () => PromiseLike<request.Response>): Promise<void> {
    const started = Date.now();
    const response = await call();
    const took = Date.now() - started;
    expect({ status: response.status, body: response.body }).toEqual({
      status: 503,
      body: { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE },
    });
    expect(response.headers['retry-after']).toBe('5');
    expect(took).toBeLessThan(OUTAGE_ANSWER_MS);
  }

  async function expectRecovered(): Promise<void> {
    const started = Date.now();
    await pollUntil(
      async () => [
        (await adminList()).status,
        (await publicList()).status,
        (await request(server()).get('/readyz')).status,
      ],
      (statuses) => statuses.every((status) => status === 200),
      RECOVERY_MS,
    );
    expect(Date.now() - started).toBeLessThan(RECOVERY_MS);
  }

  it('answers before the outage', async () => {
    expect((await adminList()).status).toBe(200);
    expect((await publicList()).status).toBe(200);
  });

  it('answers admin calls 503 within a second while Redis is cut off, public reads still 200, then recovers', async () => {
    redis.cut();
    for (let round = 0; round < 3; round += 1) await expectUnavailable(adminList);
    expect((await publicList()).status).toBe(200);
    const ready = await request(server()).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({ redis: { status: 'down' }, database: { status: 'up' } });
    expect((await request(server()).get('/healthz')).status).toBe(200);

    redis.restore();
    await expectRecovered();
  });

  it('answers every call 503 within a second while PostgreSQL is cut off, stores nothing, then recovers', async () => {
    const storage = service.app.get(ObjectStorage);
    const objectsBefore = (await storage.list('images/')).length;
    postgres.cut();
    for (let round = 0; round < 3; round += 1) {
      await expectUnavailable(adminList);
      await expectUnavailable(publicList);
    }
    await expectUnavailable(upload);
    // The objects were stored before the row: the failed insert removed them again.
    expect((await storage.list('images/')).length).toBe(objectsBefore);
    const ready = await request(server()).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.data).toMatchObject({ database: { status: 'down' }, redis: { status: 'up' } });
    expect((await request(server()).get('/healthz')).status).toBe(200);

    postgres.restore();
    await expectRecovered();
    expect((await upload()).status).toBe(200);
  });
});
