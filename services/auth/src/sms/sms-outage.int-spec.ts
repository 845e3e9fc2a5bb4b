import request from 'supertest';
import { isDependencyOutage } from '@seedcorp/libs';
import { API, SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';
import { pollUntil, startTcpProxy, testInfrastructure, type TcpProxy } from '@seedcorp/testing';
import { smsEnv, startSmsHarness, subscriberNumbers, TestGateway, type SmsHarness } from './sms-harness';

/** The platform's promise for a call whose dependency is down: the 503 envelope within this. */
const OUTAGE_ANSWER_MS = 1000;
/** How soon it works again once Redis is back, with no restart. */
const RECOVERY_MS = 10_000;
const ADMIN = '9812345670';
const ARRIVAL = { event: 'stock-arrival.outage', text: 'Seed has arrived.' };

const gateway = new TestGateway();

describe('sign-in codes and alerts while Redis is out of reach (through a proxy the test cuts)', () => {
  let redis: TcpProxy;
  let harness: SmsHarness;
  const askForCode = (address: string) =>
    request(harness.service.app.getHttpServer())
      .post(API.auth.authenticateUser)
      .set('X-Forwarded-For', address)
      .send({ mobileNo: ADMIN });

  beforeAll(async () => {
    await gateway.start();
    redis = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(testInfrastructure.redisUrl).port || 6379) });
    harness = await startSmsHarness(
      'sms-outage',
      { ...smsEnv(gateway), REDIS_URL: redis.through(testInfrastructure.redisUrl) },
      { admins: [ADMIN] },
    );
  });

  afterEach(() => redis.restore());

  afterAll(async () => {
    await harness?.service.close();
    await redis?.close();
    await gateway.close();
  });

  it('answers a code request 503 within a second and refuses alerts as quickly, then sends again', async () => {
    redis.cut();
    for (const address of ['203.0.113.31', '203.0.113.32', '203.0.113.33']) {
      const started = Date.now();
      const answer = await askForCode(address);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 503,
        body: { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE },
      });
      expect(Date.now() - started).toBeLessThan(OUTAGE_ANSWER_MS);
    }
    const started = Date.now();
    const refused = await harness
      .queue()
      .enqueueAlerts(ARRIVAL, subscriberNumbers(5))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(Date.now() - started).toBeLessThan(OUTAGE_ANSWER_MS);
    expect(isDependencyOutage(refused)).toBe(true);

    redis.restore();
    await pollUntil(
      async () => (await askForCode('203.0.113.34')).status,
      (status) => status === 200,
      RECOVERY_MS,
    );
    await gateway.waitFor(1, RECOVERY_MS);
    expect(gateway.received.map((entry) => entry.body.to)).toEqual([ADMIN]);
    expect(await harness.queue().enqueueAlerts(ARRIVAL, subscriberNumbers(5))).toEqual({ queued: 5, repeated: 0 });
    await gateway.waitFor(6, RECOVERY_MS);
  });

  it('stops without waiting for Redis to return', async () => {
    redis.cut();
    const started = Date.now();
    await harness.service.stop();
    // The sends in hand may take the gateway's timeout (5 s); with none in hand the workers stop at once.
    expect(Date.now() - started).toBeLessThan(8_000);
    redis.restore();
    await harness.service.start();
  });
});
