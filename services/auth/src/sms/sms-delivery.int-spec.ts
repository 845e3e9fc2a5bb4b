import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { createRedis, loadConfig, REDIS } from '@seedcorp/libs';
import { pollUntil } from '@seedcorp/testing';
import { AuthConfig } from '../config';
import { SMS_ALERT_QUEUE, SMS_CODE_QUEUE, smsQueuePrefix } from './sms-connection';
import {
  DEADLINE_MS,
  DLT,
  requestCode as requestCodeFrom,
  sendCounts,
  sleep,
  smsEnv,
  smsTestKeys,
  startSmsHarness,
  TestGateway,
  type Answer,
  type SmsHarness,
} from './sms-harness';
import { SmsJobCipher } from './sms-job-cipher';
import { SmsMessages, type SmsMessageRecord } from './sms-messages';
import { SmsQueue, type SmsCodeJob } from './sms-queue';

const ADMIN = '9812345678';
const OTHER_ADMIN = '9812345679';
const ADDRESS = '203.0.113.10';
const RETRY_DELAYS_MS = [150, 300];
const TIMEOUT_MS = 400;

const gateway = new TestGateway();

const env = (): Record<string, string> => ({
  ...smsEnv(gateway),
  SMS_HTTP_TIMEOUT_MS: String(TIMEOUT_MS),
  SMS_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
});

const startHarness = () => startSmsHarness('sms', env(), { admins: [ADMIN, OTHER_ADMIN] });
const requestCode = (harness: SmsHarness, mobile: string) => requestCodeFrom(harness, mobile, ADDRESS);

/** The resend wait is 120 s; a test lets it pass by removing its key. */
const letResendWaitPass = (harness: SmsHarness, mobile: string) =>
  harness.service.app.get<Redis>(REDIS).del(`otp:resend:${mobile}:${ADDRESS}`);

const finished = (harness: SmsHarness, mobile: string): Promise<SmsMessageRecord> =>
  pollUntil(
    async () => (await harness.queue().latestCode(mobile, ADDRESS)) as SmsMessageRecord,
    (message) => ['sent', 'failed'].includes(message?.state),
    DEADLINE_MS,
  );

/** The sign-in log outcomes written for the number. */
const outcomes = (harness: SmsHarness) =>
  harness.logs
    .filter((line) => line.context === 'LoginAudit' && line.outcome?.startsWith('otp-'))
    .map((line) => line.outcome);

beforeAll(() => gateway.start());
afterAll(() => gateway.close());

describe('OTP SMS through a DLT gateway', () => {
  let harness: SmsHarness;

  beforeEach(async () => {
    gateway.reset();
    harness = await startHarness();
  });

  afterEach(async () => {
    gateway.reset();
    await harness.service.close();
  });

  it('sends the DLT registration, keeps the message id and records the sign-in log entry', async () => {
    await requestCode(harness, ADMIN);
    const message = await finished(harness, ADMIN);

    expect(gateway.received).toHaveLength(1);
    const [{ body, headers }] = gateway.received;
    expect(body).toMatchObject({ to: ADMIN, ...DLT });
    expect(headers.authorization).toBe('Bearer sms-key');
    expect(message).toMatchObject({ kind: 'code', state: 'sent', attempts: 1, messageId: 'SMS-1' });
    const accepted = harness.logs.find((line) => line.msg === 'OTP SMS accepted by the gateway');
    expect(accepted).toMatchObject({ to: '******5678', messageId: 'SMS-1', jobId: message.id });
    expect(outcomes(harness)).toEqual(['otp-sent']);
    expect(await sendCounts(harness)).toMatchObject({
      sms_sent_total: 1,
      'sms_send_failures_total:permanent': 0,
      'sms_send_failures_total:temporary-exhausted': 0,
    });
  });

  it('keeps neither the number nor the code in the clear in Redis', async () => {
    await requestCode(harness, ADMIN);
    await finished(harness, ADMIN);
    const redis = harness.service.app.get<Redis>(REDIS);
    const prefix = harness.service.redisKeyPrefix;
    const keys = (await redis.keys(`${prefix}*`)).map((key) => key.slice(prefix.length));
    const smsKeys = keys.filter((key) => key.startsWith('sms:') || key.startsWith('bull:'));
    expect(smsKeys.length).toBeGreaterThan(0);
    const [code] = gateway.codes();
    for (const key of smsKeys) {
      expect(key).not.toContain(ADMIN);
      const type = await redis.type(key);
      const values =
        type === 'hash'
          ? Object.values(await redis.hgetall(key))
          : type === 'string'
            ? [(await redis.get(key)) ?? '']
            : type === 'list'
              ? await redis.lrange(key, 0, -1)
              : type === 'zset'
                ? await redis.zrange(key, 0, -1)
                : [];
      for (const value of values) {
        expect(value).not.toContain(ADMIN);
        expect(value).not.toContain(code);
      }
    }
  });

  it.each<[string, Answer[], number]>([
    ['an error in a 200 answer that is not a refusal', ['busy'], 2],
    ['5xx answers, with growing waits', [503, 500], 3],
    ['no answer within the timeout', ['hang'], 2],
    ['408 and 429', [408, 429], 3],
  ])('retries %s, the same code each time, and then delivers', async (_case, answers, requests) => {
    gateway.answerInTurn(...answers);
    await requestCode(harness, ADMIN);
    const message = await finished(harness, ADMIN);

    expect(message).toMatchObject({ state: 'sent', attempts: requests, messageId: `SMS-${requests}` });
    expect(gateway.received).toHaveLength(requests);
    expect(new Set(gateway.codes()).size).toBe(1);
    for (const [index, entry] of gateway.received.entries()) {
      expect(entry.body).toMatchObject({ to: ADMIN, ...DLT });
      // The wait before a retry counts from the failed answer, which a timeout delays by TIMEOUT_MS.
      if (index > 0)
        expect(entry.at - gateway.received[index - 1].at).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[index - 1]);
    }
    expect(outcomes(harness)).toEqual(['otp-sent']);
    expect(await sendCounts(harness)).toMatchObject({
      sms_sent_total: 1,
      'sms_send_failures_total:permanent': 0,
      'sms_send_failures_total:temporary-exhausted': 0,
    });
  });

  it.each<[string, Answer]>([
    ['a DLT refusal in a 200 answer', 'refused'],
    ['a 400 answer', 400],
  ])('does not retry %s, counts it, logs it once and keeps the failed job', async (_case, answer) => {
    gateway.answerInTurn(answer);
    await requestCode(harness, ADMIN);
    const message = await finished(harness, ADMIN);
    // Past the first retry's wait: a retry would have come by now.
    await sleep(RETRY_DELAYS_MS[0] * 2);

    expect(gateway.received).toHaveLength(1);
    expect(message).toMatchObject({ state: 'failed', attempts: 1 });
    expect(message.lastError).toMatch(/SMS gateway refused the message/);
    const failures = harness.logs.filter((line) => line.msg === 'OTP SMS could not be sent');
    expect(failures).toEqual([expect.objectContaining({ to: '******5678', reason: 'permanent', jobId: message.id })]);
    expect(outcomes(harness)).toEqual(['otp-send-failed']);
    expect(await sendCounts(harness)).toMatchObject({
      sms_sent_total: 0,
      'sms_send_failures_total:permanent': 1,
      'sms_send_failures_total:temporary-exhausted': 0,
    });
    const [kept] = await harness.queue().failed();
    expect(kept).toMatchObject({ id: message.id, queue: SMS_CODE_QUEUE, attempts: 1 });
    expect(kept.reason).toMatch(/SMS gateway refused the message/);
    expect(kept.reason).not.toContain(ADMIN);
  });

  it('gives up after the last retry, counts the failure and keeps the failed job', async () => {
    gateway.answerInTurn(503, 503, 503);
    await requestCode(harness, ADMIN);
    const message = await finished(harness, ADMIN);

    expect(gateway.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(message).toMatchObject({ state: 'failed', attempts: 3 });
    expect(harness.logs.filter((line) => line.msg === 'OTP SMS could not be sent')).toEqual([
      expect.objectContaining({ to: '******5678', reason: 'temporary-exhausted' }),
    ]);
    expect(outcomes(harness)).toEqual(['otp-send-failed']);
    expect(await sendCounts(harness)).toMatchObject({
      'sms_send_failures_total:permanent': 0,
      'sms_send_failures_total:temporary-exhausted': 1,
    });
    expect(await harness.queue().failed()).toEqual([
      expect.objectContaining({ id: message.id, queue: SMS_CODE_QUEUE, attempts: 3 }),
    ]);
  });

  it('drops the retry of a code that a newer code replaced', async () => {
    gateway.answerInTurn(503);
    await requestCode(harness, ADMIN);
    await gateway.waitFor(1);
    await letResendWaitPass(harness, ADMIN);
    await requestCode(harness, ADMIN);
    await finished(harness, ADMIN);
    await sleep(RETRY_DELAYS_MS[0] * 2);

    expect(gateway.received).toHaveLength(2);
    const [replaced, newer] = gateway.codes();
    expect(newer).not.toBe(replaced);
    expect(harness.logs.filter((line) => line.msg === 'OTP SMS not sent: a newer code replaced it')).toHaveLength(1);
    expect(outcomes(harness)).toEqual(['otp-sent']);
  });

  it('keeps a waiting retry across a restart and sends it from the new worker, recording the outcome', async () => {
    await harness.service.stop();
    await harness.service.start({ SMS_RETRY_DELAYS_MS: '1000' });
    gateway.answerInTurn(503);
    await requestCode(harness, ADMIN);
    await gateway.waitFor(1);
    await pollUntil(
      async () => (await harness.queue().latestCode(ADMIN, ADDRESS))?.state,
      (state) => state === 'retrying',
    );
    await harness.service.stop();
    await harness.service.start();

    const message = await finished(harness, ADMIN);
    expect(message).toMatchObject({ state: 'sent', attempts: 2, messageId: 'SMS-2' });
    expect(gateway.received).toHaveLength(2);
    expect(new Set(gateway.codes()).size).toBe(1);
    expect(outcomes(harness)).toEqual(['otp-sent']);
  });

  it('finishes the sends in flight when it stops, and sends none of them again after the next start', async () => {
    gateway.answerInTurn('slow', 'slow');
    await requestCode(harness, ADMIN);
    await requestCode(harness, OTHER_ADMIN);
    await gateway.waitFor(2);
    await harness.service.stop();

    expect(outcomes(harness)).toEqual(['otp-sent', 'otp-sent']);
    await harness.service.start();
    expect(await finished(harness, ADMIN)).toMatchObject({ state: 'sent', attempts: 1 });
    expect(await finished(harness, OTHER_ADMIN)).toMatchObject({ state: 'sent', attempts: 1 });
    await sleep(500);
    expect(gateway.received.map((entry) => entry.body.to).sort()).toEqual([ADMIN, OTHER_ADMIN]);
  });
});

describe('OTP SMS jobs found after a restart', () => {
  let harness: SmsHarness;
  let queue: SmsQueue;
  let standalone: Redis;
  let messages: SmsMessages;
  let close: () => Promise<void>;

  /**
   * The service is down while the test prepares the queue as a previous run left it, through a queue of its own on
   * the service's Redis prefix.
   */
  beforeEach(async () => {
    gateway.reset();
    harness = await startHarness();
    const config = loadConfig(AuthConfig, harness.service.env);
    await harness.service.stop();
    standalone = createRedis(config.REDIS_URL, { keyPrefix: harness.service.redisKeyPrefix });
    messages = new SmsMessages(standalone, config);
    const queueRedis = createRedis(config.REDIS_URL);
    const queueOf = (name: string) =>
      new Queue(name, { connection: queueRedis, prefix: smsQueuePrefix(harness.service.redisKeyPrefix) });
    const codes = queueOf(SMS_CODE_QUEUE);
    const alerts = queueOf(SMS_ALERT_QUEUE);
    queue = new SmsQueue(codes, alerts, standalone, messages, new SmsJobCipher(smsTestKeys.privateKey), config);
    close = async () => {
      await Promise.all([codes.close(), alerts.close()]);
      await Promise.all([standalone.quit(), queueRedis.quit()]);
    };
  });

  afterEach(async () => {
    gateway.reset();
    await close();
    await harness.service.close();
  });

  const code = (mobile: string, otp: string, lifetimeMs = 300_000) => ({
    mobile,
    ip: ADDRESS,
    otp,
    text: `Your admin login OTP is ${otp}.`,
    expiresAt: Date.now() + lifetimeMs,
  });

  const messageOf = (id: string) => harness.service.app.get(SmsMessages).find(id);

  it('does not send again a code whose replica stopped during the send, but sends one it had not begun', async () => {
    const sending = await queue.enqueue(code(ADMIN, '111111'));
    await queue.enqueue(code(OTHER_ADMIN, '222222'));
    // A replica began sending the first and stopped before recording the outcome: BullMQ hands the job over again
    // (the kill tests in sms-alerts.int-spec.ts stop a replica for real).
    expect(await messages.begin(sending)).toBe('go');

    await harness.service.start();
    expect(await finishedCode(OTHER_ADMIN)).toMatchObject({ state: 'sent', attempts: 1 });
    await pollUntil(
      async () => (await messageOf(sending))?.state,
      (state) => state === 'interrupted',
    );

    expect(gateway.received.map((entry) => entry.body.to)).toEqual([OTHER_ADMIN]);
    expect(gateway.codes()).toEqual(['222222']);
    expect(harness.logs.filter((line) => line.msg === 'OTP SMS could not be sent')).toEqual([
      expect.objectContaining({ to: '******5678', reason: 'interrupted', jobId: sending }),
    ]);
    expect(await sendCounts(harness)).toMatchObject({
      'sms_send_failures_total:interrupted': 1,
      sms_sent_total: 1,
    });
    expect((await harness.queue().failed()).map((failed) => failed.id)).toEqual([sending]);
  });

  const finishedCode = (mobile: string) =>
    pollUntil(
      async () => (await harness.queue().latestCode(mobile, ADDRESS)) as SmsMessageRecord,
      (message) => ['sent', 'failed'].includes(message?.state),
      DEADLINE_MS,
    );

  it('does not send a code that expired while the service was down', async () => {
    const expired = await queue.enqueue(code(ADMIN, '333333', 50));
    await sleep(100);
    await harness.service.start();

    await pollUntil(
      async () => (await messageOf(expired))?.state,
      (state) => state === 'expired',
    );
    expect(gateway.received).toHaveLength(0);
    expect(outcomes(harness)).toEqual(['otp-send-failed']);
    expect(await sendCounts(harness)).toMatchObject({ 'sms_send_failures_total:expired': 1 });
  });

  it('sends only the newest of two codes for the same number that waited through the outage', async () => {
    const older = await queue.enqueue(code(ADMIN, '444444'), Date.now() - 150_000);
    await queue.enqueue(code(ADMIN, '555555'));
    await harness.service.start();

    await finishedCode(ADMIN);
    await pollUntil(
      async () => (await messageOf(older))?.state,
      (state) => state === 'superseded',
    );
    expect(gateway.codes()).toEqual(['555555']);
  });

  it('holds the code, its number and the address sealed in the job', async () => {
    const id = await queue.enqueue(code(ADMIN, '666666'));
    // The standalone client adds the test's prefix; BullMQ's own `prefix` is the rest.
    const job = await standalone.hgetall(`${smsQueuePrefix('')}:${SMS_CODE_QUEUE}:${id}`);
    const data = JSON.parse(job.data) as SmsCodeJob;
    expect(Object.keys(data).sort()).toEqual(['expiresAt', 'queuedAt', 'retryDelaysMs', 'sealed']);
    expect(JSON.stringify(job)).not.toMatch(/9812345678|666666|203\.0\.113\.10/);
    expect(JSON.parse(new SmsJobCipher(smsTestKeys.privateKey).open(data.sealed, id))).toMatchObject({
      mobile: ADMIN,
      otp: '666666',
      ip: ADDRESS,
    });
  });
});
