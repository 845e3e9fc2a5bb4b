import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { API, SMS_REPORT_MESSAGES } from '@seedcorp/contracts';
import { pollUntil, startTcpProxy, testInfrastructure, type TcpProxy } from '@seedcorp/testing';
import { SMS_ALERT_QUEUE } from './sms-connection';
import {
  requestCode,
  sendCounts,
  sleep,
  smsEnv,
  startSmsHarness,
  subscriberNumbers,
  TestGateway,
  type SmsHarness,
} from './sms-harness';
import { SmsMessages } from './sms-messages';

const ADMIN = '9812345678';
const ADDRESS = '203.0.113.20';
const REPORT_SECRET = 'report-secret-0123456789abcdef';
const ARRIVAL = { event: 'stock-arrival.wheat-hd2967.bhopal', text: 'Wheat HD 2967 seed has arrived at Bhopal.' };

const gateway = new TestGateway();

beforeAll(() => gateway.start());
afterAll(() => gateway.close());
beforeEach(() => gateway.reset());

/** Every number received exactly once: none lost, none doubled. */
function expectEachOnce(numbers: string[]): void {
  const counts = gateway.countsByNumber();
  const doubled = [...counts].filter(([, count]) => count > 1);
  const lost = numbers.filter((number) => !counts.has(number));
  expect({ doubled, lost, received: gateway.received.length }).toEqual({
    doubled: [],
    lost: [],
    received: numbers.length,
  });
}

describe('alerts beside sign-in codes', () => {
  let harness: SmsHarness;

  afterEach(async () => {
    gateway.reset();
    await harness?.service.close();
  });

  it('sends a sign-in code before the 10,000 alerts queued ahead of it', async () => {
    harness = await startSmsHarness(
      'sms-priority',
      { ...smsEnv(gateway), SMS_ALERTS_PER_SECOND: '50', SMS_ALERT_CONCURRENCY: '10' },
      { admins: [ADMIN] },
    );
    const numbers = subscriberNumbers(10_000);
    expect(await harness.queue().enqueueAlerts(ARRIVAL, numbers)).toEqual({ queued: 10_000, repeated: 0 });
    await gateway.waitFor(1);
    await requestCode(harness, ADMIN, ADDRESS);

    await pollUntil(
      async () => gateway.received.findIndex((entry) => entry.body.to === ADMIN),
      (position) => position >= 0,
    );
    // Alerts leave at 50 a second: the code is among the first few messages after it was asked for, not behind
    // the thousands still queued.
    const position = gateway.received.findIndex((entry) => entry.body.to === ADMIN);
    expect(position).toBeLessThan(200);
    expect(
      await harness.service.app.get(SmsMessages).find(harness.queue().alertId(ARRIVAL.event, numbers[9_999])),
    ).toMatchObject({ kind: 'alert', state: 'queued', event: ARRIVAL.event });
  });

  it('holds alerts to the configured rate and sends each number its alert once', async () => {
    harness = await startSmsHarness('sms-rate', {
      ...smsEnv(gateway),
      SMS_ALERTS_PER_SECOND: '20',
      SMS_ALERT_CONCURRENCY: '20',
    });
    const numbers = subscriberNumbers(60);
    await harness.queue().enqueueAlerts(ARRIVAL, numbers);
    await gateway.waitFor(60, 10_000);

    const times = gateway.received.map((entry) => entry.at);
    // No second takes more than 20, counted as they arrive, less 50 ms for the arrivals' own jitter; so 60 take
    // more than two seconds.
    for (const start of times) {
      expect(times.filter((at) => at >= start && at < start + 950).length).toBeLessThanOrEqual(20);
    }
    expect(times[times.length - 1] - times[0]).toBeGreaterThan(2000);
    expectEachOnce(numbers);
    expect(gateway.received[0].body.message).toBe(ARRIVAL.text);
    await pollUntil(
      async () => (await sendCounts(harness)).sms_alerts_sent_total,
      (sent) => sent === 60,
    );
  });

  it('never queues an event twice for one number', async () => {
    harness = await startSmsHarness('sms-dedupe', smsEnv(gateway));
    const numbers = subscriberNumbers(30);
    const queue = harness.queue();
    expect(await queue.enqueueAlerts(ARRIVAL, [...numbers, numbers[0]])).toEqual({ queued: 30, repeated: 1 });
    await gateway.waitFor(30);
    expect(await queue.enqueueAlerts(ARRIVAL, numbers.slice(0, 10))).toEqual({ queued: 0, repeated: 10 });
    expect(await queue.enqueueAlerts({ ...ARRIVAL, event: `${ARRIVAL.event}.again` }, numbers.slice(0, 1))).toEqual({
      queued: 1,
      repeated: 0,
    });
    await gateway.waitFor(31);
    await sleep(300);
    expect(gateway.received).toHaveLength(31);
  });

  it('retries an alert the gateway did not take for now with growing waits, and keeps one refused for good', async () => {
    harness = await startSmsHarness('sms-alert-retry', {
      ...smsEnv(gateway),
      SMS_ALERT_ATTEMPTS: '3',
      SMS_ALERT_BACKOFF_MS: '200',
      SMS_ALERT_CONCURRENCY: '1',
    });
    const [retried, refused] = subscriberNumbers(2);
    gateway.answerNumberInTurn(retried, 503, 'busy');
    gateway.answerNumberInTurn(refused, 'refused');
    await harness.queue().enqueueAlerts(ARRIVAL, [retried, refused]);
    await gateway.waitFor(4);
    const messages = harness.service.app.get(SmsMessages);
    const queue = harness.queue();
    const sent = await pollUntil(
      () => messages.find(queue.alertId(ARRIVAL.event, retried)),
      (message) => message?.state === 'sent',
    );

    expect(sent).toMatchObject({ attempts: 3 });
    const tries = gateway.received.filter((entry) => entry.body.to === retried).map((entry) => entry.at);
    expect(tries).toHaveLength(3);
    // Exponential: 200 ms, then 400 ms.
    expect(tries[1] - tries[0]).toBeGreaterThanOrEqual(200);
    expect(tries[2] - tries[1]).toBeGreaterThanOrEqual(400);
    const failed = await pollUntil(
      () => messages.find(queue.alertId(ARRIVAL.event, refused)),
      (message) => message?.state === 'failed',
    );
    expect(failed).toMatchObject({ attempts: 1 });
    expect(await queue.failed()).toEqual([
      expect.objectContaining({ id: failed?.id, queue: SMS_ALERT_QUEUE, attempts: 1 }),
    ]);
    expect(await sendCounts(harness)).toMatchObject({
      sms_alerts_sent_total: 1,
      'sms_alert_failures_total:permanent': 1,
    });
  });

  it('writes sign-in codes to the outbox file when no gateway is configured', async () => {
    const outbox = join(mkdtempSync(join(tmpdir(), 'sms-outbox-')), 'sms-outbox.jsonl');
    harness = await startSmsHarness(
      'sms-outbox',
      { JWT_PRIVATE_KEY: smsEnv(gateway).JWT_PRIVATE_KEY, SMS_PROVIDER: 'log', SMS_OUTBOX_FILE: outbox },
      { admins: [ADMIN] },
    );
    await requestCode(harness, ADMIN, ADDRESS);
    const lines = await pollUntil(
      async () => {
        try {
          return readFileSync(outbox, 'utf8').trim().split('\n').filter(Boolean);
        } catch {
          return [];
        }
      },
      (found) => found.length > 0,
    );
    const [line] = lines.map((text) => JSON.parse(text) as Record<string, string>);
    expect(Object.keys(line).sort()).toEqual(['at', 'otp', 'text', 'to']);
    expect(line.to).toBe(ADMIN);
    expect(line.otp).toMatch(/^\d{6}$/);
    expect(line.text).toContain(line.otp);
    expect(await harness.queue().latestCode(ADMIN, ADDRESS)).toMatchObject({ state: 'sent', attempts: 1 });
  });
});

describe('alerts on two replicas', () => {
  let first: SmsHarness;
  let second: SmsHarness | undefined;
  let redisProxy: TcpProxy | undefined;

  afterEach(async () => {
    gateway.reset();
    await second?.service.close();
    // A replica cut off from Redis stops too, without waiting for Redis.
    await first?.service.close();
    await redisProxy?.close();
    second = undefined;
    redisProxy = undefined;
  });

  it('never sends a job twice while both take from the queue', async () => {
    const env = { ...smsEnv(gateway), SMS_ALERTS_PER_SECOND: '1000', SMS_ALERT_CONCURRENCY: '20' };
    first = await startSmsHarness('sms-replicas', env);
    second = await startSmsHarness('sms-replicas', env, { replicaOf: first });
    const numbers = subscriberNumbers(1_000);
    await first.queue().enqueueAlerts(ARRIVAL, numbers);
    await gateway.waitFor(1_000, 20_000);
    await sleep(500);

    expectEachOnce(numbers);
    const [one, two] = await Promise.all([sendCounts(first), sendCounts(second)]);
    // Both replicas took their share.
    expect(one.sms_alerts_sent_total).toBeGreaterThan(0);
    expect(two.sms_alerts_sent_total).toBeGreaterThan(0);
    expect(one.sms_alerts_sent_total + two.sms_alerts_sent_total).toBe(1_000);
  });

  it('loses and doubles nothing when a replica stops dead in the middle of a batch', async () => {
    const redisPort = Number(new URL(testInfrastructure.redisUrl).port || 6379);
    redisProxy = await startTcpProxy({ host: '127.0.0.1', port: redisPort });
    const env = { ...smsEnv(gateway), SMS_ALERTS_PER_SECOND: '1000', SMS_ALERT_CONCURRENCY: '10' };
    first = await startSmsHarness('sms-kill', { ...env, REDIS_URL: redisProxy.through(testInfrastructure.redisUrl) });
    const numbers = subscriberNumbers(200);
    // The first replica takes 10 alerts at once, and the gateway holds their requests: the sends are in flight.
    gateway.answerInTurn(...Array<'hang'>(10).fill('hang'));
    await first.queue().enqueueAlerts(ARRIVAL, numbers);
    await pollUntil(
      async () => gateway.heldCount,
      (held) => held === 10,
    );
    // The replica is gone as far as Redis can tell (a process killed, a node lost): no lock renewed, no outcome
    // recorded.
    redisProxy.cut();
    second = await startSmsHarness(
      'sms-kill',
      { ...env, REDIS_URL: testInfrastructure.redisUrl },
      { replicaOf: first },
    );
    // The second replica sends the other 190, then takes over the 10 once their locks lapse.
    const messages = second.service.app.get(SmsMessages);
    const queue = second.queue();
    const states = await pollUntil(
      async () =>
        Promise.all(numbers.map(async (number) => (await messages.find(queue.alertId(ARRIVAL.event, number)))?.state)),
      (found) => found.every((state) => state === 'sent' || state === 'interrupted'),
      40_000,
    );

    expect(states.filter((state) => state === 'interrupted')).toHaveLength(10);
    // The 10 reached the gateway once, in the dead replica's requests; none was sent again.
    expectEachOnce(numbers);
    const failed = await queue.failed();
    expect(failed).toHaveLength(10);
    for (const job of failed) expect(job.reason).toMatch(/stopped during the send/);
  }, 60_000);
});

describe('delivery reports', () => {
  let harness: SmsHarness;

  beforeAll(async () => {
    harness = await startSmsHarness('sms-reports', { ...smsEnv(gateway), SMS_REPORT_SECRET: REPORT_SECRET });
  });

  afterAll(() => harness.service.close());

  const report = (body: object, secret?: string) => {
    const call = request(harness.service.app.getHttpServer()).post(API.auth.smsDeliveryReport);
    return (secret === undefined ? call : call.set('X-Sms-Report-Secret', secret)).send(body);
  };

  async function sentAlert(number: string) {
    const queue = harness.queue();
    await queue.enqueueAlerts(ARRIVAL, [number]);
    const messages = harness.service.app.get(SmsMessages);
    return pollUntil(
      () => messages.find(queue.alertId(ARRIVAL.event, number)),
      (message) => message?.state === 'sent',
    );
  }

  it('refuses a report without the shared secret, or with another', async () => {
    const message = await sentAlert(subscriberNumbers(1, 100)[0]);
    for (const secret of [undefined, '', 'not-the-secret', `${REPORT_SECRET}x`]) {
      const answer = await report({ messageId: message?.messageId, status: 'delivered' }, secret);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 403,
        body: { status: 403, message: SMS_REPORT_MESSAGES.refused },
      });
    }
    expect(await harness.service.app.get(SmsMessages).find(message?.id as string)).toMatchObject({ state: 'sent' });
  });

  it('marks a message delivered, once however often the report comes, and never back', async () => {
    const message = await sentAlert(subscriberNumbers(1, 101)[0]);
    for (let round = 0; round < 2; round += 1) {
      const answer = await report({ messageId: message?.messageId, status: 'delivered' }, REPORT_SECRET);
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 200,
        body: { status: 200, message: SMS_REPORT_MESSAGES.accepted, data: { state: 'delivered' } },
      });
    }
    const late = await report({ messageId: message?.messageId, status: 'undelivered' }, REPORT_SECRET);
    expect(late.body.data).toEqual({ state: 'delivered' });
    const stored = await harness.service.app.get(SmsMessages).find(message?.id as string);
    expect(stored).toMatchObject({ state: 'delivered' });
    expect(stored?.updatedAt).toBeGreaterThanOrEqual(stored?.createdAt ?? Infinity);
  });

  it('marks a message the provider could not deliver as failed, with its reason', async () => {
    const message = await sentAlert(subscriberNumbers(1, 102)[0]);
    const answer = await report(
      { messageId: message?.messageId, status: 'undelivered', reason: 'DND number' },
      REPORT_SECRET,
    );
    expect(answer.body.data).toEqual({ state: 'failed' });
    expect(await harness.service.app.get(SmsMessages).find(message?.id as string)).toMatchObject({
      state: 'failed',
      lastError: 'DND number',
    });
  });

  it('takes a report for an id it does not know, changing nothing, and refuses a malformed one', async () => {
    const unknown = await report({ messageId: 'SMS-UNKNOWN', status: 'delivered' }, REPORT_SECRET);
    expect({ status: unknown.status, data: unknown.body.data }).toEqual({ status: 200, data: { state: null } });
    const malformed = await report({ messageId: 'SMS-1', status: 'read' }, REPORT_SECRET);
    expect({ status: malformed.status, message: malformed.body.message }).toEqual({
      status: 400,
      message: SMS_REPORT_MESSAGES.status,
    });
  });
});
