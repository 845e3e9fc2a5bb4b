import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ServiceName } from '@seedcorp/contracts/route-table';
import { testInfrastructure } from '@seedcorp/testing';
import { ensureDevKeys } from '@seedcorp/stack';
import { startProcess, stopProcesses, waitUntilReady } from '@seedcorp/stack';
import { serviceEnv, siteRendererEnv } from '@seedcorp/stack';
import { ROOT, stackSettings } from '@seedcorp/stack';
import { E2E_DATABASE, E2E_ENV } from './e2e-env';

/**
 * Starts a service of the end-to-end stack again if an earlier suite stopped it (the gateway suite stops the
 * dashboard to see the 502), exactly as the runner starts it. Answers how to stop what it started.
 */
export async function ensureServiceRunning(service: ServiceName | 'site-renderer'): Promise<() => Promise<void>> {
  const databaseUrl = new URL(testInfrastructure.postgresUrl);
  databaseUrl.pathname = `/${E2E_DATABASE}`;
  const settings = stackSettings({ ...E2E_ENV, DATABASE_URL: databaseUrl.toString() });
  const renderer = service === 'site-renderer';
  const port = renderer ? settings.siteRendererPort : settings.servicePorts[service];
  const readyz = `http://127.0.0.1:${port}/readyz`;
  try {
    if ((await fetch(readyz, { signal: AbortSignal.timeout(2000) })).status === 200) return async () => undefined;
  } catch {
    // not running: start it below
  }
  const managed = renderer
    ? startProcess(service, 'node', [join('web', 'dist-server', 'site-renderer.js')], {
        cwd: ROOT,
        env: siteRendererEnv(settings),
        logFile: join(settings.dataDir, 'logs', `${service}.log`),
      })
    : startProcess(service, 'node', [join('services', service, 'dist', 'main.js')], {
        cwd: ROOT,
        env: serviceEnv(service, settings, ensureDevKeys(settings.dataDir)),
        logFile: join(settings.dataDir, 'logs', `${service}.log`),
      });
  await waitUntilReady(readyz, managed, 60_000);
  // The stack's process list names it, so the end of the run stops it with the rest.
  const listFile = join(settings.dataDir, 'processes.json');
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, { pid?: number }>;
  writeFileSync(listFile, `${JSON.stringify({ ...list, [service]: { pid: managed.child.pid } }, null, 2)}\n`);
  return () => stopProcesses([managed]);
}

/**
 * Starts another replica of a service of the end-to-end stack, on `port`, against the same database and Redis as
 * the first (which the gateway keeps sending its calls to), as a second pod of a deployment would run. Answers how
 * to stop it; the end of the run stops it too if a suite fails first.
 */
export async function startReplica(service: ServiceName, port: number): Promise<() => Promise<void>> {
  const databaseUrl = new URL(testInfrastructure.postgresUrl);
  databaseUrl.pathname = `/${E2E_DATABASE}`;
  const settings = stackSettings({ ...E2E_ENV, DATABASE_URL: databaseUrl.toString() });
  const name = `${service}-replica`;
  const managed = startProcess(name, 'node', [join('services', service, 'dist', 'main.js')], {
    cwd: ROOT,
    env: { ...serviceEnv(service, settings, ensureDevKeys(settings.dataDir)), PORT: String(port) },
    logFile: join(settings.dataDir, 'logs', `${name}.log`),
  });
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, managed, 60_000);
  const listFile = join(settings.dataDir, 'processes.json');
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, { pid?: number }>;
  writeFileSync(listFile, `${JSON.stringify({ ...list, [name]: { pid: managed.child.pid } }, null, 2)}\n`);
  return () => stopProcesses([managed]);
}
