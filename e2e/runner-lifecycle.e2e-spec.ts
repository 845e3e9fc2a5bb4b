import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { SERVICES } from '@seedcorp/contracts/route-table';
import { isListening, recreateDatabase } from '@seedcorp/testing';
import { LocalStack } from '@seedcorp/stack';
import { stackSettings } from '@seedcorp/stack';
import { E2E_DATABASE, E2E_ENV, E2E_SLOT } from './e2e-env';
import { isAlive } from './stack-teardown';

const ROOT = join(__dirname, '..');
const PORTS = {
  GATEWAY_PORT: 28080 + E2E_SLOT * 100,
  AUTH_PORT: 23001 + E2E_SLOT * 100,
  MEDIA_PORT: 23002 + E2E_SLOT * 100,
  NOTIFICATIONS_PORT: 23003 + E2E_SLOT * 100,
  DIRECTORIES_PORT: 23004 + E2E_SLOT * 100,
  DASHBOARD_PORT: 23005 + E2E_SLOT * 100,
  CONTENT_PORT: 23007 + E2E_SLOT * 100,
  SALES_PORT: 23008 + E2E_SLOT * 100,
  SITE_RENDERER_PORT: 23006 + E2E_SLOT * 100,
  S3_PORT: 29000 + E2E_SLOT * 100,
};

async function runnerEnv(): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    ...Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, String(port)])),
    DATABASE_URL: await recreateDatabase(`${E2E_DATABASE}_runner`),
    DATA_DIR: `${E2E_ENV.DATA_DIR}-runner`,
    SKIP_BUILD: '1',
  };
}

describe('npm start (the local runner)', () => {
  it('serves the platform, and Ctrl-C leaves nothing listening', async () => {
    const runner = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/start.ts'], {
      cwd: ROOT,
      env: await runnerEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    runner.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => runner.once('exit', resolve));
    await new Promise<void>((resolve, reject) => {
      runner.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Platform ready.')) resolve();
      });
      void exited.then(() => reject(new Error(`runner exited early:\n${output}`)));
    });

    expect(output).toContain(`http://localhost:${PORTS.GATEWAY_PORT}/login`);
    const home = await fetch(`http://localhost:${PORTS.GATEWAY_PORT}/`);
    expect(home.status).toBe(200);

    runner.kill('SIGINT');
    expect(await exited).toBe(0);
    for (const port of Object.values(PORTS)) expect(await isListening(port)).toBe(false);
  });

  it('stops everything it had started when a start fails partway', async () => {
    const settings = stackSettings(await runnerEnv());
    const processList = join(settings.dataDir, 'processes.json');
    rmSync(processList, { force: true });
    // The site renderer finds its port taken and exits, after the services and nginx have been started.
    // Whoever else connects there (the runner waiting for the renderer) is hung up on.
    const holder = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => holder.listen(PORTS.SITE_RENDERER_PORT, '127.0.0.1', resolve));
    try {
      await expect(new LocalStack(settings, () => undefined).start()).rejects.toThrow(
        'site-renderer exited during start-up',
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }

    const started = JSON.parse(readFileSync(processList, 'utf8')) as Record<string, { pid: number }>;
    expect(Object.keys(started).sort()).toEqual([...SERVICES, 'nginx', 'site-renderer'].sort());
    expect(Object.entries(started).filter(([, { pid }]) => isAlive(pid))).toEqual([]);
    // nginx's workers and the embedded S3 server are not in the list: nothing may listen on their ports either.
    for (const port of Object.values(PORTS)) expect(await isListening(port)).toBe(false);
  });
});
