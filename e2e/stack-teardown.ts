import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_ENV } from './e2e-env';

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the browser, the stack, and any service a suite started again after stopping it (listed in processes.json). */
export default async function stackTeardown(): Promise<void> {
  await globalThis.__E2E_CHROMIUM__?.close();
  await globalThis.__E2E_STACK__?.stop();
  const listFile = join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'processes.json');
  if (!existsSync(listFile)) return;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, { pid?: number }>;
  const left = Object.values(list)
    .map((entry) => entry.pid)
    .filter((pid): pid is number => typeof pid === 'number' && isAlive(pid));
  for (const pid of left) process.kill(pid, 'SIGTERM');
  for (let waited = 0; waited < 10_000 && left.some(isAlive); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
