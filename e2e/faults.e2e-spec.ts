import sharp from 'sharp';
import { API, SERVICE_UNAVAILABLE_MESSAGE } from '@seedcorp/contracts';
import { SERVICES, type ServiceName } from '@seedcorp/contracts/route-table';
import { ObjectStorage } from '../libs/src/storage/object-storage';
import { pollUntil, signAdminToken, testInfrastructure } from '@seedcorp/testing';
import { startFaultStack, type FaultStack } from './fault-stack';

/** The platform's promise while PostgreSQL, Redis or the object store is out of reach. */
const OUTAGE_ANSWER_MS = 1000;
/** How soon every service answers again once the dependency is back, with no restart. */
const RECOVERY_MS = 10_000;
/** How long each outage lasts under the load. */
const OUTAGE_MS = 3000;
/** A call that has not answered by then has hung. */
const HANG_MS = 5000;
const NOT_REACHABLE = { status: 502, message: 'The service is not reachable right now. Please try again later.' };
const UNAVAILABLE = { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE };
/** How the gateway marks an answer from its own copy: fresh (HIT), being refreshed, or standing in (STALE). */
const GATEWAY_COPIES = ['HIT', 'UPDATING', 'STALE'];

type Dependency = 'postgres' | 'redis';

interface Call {
  name: string;
  service: ServiceName;
  /** Public reads never carry a token; the gateway keeps their last good copy. */
  publicRead: boolean;
  /** What the call cannot be answered without. */
  needs: Dependency[];
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

interface Answer {
  call: Call;
  startedAt: number;
  ms: number;
  status: number;
  body: unknown;
  retryAfter: string | null;
  cacheStatus: string | null;
}

const BOTH: Dependency[] = ['postgres', 'redis'];

/** A call of each service the steady load makes through the gateway: the admin ones with a token. */
const CALLS: Call[] = [
  {
    name: 'admin image list',
    service: 'media',
    publicRead: false,
    needs: BOTH,
    method: 'POST',
    path: API.files.getImages,
    body: { location: 'All' },
  },
  {
    name: 'public image list',
    service: 'media',
    publicRead: true,
    needs: ['postgres'],
    method: 'POST',
    path: API.files.webGetImages,
    body: { location: 'Home Corousel' },
  },
  {
    name: 'admin notification list',
    service: 'notifications',
    publicRead: false,
    needs: BOTH,
    method: 'POST',
    path: API.notifications.getNotification,
    body: { location: 'Circulars' },
  },
  {
    name: 'public tender list',
    service: 'notifications',
    publicRead: true,
    needs: ['postgres'],
    method: 'POST',
    path: API.notifications.webGetNotification,
    body: { location: 'Tender', includeFile: false },
  },
  {
    name: 'admin director list',
    service: 'directories',
    publicRead: false,
    needs: BOTH,
    method: 'POST',
    path: API.director.getAll,
    body: {},
  },
  {
    name: 'public director list',
    service: 'directories',
    publicRead: true,
    needs: ['postgres'],
    method: 'POST',
    path: API.director.webGetAll,
    body: {},
  },
  {
    name: 'admin counts',
    service: 'dashboard',
    publicRead: false,
    needs: BOTH,
    method: 'GET',
    path: API.dashboard.counts,
  },
  {
    // Not the feedback list: the gateway limits every /api/feedback/ call per address, which a load would reach.
    name: 'admin recent activity',
    service: 'dashboard',
    publicRead: false,
    needs: BOTH,
    method: 'GET',
    path: API.dashboard.recentActivity,
  },
  {
    name: 'admin table list',
    service: 'content',
    publicRead: false,
    needs: BOTH,
    method: 'POST',
    path: API.content.getAll,
    body: {},
  },
  {
    name: 'public rate table',
    service: 'content',
    publicRead: true,
    needs: ['postgres'],
    method: 'POST',
    path: API.content.webGetTable,
    body: { key: 'kharif-crop-rates' },
  },
  { name: 'logout', service: 'auth', publicRead: false, needs: BOTH, method: 'POST', path: API.auth.logout, body: {} },
];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describeAnswer = (answer: Answer) =>
  `${answer.call.name}: ${answer.status} in ${answer.ms} ms ${JSON.stringify(answer.body)?.slice(0, 200)}`;

/** Calls every CALLS entry over and over from a few workers, keeping every answer, until stopped. */
class SteadyLoad {
  readonly answers: Answer[] = [];
  private running = true;
  private readonly workers: Promise<void>[];

  constructor(
    private readonly send: (call: Call) => Promise<Answer>,
    workers = 3,
  ) {
    this.workers = Array.from({ length: workers }, (_, index) => this.work(index));
  }

  private async work(offset: number): Promise<void> {
    for (let index = offset; this.running; index += 1) {
      this.answers.push(await this.send(CALLS[index % CALLS.length]));
      await wait(25);
    }
  }

  between(from: number, to: number): Answer[] {
    return this.answers.filter((answer) => answer.startedAt >= from && answer.startedAt < to);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }
}

describe('faults: dependencies cut off, storage stopped and a service killed, under a steady load', () => {
  let faults: FaultStack;
  let load: SteadyLoad;
  const freshToken = () => signAdminToken(faults.privateKey);
  let adminToken = '';

  async function send(call: Call): Promise<Answer> {
    const startedAt = Date.now();
    // Logging out ends the token: each logout has a fresh one.
    const headers: Record<string, string> = call.body ? { 'Content-Type': 'application/json' } : {};
    if (!call.publicRead) headers.Authorization = `Bearer ${call.name === 'logout' ? freshToken() : adminToken}`;
    try {
      const response = await fetch(`${faults.gatewayUrl}${call.path}`, {
        method: call.method,
        headers,
        body: call.body ? JSON.stringify(call.body) : undefined,
        signal: AbortSignal.timeout(HANG_MS),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text: the envelope check below reports it
      }
      return {
        call,
        startedAt,
        ms: Date.now() - startedAt,
        status: response.status,
        body,
        retryAfter: response.headers.get('retry-after'),
        cacheStatus: response.headers.get('x-cache-status'),
      };
    } catch (error) {
      return {
        call,
        startedAt,
        ms: Date.now() - startedAt,
        status: 0,
        body: String(error),
        retryAfter: null,
        cacheStatus: null,
      };
    }
  }

  const direct = async (service: ServiceName, path: string) => {
    const response = await fetch(`${faults.serviceUrl(service)}${path}`, { signal: AbortSignal.timeout(HANG_MS) });
    return { status: response.status, body: (await response.json()) as { data?: Record<string, { status: string }> } };
  };

  const allAnswerNormally = async () => {
    const answers = await Promise.all(CALLS.map(send));
    const ready = await Promise.all(SERVICES.map((service) => direct(service, '/readyz').catch(() => ({ status: 0 }))));
    return [...answers.map((answer) => answer.status), ...ready.map((answer) => answer.status)];
  };

  /** Every service ready and every call answered 200 again within RECOVERY_MS, by the same processes. */
  async function expectRecovered(pidsBefore: Record<string, number>): Promise<void> {
    const started = Date.now();
    await pollUntil(allAnswerNormally, (statuses) => statuses.every((status) => status === 200), RECOVERY_MS);
    expect(Date.now() - started).toBeLessThan(RECOVERY_MS);
    expect(faults.pids()).toEqual(pidsBefore);
    expect(faults.runnerLines.filter((line) => line.includes('stopped unexpectedly'))).toEqual([]);
  }

  /** Cuts `dependency` off for OUTAGE_MS under the load; answers what was seen meanwhile and the window. */
  async function outage(dependency: Dependency) {
    const proxy = faults[dependency];
    const cutAt = Date.now();
    proxy.cut();
    await wait(OUTAGE_MS / 2);
    const readiness = await Promise.all(
      SERVICES.map(async (service) => ({
        service,
        ready: await direct(service, '/readyz'),
        alive: await direct(service, '/healthz'),
      })),
    );
    await wait(OUTAGE_MS / 2);
    const restoredAt = Date.now();
    proxy.restore();
    return { readiness, during: load.between(cutAt, restoredAt) };
  }

  function expectOutageAnswers(during: Answer[], dependency: Dependency): void {
    expect(during.length).toBeGreaterThan(CALLS.length * 2);
    const needing = during.filter((answer) => answer.call.needs.includes(dependency) && !answer.call.publicRead);
    const wrong = needing.filter(
      (answer) =>
        answer.status !== 503 ||
        JSON.stringify(answer.body) !== JSON.stringify(UNAVAILABLE) ||
        answer.retryAfter !== '5' ||
        answer.ms >= OUTAGE_ANSWER_MS,
    );
    expect(wrong.map(describeAnswer)).toEqual([]);
    expect(needing.length).toBeGreaterThan(0);
    // Public reads never carry a token: Redis is not needed; without PostgreSQL the gateway's last good copy answers.
    const reads = during.filter((answer) => answer.call.publicRead);
    expect(
      reads.filter((answer) => answer.status !== 200 || answer.ms >= OUTAGE_ANSWER_MS).map(describeAnswer),
    ).toEqual([]);
    if (dependency === 'postgres') {
      expect(reads.filter((answer) => !GATEWAY_COPIES.includes(answer.cacheStatus ?? '')).map(describeAnswer)).toEqual(
        [],
      );
      expect(reads.some((answer) => answer.cacheStatus === 'STALE')).toBe(true);
    }
  }

  beforeAll(async () => {
    faults = await startFaultStack();
    adminToken = freshToken();
    // Every call answers before any fault, and each public read has a copy at the gateway.
    await pollUntil(allAnswerNormally, (statuses) => statuses.every((status) => status === 200), RECOVERY_MS);
    load = new SteadyLoad(send);
  }, 180_000);

  afterAll(async () => {
    await load?.stop();
    await faults?.close();
  }, 60_000);

  afterEach(() => {
    faults.postgres.restore();
    faults.redis.restore();
  });

  it('answers every call needing Redis 503 within a second while Redis is cut off, then recovers by itself', async () => {
    const pids = faults.pids();
    const { readiness, during } = await outage('redis');
    for (const { service, ready, alive } of readiness) {
      expect({ service, status: ready.status, redis: ready.body.data?.redis?.status }).toEqual({
        service,
        status: 503,
        redis: 'down',
      });
      expect({ service, status: alive.status }).toEqual({ service, status: 200 });
    }
    expectOutageAnswers(during, 'redis');
    await expectRecovered(pids);
  }, 60_000);

  it('answers every call needing PostgreSQL 503 within a second, public reads from the gateway, then recovers', async () => {
    const pids = faults.pids();
    const { readiness, during } = await outage('postgres');
    for (const { service, ready, alive } of readiness) {
      expect({ service, status: ready.status, database: ready.body.data?.database?.status }).toEqual({
        service,
        status: 503,
        database: 'down',
      });
      expect({ service, status: alive.status }).toEqual({ service, status: 200 });
    }
    expectOutageAnswers(during, 'postgres');
    await expectRecovered(pids);
  }, 60_000);

  it('answers uploads 503 and stores nothing while the object store is stopped', async () => {
    const pids = faults.pids();
    const storage = new ObjectStorage({
      endpoint: faults.s3.endpoint,
      accessKey: testInfrastructure.s3AccessKey,
      secretKey: testInfrastructure.s3SecretKey,
      bucket: faults.settings.s3.bucket,
      region: 'us-east-1',
    });
    const imageCount = async () => {
      const answer = await send(CALLS[0]);
      return (answer.body as { data: { totalItems: number } }).data.totalItems;
    };
    const objectsBefore = (await storage.list()).length;
    const rowsBefore = await imageCount();
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const upload = async () => {
      const form = new FormData();
      form.append('location', 'Photo Gallery');
      form.append('file', new Blob([new Uint8Array(picture)]), 'field.png');
      const started = Date.now();
      const response = await fetch(`${faults.gatewayUrl}${API.files.uploadFile}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${adminToken}` },
        body: form,
        signal: AbortSignal.timeout(HANG_MS),
      });
      return {
        status: response.status,
        body: await response.json(),
        retryAfter: response.headers.get('retry-after'),
        ms: Date.now() - started,
      };
    };

    await faults.s3.stop();
    try {
      for (let round = 0; round < 3; round += 1) {
        const answer = await upload();
        expect(answer).toEqual({ status: 503, body: UNAVAILABLE, retryAfter: '5', ms: expect.any(Number) });
        expect(answer.ms).toBeLessThan(OUTAGE_ANSWER_MS);
      }
      const ready = await direct('media', '/readyz');
      expect({ status: ready.status, storage: ready.body.data?.storage?.status }).toEqual({
        status: 503,
        storage: 'down',
      });
    } finally {
      await faults.s3.restart();
    }
    expect(await imageCount()).toBe(rowsBefore);
    expect((await storage.list()).length).toBe(objectsBefore);
    await expectRecovered(pids);
    expect((await upload()).status).toBe(200);
  }, 60_000);

  it("answers a killed service's paths with the 502 envelope, the others' with 200, and the runner starts it again", async () => {
    const killed: ServiceName = 'directories';
    const pids = faults.pids();
    const restartsBefore = faults.runnerLines.length;
    const killedAt = Date.now();
    process.kill(pids[killed], 'SIGKILL');
    await wait(200);

    const adminRead = CALLS.find((call) => call.service === killed && !call.publicRead)!;
    const publicRead = CALLS.find((call) => call.service === killed && call.publicRead)!;
    const own = await send(adminRead);
    expect({ status: own.status, body: own.body }).toEqual({ status: 502, body: NOT_REACHABLE });
    const kept = await send(publicRead);
    // Its copy, still fresh on nginx's clock (HIT) or standing in for the service (STALE).
    expect(kept.status).toBe(200);
    expect(GATEWAY_COPIES).toContain(kept.cacheStatus);
    const others = await Promise.all(CALLS.filter((call) => call.service !== killed).map(send));
    expect(others.filter((answer) => answer.status !== 200).map(describeAnswer)).toEqual([]);

    await pollUntil(
      async () => (await send(adminRead)).status,
      (status) => status === 200,
      30_000,
    );
    const lines = faults.runnerLines.slice(restartsBefore);
    expect(lines).toEqual([
      `${killed} stopped unexpectedly (killed by SIGKILL); starting it again in 1 s`,
      expect.stringMatching(new RegExp(`^${killed} started again \\(pid \\d+, restart 1 in a row\\)$`)),
    ]);
    const after = faults.pids();
    expect(after[killed]).not.toBe(pids[killed]);
    expect({ ...after, [killed]: 0 }).toEqual({ ...pids, [killed]: 0 });
    // Meanwhile no other call failed, and the killed service's answered only in the envelope.
    const meanwhile = load.between(killedAt, Date.now());
    expect(
      meanwhile.filter((answer) => answer.call.service !== killed && answer.status !== 200).map(describeAnswer),
    ).toEqual([]);
    expect(
      meanwhile
        .filter((answer) => answer.call.service === killed && ![200, 502].includes(answer.status))
        .map(describeAnswer),
    ).toEqual([]);
  }, 60_000);

  it('never answered 500, never hung, and always answered in the envelope', async () => {
    await load.stop();
    expect(load.answers.length).toBeGreaterThan(100);
    const outside = load.answers.filter((answer) => {
      const body = answer.body as { status?: unknown; message?: unknown } | string;
      return (
        answer.status === 0 ||
        (answer.status >= 500 && ![502, 503].includes(answer.status)) ||
        typeof body !== 'object' ||
        body.status !== answer.status ||
        typeof body.message !== 'string'
      );
    });
    expect(outside.map(describeAnswer)).toEqual([]);
  });
});
