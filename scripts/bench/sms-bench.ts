import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Pool } from 'pg';
import { API } from '@seedcorp/contracts';
import { createRedis, loadConfig } from '@seedcorp/libs';
import { ensureDevKeys } from '@seedcorp/stack';
import { ROOT, stackSettings } from '../stack/stack-settings';
import { serviceEnv } from '../stack/stack';
import { untilListening } from './miss-renderer';
import { answerHelp } from '../../libs/src/core/command-help';
import { AuthConfig } from '../../services/auth/src/config';
import { SMS_ALERT_QUEUE, SMS_CODE_QUEUE, smsQueuePrefix } from '../../services/auth/src/sms/sms-connection';
import { SmsJobCipher } from '../../services/auth/src/sms/sms-job-cipher';
import { SmsMessages } from '../../services/auth/src/sms/sms-messages';
import { SmsQueue } from '../../services/auth/src/sms/sms-queue';

/**
 * `npm run bench:sms` (after `npm run build:services`; no stack needed): one stock-arrival event fanned out to
 * BENCH_ALERTS (100,000) numbers through the built auth service, BENCH_REPLICAS (2) of it, with the SMS provider a
 * stub on loopback that counts what it receives (answering after BENCH_PROVIDER_MS, 20), on a Redis server of the
 * bench's own (loopback, nothing saved), so that its memory is the queue's alone, and a database of its own.
 * It prints: how long queueing took (target 30 s); how long sending took and the busiest second against the
 * configured rate (BENCH_RATE, 1,000 a second: at the production setting of 100 the same run takes 17 minutes); a
 * sign-in code's time from the request to the provider, during the fan-out against the same before it (target
 * 2 s); Redis memory with every alert queued; and, with one replica killed (SIGKILL) partway and started again,
 * how many numbers got nothing or got their alert twice, counted at the stub.
 */
const settings = stackSettings();
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const REPLICAS = Number(process.env.BENCH_REPLICAS ?? 2);
const RATE = Number(process.env.BENCH_RATE ?? 1000);
const PROVIDER_MS = Number(process.env.BENCH_PROVIDER_MS ?? 20);
const CODES = 10;
const PORT = settings.servicePorts.auth + 950;
const BENCH_DATABASE = 'seedcorp_bench_sms';
const TARGETS = { queuedWithinMs: 30_000, codeWithinMs: 2000 };
/** The numbers of the admins the codes go to: one each, so no resend wait applies. */
const ADMINS = Array.from({ length: CODES * 2 }, (_, index) => String(9_800_000_000 + index));
const EVENT = 'stock-arrival.bench';

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const databaseUrlOf = (name: string) => settings.databaseUrl.replace(/\/[^/]*$/, `/${name}`);

/** The SMS provider on loopback: counts each number's messages and notes when each arrived. */
class StubProvider {
  readonly counts = new Map<string, number>();
  readonly arrivals: number[] = [];
  /** The alerts' arrivals, without the sign-in codes (which the alerts' rate does not hold). */
  readonly alertArrivals: number[] = [];
  readonly firstArrival = new Map<string, number>();
  private readonly server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const { to } = JSON.parse(text) as { to: string };
      const now = Date.now();
      this.counts.set(to, (this.counts.get(to) ?? 0) + 1);
      if (!this.firstArrival.has(to)) this.firstArrival.set(to, now);
      this.arrivals.push(now);
      if (!ADMINS.includes(to)) this.alertArrivals.push(now);
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ status: 'success', messageId: `B-${this.arrivals.length}` }));
      }, PROVIDER_MS);
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/sms/send`;
  }

  close(): void {
    this.server.closeAllConnections();
    this.server.close();
  }
}

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startRedis(): Promise<{ url: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${port}`;
  const client = createRedis(url);
  // Refused until the server listens.
  client.on('error', () => undefined);
  for (let attempt = 0; attempt < 50 && client.status !== 'ready'; attempt += 1) await sleep(100);
  client.disconnect();
  return { url, process: child };
}

async function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${errors}`);
}

async function main(): Promise<void> {
  const provider = new StubProvider();
  const providerUrl = await provider.start();
  const redis = await startRedis();
  const keys = ensureDevKeys(settings.dataDir);
  const env: NodeJS.ProcessEnv = {
    ...serviceEnv('auth', settings, keys),
    DATABASE_URL: databaseUrlOf(BENCH_DATABASE),
    REDIS_URL: redis.url,
    LOG_LEVEL: 'warn',
    ADMIN_MOBILES: ADMINS.join(','),
    OTP_SENDS_PER_ADDRESS_PER_HOUR: '1000',
    SMS_PROVIDER: 'http',
    SMS_HTTP_URL: providerUrl,
    SMS_HTTP_BODY_TEMPLATE: '{"to":"{{mobile}}","message":"{{text}}"}',
    SMS_HTTP_SUCCESS_PATTERN: '"status":"success"',
    SMS_HTTP_MESSAGE_ID_PATTERN: '"messageId":"([^"]+)"',
    SMS_ALERTS_PER_SECOND: String(RATE),
  };
  const admin = new Pool({ connectionString: databaseUrlOf('postgres'), max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  const replicas: ChildProcess[] = [];
  const queueRedis = createRedis(redis.url);
  const stateRedis = createRedis(redis.url);
  const startReplica = async (index: number) => {
    const port = PORT + index;
    const child = spawn('node', [join('services', 'auth', 'dist', 'main.js')], {
      cwd: ROOT,
      env: { ...env, PORT: String(port) },
      stdio: 'ignore',
    });
    replicas[index] = await untilListening(child, `http://127.0.0.1:${port}/readyz`, `auth replica ${index + 1}`);
  };
  try {
    await run('node', [join('services', 'auth', 'dist', 'migrate.js')], env);
    for (let index = 0; index < REPLICAS; index += 1) await startReplica(index);

    const config = loadConfig(AuthConfig, { ...env, JWT_PRIVATE_KEY: readFileSync(keys.privateKeyFile, 'utf8') });
    const queueOf = (name: string) => new Queue(name, { connection: queueRedis, prefix: smsQueuePrefix('') });
    const [codes, alerts] = [queueOf(SMS_CODE_QUEUE), queueOf(SMS_ALERT_QUEUE)];
    const sms = new SmsQueue(
      codes,
      alerts,
      stateRedis,
      new SmsMessages(stateRedis, config),
      new SmsJobCipher(config.jwtPrivateKey()),
      config,
    );

    let codeIndex = 0;
    /** A sign-in code asked for at a replica, timed until the provider has it. */
    const codeLatency = async (): Promise<number> => {
      const mobile = ADMINS[codeIndex];
      codeIndex += 1;
      const started = Date.now();
      const answer = await fetch(`http://127.0.0.1:${PORT + (codeIndex % REPLICAS)}${API.auth.authenticateUser}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.100.${codeIndex}` },
        body: JSON.stringify({ mobileNo: mobile }),
      });
      if (answer.status !== 200) throw new Error(`authenticateUser answered ${answer.status}`);
      while (!provider.firstArrival.has(mobile)) {
        if (Date.now() - started > 30_000) throw new Error('a sign-in code did not reach the provider in 30 s');
        await sleep(5);
      }
      return (provider.firstArrival.get(mobile) as number) - started;
    };
    const reference: number[] = [];
    for (let index = 0; index < CODES; index += 1) reference.push(await codeLatency());

    const memoryBefore = await usedMemory(stateRedis);
    const numbers = Array.from({ length: ALERTS }, (_, index) => String(7_000_000_000 + index));
    const queueStarted = Date.now();
    const { queued } = await sms.enqueueAlerts({ event: EVENT, text: 'Wheat HD 2967 seed has arrived.' }, numbers);
    const queuedMs = Date.now() - queueStarted;
    const memoryQueued = await usedMemory(stateRedis);

    const duringFanOut: number[] = [];
    let killedAt: number | undefined;
    const alertsReceived = () => provider.alertArrivals.length;
    while (alertsReceived() < ALERTS) {
      if (duringFanOut.length < CODES) duringFanOut.push(await codeLatency());
      if (killedAt === undefined && REPLICAS > 1 && alertsReceived() >= ALERTS * 0.4) {
        killedAt = alertsReceived();
        replicas[0].kill('SIGKILL');
        await startReplica(0);
      }
      const interrupted = await alerts.getFailedCount();
      if (alertsReceived() + interrupted >= ALERTS && (await alerts.getActiveCount()) === 0) break;
      if (Date.now() - queueStarted > (ALERTS / RATE) * 3000 + 120_000) throw new Error('the fan-out did not end');
      await sleep(1000);
    }
    const sentMs = Math.max(...provider.alertArrivals) - queueStarted;
    const memoryDone = await usedMemory(stateRedis);

    const busiest = busiestSecond(provider.alertArrivals);
    const lost = numbers.filter((number) => !provider.counts.has(number)).length;
    const doubled = numbers.filter((number) => (provider.counts.get(number) ?? 0) > 1).length;
    const failed = await alerts.getFailed(0, -1);

    log(
      `SMS fan-out: ${ALERTS.toLocaleString('en')} alerts, ${REPLICAS} replica(s), rate ${RATE}/s, provider answering in ${PROVIDER_MS} ms`,
    );
    log(`  queued ${queued.toLocaleString('en')} in ${seconds(queuedMs)} (target ${seconds(TARGETS.queuedWithinMs)})`);
    log(
      `  sent by ${seconds(sentMs)} after queueing began: ${Math.round(ALERTS / (sentMs / 1000))}/s; at most ${busiest} in any second (limit ${RATE})`,
    );
    log(
      `  sign-in code to the provider: before the fan-out ${summary(reference)}; during it ${summary(duringFanOut)} (target ${TARGETS.codeWithinMs} ms)`,
    );
    log(
      `  Redis memory: ${megabytes(memoryBefore)} before, ${megabytes(memoryQueued)} with every alert queued (${Math.round((memoryQueued - memoryBefore) / ALERTS)} bytes an alert), ${megabytes(memoryDone)} once sent (each message's state kept ${config.SMS_FAILED_KEEP_DAYS} days)`,
    );
    if (killedAt !== undefined)
      log(`  replica 1 killed (SIGKILL) after ${killedAt.toLocaleString('en')} alerts and started again`);
    log(
      `  counted at the provider: ${lost} numbers got nothing, ${doubled} got their alert twice; ${failed.length} failed (${failed.filter((job) => /stopped during the send/.test(job.failedReason)).length} interrupted by the kill, not sent again)`,
    );
    await Promise.all([codes.close(), alerts.close()]);
  } finally {
    for (const child of replicas) child?.kill('SIGKILL');
    queueRedis.disconnect();
    stateRedis.disconnect();
    await sleep(200);
    redis.process.kill();
    provider.close();
    await sleep(500);
    await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await admin.end();
  }
}

/** The most arrivals in any 1,000 ms, wherever it starts. */
function busiestSecond(arrivals: number[]): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  for (let first = 0, last = 0; last < sorted.length; last += 1) {
    while (sorted[last] - sorted[first] >= 1000) first += 1;
    most = Math.max(most, last - first + 1);
  }
  return most;
}

async function usedMemory(redis: ReturnType<typeof createRedis>): Promise<number> {
  const info = await redis.info('memory');
  return Number(/used_memory:(\d+)/.exec(info)?.[1]);
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${sorted[Math.floor(sorted.length / 2)]} ms, slowest ${sorted[sorted.length - 1]} ms`;
}

answerHelp(`usage: npm run bench:sms (after npm run build:services)
  One stock-arrival alert fanned out to BENCH_ALERTS (100000) numbers through BENCH_REPLICAS (2) built auth services
  and a stub SMS provider on loopback answering in BENCH_PROVIDER_MS (20), at BENCH_RATE (1000) alerts a second, on
  a Redis server and a database of the bench's own; one replica is killed partway. Prints the time to queue and to
  send, the busiest second, a sign-in code's time to the provider before and during the fan-out, Redis memory, and
  the numbers that got nothing or got their alert twice.`);
main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
