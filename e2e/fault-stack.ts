import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import type { ServiceName } from '@seedcorp/contracts/route-table';
import {
  dropTestDatabase,
  recreateDatabase,
  startStoppableS3,
  startTcpProxy,
  testInfrastructure,
  type StoppableS3,
  type TcpProxy,
} from '@seedcorp/testing';
import { ensureDevKeys } from '@seedcorp/stack';
import { LocalStack } from '@seedcorp/stack';
import { stackSettings, type StackSettings } from '@seedcorp/stack';
import { E2E_DATABASE, E2E_ENV, E2E_SLOT, stackPorts } from './e2e-env';

/**
 * A Redis database of its own (the end-to-end stacks take 7-15): the fault stack's OTPs, revocations and activity
 * stream never meet another stack's.
 */
export const FAULT_REDIS_DB = 1 + (E2E_SLOT % 6);

const FAULT_DATABASE = `${E2E_DATABASE}_faults`;

function hostAndPort(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname, port: Number(parsed.port) };
}

export interface FaultStack {
  stack: LocalStack;
  settings: StackSettings;
  gatewayUrl: string;
  postgres: TcpProxy;
  redis: TcpProxy;
  s3: StoppableS3;
  /** What the runner printed, in order. */
  runnerLines: string[];
  privateKey: string;
  pids(): Record<string, number>;
  serviceUrl(service: ServiceName): string;
  close(): Promise<void>;
}

/**
 * The runner's own stack (nginx, the seven services, the site renderer), whose PostgreSQL and Redis are reached only
 * through loopback proxies the test cuts and restores, and whose object store is an S3 server the test stops.
 * The machine's own servers are never touched.
 */
export async function startFaultStack(): Promise<FaultStack> {
  const postgres = await startTcpProxy(hostAndPort(testInfrastructure.postgresUrl));
  const redis = await startTcpProxy(hostAndPort(testInfrastructure.redisUrl));
  const s3 = await startStoppableS3();
  const databaseUrl = await recreateDatabase(FAULT_DATABASE);
  const redisUrl = `${testInfrastructure.redisUrl.replace(/\/\d*$/, '')}/${FAULT_REDIS_DB}`;
  const flush = new Redis(redisUrl);
  await flush.flushdb();
  flush.disconnect();

  const settings = stackSettings({
    // Inside this slot's block of 100, clear of the end-to-end stack's own ports.
    ...stackPorts(E2E_SLOT * 100 + 50),
    DATA_DIR: `${E2E_ENV.DATA_DIR}-faults`,
    DATABASE_URL: postgres.through(databaseUrl),
    REDIS_URL: redis.through(redisUrl),
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: testInfrastructure.s3AccessKey,
    S3_SECRET_KEY: testInfrastructure.s3SecretKey,
    SKIP_BUILD: '1',
    GATEWAY_AUTH_RATE_PER_MINUTE: '6000',
    RESTART_SERVICES: '1',
  });
  const runnerLines: string[] = [];
  const stack = new LocalStack(settings, (line) => runnerLines.push(line));
  const close = async () => {
    await stack.stop();
    await postgres.close();
    await redis.close();
    await s3.dispose();
    await dropTestDatabase(FAULT_DATABASE);
  };
  try {
    await stack.start();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    stack,
    settings,
    gatewayUrl: stack.gatewayUrl,
    postgres,
    redis,
    s3,
    runnerLines,
    privateKey: readFileSync(ensureDevKeys(settings.dataDir).privateKeyFile, 'utf8'),
    pids() {
      const list = JSON.parse(readFileSync(join(settings.dataDir, 'processes.json'), 'utf8')) as Record<
        string,
        { pid: number }
      >;
      return Object.fromEntries(Object.entries(list).map(([name, entry]) => [name, entry.pid]));
    },
    serviceUrl: (service) => `http://127.0.0.1:${settings.servicePorts[service]}`,
    close,
  };
}
