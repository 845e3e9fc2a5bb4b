import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createRedis, REDIS } from '@seedcorp/libs';
import { API } from '@seedcorp/contracts';
import { generateTestKeyPair, pollUntil, startTestService, type TestService } from '@seedcorp/testing';
import { AppModule } from '../app.module';
import { AuthConfig } from '../config';
import { SmsJobCipher } from './sms-job-cipher';
import { SmsQueue, type SmsJobRecord } from './sms-queue';

const ADMIN = '9812345678';
const OTHER_ADMIN = '9812345679';
const ADDRESS = '203.0.113.10';
const DLT = { entityId: '1101000000000000001', templateId: '1107000000000000002', sender: 'SEEDCO' };
const RETRY_DELAYS_MS = [150, 300];
const TIMEOUT_MS = 400;
/** Sends and retries take well under this; it bounds waits, it is no promise of the service. */
const DEADLINE_MS = 5000;

/**
 * How the test gateway answers a request: `accept` as a DLT gateway does ("status": "success" and a message id),
 * `busy` and `refused` with HTTP 200 and an error in the body (a temporary one, and a DLT template mismatch), a
 * bare status, `hang` never (the sender times out), `slow` after a while.
 */
type Answer = 'accept' | 'busy' | 'refused' | 'hang' | 'slow' | 400 | 408 | 429 | 500 | 503;

interface GatewayRequest {
  at: number;
  headers: IncomingHttpHeaders;
  body: { to: string; message: string; entityId: string; templateId: string; sender: string };
}

/** A DLT SMS gateway on a loopback port, answering in the turn the test sets and `accept` after that. */
class TestGateway {
  readonly received: GatewayRequest[] = [];
  private answers: Answer[] = [];
  private readonly held: ServerResponse[] = [];
  private readonly server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      this.received.push({ at: Date.now(), headers: req.headers, body: JSON.parse(text) });
      this.answer(res, this.answers.shift() ?? 'accept', this.received.length);
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms/send`;
  }

  answerInTurn(...answers: Answer[]): void {
    this.answers = answers;
  }

  /** The codes of the messages received, in order. */
  codes(): string[] {
    return this.received.map((entry) => /\d{6}/.exec(entry.body.message)?.[0] as string);
  }

  async waitFor(count: number): Promise<void> {
    await pollUntil(
      async () => this.received.length,
      (length) => length >= count,
      DEADLINE_MS,
    );
  }

  reset(): void {
    this.received.length = 0;
    this.answers = [];
    for (const response of this.held.splice(0)) response.destroy();
  }

  async close(): Promise<void> {
    this.reset();
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private answer(res: ServerResponse, answer: Answer, number: number): void {
    const json = (status: number, body: object) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (answer === 'hang') {
      this.held.push(res);
    } else if (answer === 'slow') {
      setTimeout(() => json(200, { status: 'success', messageId: `SMS-${number}` }), 300);
    } else if (answer === 'accept') {
      json(200, { status: 'success', messageId: `SMS-${number}` });
    } else if (answer === 'busy') {
      json(200, { status: 'error', code: 'SYSTEM_BUSY', message: 'try later' });
    } else if (answer === 'refused') {
      json(200, { status: 'error', code: 'DLT_TEMPLATE_MISMATCH', message: 'content does not match template' });
    } else {
      json(answer, { error: `HTTP ${answer}` });
    }
  }
}

interface LogLine {
  msg: string;
  context?: string;
  outcome?: string;
  to?: string;
  reason?: string;
  messageId?: string;
  jobId?: string;
}

interface Harness {
  service: TestService<AuthConfig>;
  logs: LogLine[];
  /** The queue of the running app. */
  queue(): SmsQueue;
}

const keys = generateTestKeyPair();
const gateway = new TestGateway();

const smsEnv = (): Record<string, string> => ({
  JWT_PRIVATE_KEY: keys.privateKey,
  LOG_LEVEL: 'info',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: gateway.url,
  SMS_HTTP_AUTH_HEADER: 'Authorization: Bearer sms-key',
  SMS_DLT_ENTITY_ID: DLT.entityId,
  SMS_DLT_TEMPLATE_ID: DLT.templateId,
  SMS_SENDER_ID: DLT.sender,
  SMS_HTTP_SUCCESS_PATTERN: '"status"\\s*:\\s*"success"',
  SMS_HTTP_MESSAGE_ID_PATTERN: '"messageId"\\s*:\\s*"([^"]+)"',
  SMS_HTTP_PERMANENT_ERROR_PATTERN: 'DLT_TEMPLATE_MISMATCH|INVALID_NUMBER',
  SMS_HTTP_TIMEOUT_MS: String(TIMEOUT_MS),
  SMS_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
});

async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const logs: LogLine[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) =>
    logs.push(
      ...chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LogLine),
    ),
  );
  const service = await startTestService(AppModule, AuthConfig, {
    name: 'sms',
    publicKey: keys.publicKey,
    env: { ...smsEnv(), ...env },
    logStream,
  });
  await service.app
    .get(DataSource)
    .query(`INSERT INTO auth.admins (mobile, name) VALUES ($1, 'Test Admin'), ($2, 'Other Admin')`, [
      ADMIN,
      OTHER_ADMIN,
    ]);
  return { service, logs, queue: () => service.app.get(SmsQueue) };
}

const requestCode = async (harness: Harness, mobile: string) => {
  const answer = await request(harness.service.app.getHttpServer())
    .post(API.auth.authenticateUser)
    .set('X-Forwarded-For', ADDRESS)
    .send({ mobileNo: mobile });
  expect(answer.status).toBe(200);
};

/** The resend wait is 120 s; a test lets it pass by removing its key. */
const letResendWaitPass = (harness: Harness, mobile: string) =>
  harness.service.app.get<Redis>(REDIS).del(`otp:resend:${mobile}:${ADDRESS}`);

/** A Redis client on the test's key prefix, for what happens while no app runs. */
const standaloneRedis = (harness: Harness): Redis =>
  createRedis(harness.service.env.REDIS_URL, { keyPrefix: harness.service.redisKeyPrefix });

const finished = (harness: Harness, mobile: string): Promise<SmsJobRecord> =>
  pollUntil(
    async () => (await harness.queue().latestJob(mobile, ADDRESS)) as SmsJobRecord,
    (job) => ['delivered', 'failed'].includes(job?.state),
    DEADLINE_MS,
  );

/** The sign-in log outcomes written for the number. */
const outcomes = (harness: Harness) =>
  harness.logs
    .filter((line) => line.context === 'LoginAudit' && line.outcome?.startsWith('otp-'))
    .map((line) => line.outcome);

async function sendCounts(harness: Harness): Promise<Record<string, number>> {
  const text = (await request(harness.service.app.getHttpServer()).get('/metrics')).text;
  const counts: Record<string, number> = {};
  for (const [, name, label, value] of text.matchAll(/^(sms_\w+?)(?:\{reason="([\w-]+)"\})? (\d+)$/gm)) {
    counts[label ?? name] = Number(value);
  }
  return counts;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => gateway.start());
afterAll(() => gateway.close());

describe('OTP SMS through a DLT gateway', () => {
  let harness: Harness;

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
    const job = await finished(harness, ADMIN);

    expect(gateway.received).toHaveLength(1);
    const [{ body, headers }] = gateway.received;
    expect(body).toMatchObject({ to: ADMIN, ...DLT });
    expect(headers.authorization).toBe('Bearer sms-key');
    expect(job).toMatchObject({ state: 'delivered', attempts: 1, messageId: 'SMS-1' });
    const accepted = harness.logs.find((line) => line.msg === 'OTP SMS accepted by the gateway');
    expect(accepted).toMatchObject({ to: '******5678', messageId: 'SMS-1', jobId: job.id });
    expect(outcomes(harness)).toEqual(['otp-sent']);
    expect(await sendCounts(harness)).toMatchObject({ sms_sent_total: 1, permanent: 0, 'temporary-exhausted': 0 });
  });

  it.each<[string, Answer[], number]>([
    ['an error in a 200 answer that is not a refusal', ['busy'], 2],
    ['5xx answers, with growing waits', [503, 500], 3],
    ['no answer within the timeout', ['hang'], 2],
    ['408 and 429', [408, 429], 3],
  ])('retries %s, the same code each time, and then delivers', async (_case, answers, requests) => {
    gateway.answerInTurn(...answers);
    await requestCode(harness, ADMIN);
    const job = await finished(harness, ADMIN);

    expect(job).toMatchObject({ state: 'delivered', attempts: requests, messageId: `SMS-${requests}` });
    expect(gateway.received).toHaveLength(requests);
    expect(new Set(gateway.codes()).size).toBe(1);
    for (const [index, entry] of gateway.received.entries()) {
      expect(entry.body).toMatchObject({ to: ADMIN, ...DLT });
      // The wait before a retry counts from the failed answer, which a timeout delays by TIMEOUT_MS.
      if (index > 0)
        expect(entry.at - gateway.received[index - 1].at).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[index - 1]);
    }
    expect(outcomes(harness)).toEqual(['otp-sent']);
    expect(await sendCounts(harness)).toMatchObject({ sms_sent_total: 1, permanent: 0, 'temporary-exhausted': 0 });
  });

  it.each<[string, Answer]>([
    ['a DLT refusal in a 200 answer', 'refused'],
    ['a 400 answer', 400],
  ])('does not retry %s, counts it and logs it once', async (_case, answer) => {
    gateway.answerInTurn(answer);
    await requestCode(harness, ADMIN);
    const job = await finished(harness, ADMIN);
    // Past the first retry's wait: a retry would have come by now.
    await sleep(RETRY_DELAYS_MS[0] * 2);

    expect(gateway.received).toHaveLength(1);
    expect(job).toMatchObject({ state: 'failed', attempts: 1 });
    const failures = harness.logs.filter((line) => line.msg === 'OTP SMS could not be sent');
    expect(failures).toEqual([expect.objectContaining({ to: '******5678', reason: 'permanent', jobId: job.id })]);
    expect(outcomes(harness)).toEqual(['otp-send-failed']);
    expect(await sendCounts(harness)).toMatchObject({ sms_sent_total: 0, permanent: 1, 'temporary-exhausted': 0 });
  });

  it('gives up after the last retry and counts the failure', async () => {
    gateway.answerInTurn(503, 503, 503);
    await requestCode(harness, ADMIN);
    const job = await finished(harness, ADMIN);

    expect(gateway.received).toHaveLength(RETRY_DELAYS_MS.length + 1);
    expect(job).toMatchObject({ state: 'failed', attempts: 3 });
    expect(harness.logs.filter((line) => line.msg === 'OTP SMS could not be sent')).toEqual([
      expect.objectContaining({ to: '******5678', reason: 'temporary-exhausted' }),
    ]);
    expect(outcomes(harness)).toEqual(['otp-send-failed']);
    expect(await sendCounts(harness)).toMatchObject({ permanent: 0, 'temporary-exhausted': 1 });
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
      async () => (await harness.queue().latestJob(ADMIN, ADDRESS))?.state,
      (state) => state === 'waiting',
    );
    await harness.service.stop();
    await harness.service.start();

    const job = await finished(harness, ADMIN);
    expect(job).toMatchObject({ state: 'delivered', attempts: 2, messageId: 'SMS-2' });
    expect(gateway.received).toHaveLength(2);
    expect(new Set(gateway.codes()).size).toBe(1);
    expect(outcomes(harness)).toEqual(['otp-sent']);
  });

  it('finishes the send in flight when it stops, and leaves the next job queued for the next start', async () => {
    gateway.answerInTurn('slow');
    await requestCode(harness, ADMIN);
    await gateway.waitFor(1);
    await requestCode(harness, OTHER_ADMIN);
    await harness.service.stop();

    expect(gateway.received).toHaveLength(1);
    expect(outcomes(harness)).toEqual(['otp-sent']);
    await harness.service.start();
    expect(await finished(harness, ADMIN)).toMatchObject({ state: 'delivered', messageId: 'SMS-1' });
    expect(await finished(harness, OTHER_ADMIN)).toMatchObject({ state: 'delivered', messageId: 'SMS-2' });
    expect(gateway.received.map((entry) => entry.body.to)).toEqual([ADMIN, OTHER_ADMIN]);
  });
});

describe('OTP SMS jobs found after a restart', () => {
  let harness: Harness;
  let redis: Redis;
  let queue: SmsQueue;

  /** The service is down while the test prepares the queue as a previous run left it. */
  beforeEach(async () => {
    gateway.reset();
    harness = await startHarness();
    await harness.service.stop();
    redis = standaloneRedis(harness);
    queue = new SmsQueue(redis, new SmsJobCipher(keys.privateKey));
  });

  afterEach(async () => {
    gateway.reset();
    await redis.quit();
    await harness.service.close();
  });

  const job = (mobile: string, code: string, lifetimeMs = 300_000) => ({
    mobile,
    ip: ADDRESS,
    otp: code,
    text: `Your admin login OTP is ${code}.`,
    expiresAt: Date.now() + lifetimeMs,
  });

  it('does not send again a job whose worker died during the send, but sends one it had only claimed', async () => {
    const sending = await queue.enqueue(job(ADMIN, '111111'));
    const claimedOnly = await queue.enqueue(job(OTHER_ADMIN, '222222'));
    // A worker took both, began sending the first, and died: its claims lapse at once.
    const now = Date.now();
    expect((await queue.claimNext('dead-worker', now, now))?.job.id).toBe(sending);
    expect(await queue.startSending(sending, 'dead-worker')).toBe(1);
    expect((await queue.claimNext('dead-worker', now, now))?.job.id).toBe(claimedOnly);

    await harness.service.start();
    expect(await finished(harness, OTHER_ADMIN)).toMatchObject({ state: 'delivered', attempts: 1 });
    await pollUntil(
      async () => (await queue.findJob(sending))?.state,
      (state) => state === 'interrupted',
    );

    expect(gateway.received.map((entry) => entry.body.to)).toEqual([OTHER_ADMIN]);
    expect(gateway.codes()).toEqual(['222222']);
    expect(harness.logs.filter((line) => line.msg === 'OTP SMS could not be sent')).toEqual([
      expect.objectContaining({ to: '******5678', reason: 'interrupted', jobId: sending }),
    ]);
    expect(await sendCounts(harness)).toMatchObject({ interrupted: 1, sms_sent_total: 1 });
  });

  it('does not send a code that expired while the service was down', async () => {
    const expired = await queue.enqueue(job(ADMIN, '333333', 50));
    await sleep(100);
    await harness.service.start();

    await pollUntil(
      async () => (await queue.findJob(expired))?.state,
      (state) => state === 'expired',
    );
    expect(gateway.received).toHaveLength(0);
    expect(outcomes(harness)).toEqual(['otp-send-failed']);
    expect(await sendCounts(harness)).toMatchObject({ expired: 1 });
  });

  it('sends only the newest of two codes for the same number that waited through the outage', async () => {
    const older = await queue.enqueue(job(ADMIN, '444444'), Date.now() - 150_000);
    await queue.enqueue(job(ADMIN, '555555'));
    await harness.service.start();

    await finished(harness, ADMIN);
    await pollUntil(
      async () => (await queue.findJob(older))?.state,
      (state) => state === 'superseded',
    );
    expect(gateway.codes()).toEqual(['555555']);
  });
});
