import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Redis from 'ioredis';
import { dropTestDatabase, isListening, pollUntil, recreateDatabase, testInfrastructure } from '@seedcorp/testing';
import { DEV_RELOAD_SOCKET_PATH } from '../web/server/renderer-config';
import { E2E_DATABASE, E2E_ENV, E2E_SLOT, stackPorts } from './e2e-env';
import { descendantsOf } from '@seedcorp/stack';
import { FAULT_REDIS_DB } from './fault-stack';
import { isAlive } from './stack-teardown';

const ROOT = join(__dirname, '..');
// Inside this slot's block of 100, clear of the end-to-end stack (+0) and the fault stack (+50).
const PORTS = stackPorts(E2E_SLOT * 100 + 70);
const GATEWAY = `http://localhost:${PORTS.GATEWAY_PORT}`;
const DATA_DIR = `${E2E_ENV.DATA_DIR}-dev`;
const DATABASE = `${E2E_DATABASE}_dev`;
// The fault stack's Redis database: its suite runs before or after this one (--runInBand), never beside it.
const REDIS_URL = `${testInfrastructure.redisUrl.replace(/\/\d*$/, '')}/${FAULT_REDIS_DB}`;
const PAGE_COMPONENT = join(ROOT, 'web', 'src', 'pages', 'sitemap', 'SitemapPage.tsx');
const SERVICE_SOURCE = join(ROOT, 'services', 'media', 'src', 'main.ts');
const MARKER = `Edited while npm run dev ran ${Date.now()}`;
/** Vite sees a saved file within a moment; a machine busy with the end-to-end stack beside it may take longer. */
const EDIT_SHOWS_WITHIN_MS = 5000;
/** A start from an empty database: the migrations, the seven services and the admin app's first build, on 2 cores. */
const STARTS_WITHIN_MS = 180_000;
/** `tsc --watch` rebuilds the service (a few seconds), then the service starts (a few more). */
const SERVICE_RESTARTS_WITHIN_MS = 45_000;

/** What the runner started, by name (its processes.json); nothing when it never got that far. */
function startedProcesses(): Record<string, { pid: number }> {
  try {
    return JSON.parse(readFileSync(join(ROOT, DATA_DIR, 'processes.json'), 'utf8')) as Record<string, { pid: number }>;
  } catch {
    return {};
  }
}

/** The status the gateway answers a browser opening the reload socket with (101: switched to a WebSocket). */
async function reloadSocketStatus(): Promise<number | undefined> {
  // Vite opens the socket only to a page that loaded its client, which carries the token.
  const client = await (await fetch(`${GATEWAY}/@vite/client`)).text();
  const token = /const wsToken = "([^"]+)"/.exec(client)?.[1] ?? '';
  return new Promise((resolve, reject) => {
    const opening = request(`${GATEWAY}${DEV_RELOAD_SOCKET_PATH}?token=${token}`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': randomBytes(16).toString('base64'),
        'Sec-WebSocket-Protocol': 'vite-hmr',
      },
    });
    opening.once('upgrade', (answer, socket) => {
      socket.destroy();
      resolve(answer.statusCode);
    });
    opening.once('response', (answer) => {
      answer.resume();
      resolve(answer.statusCode);
    });
    opening.once('error', reject);
    opening.end();
  });
}

/** How many times `tsc --watch` of the services has finished a build (its log says so after each). */
const finishedBuilds = () =>
  readFileSync(join(ROOT, DATA_DIR, 'logs', 'services-build.log'), 'utf8').split('Watching for file changes.').length -
  1;

const pageText = async (path: string) => (await fetch(`${GATEWAY}${path}`)).text();

describe('npm run dev (the developer loop)', () => {
  const original = readFileSync(PAGE_COMPONENT, 'utf8');
  const originalService = readFileSync(SERVICE_SOURCE, 'utf8');
  let runner: ChildProcess | undefined;
  let exited: Promise<number | null> | undefined;
  let output = '';

  beforeAll(async () => {
    const redis = new Redis(REDIS_URL);
    await redis.flushdb();
    redis.disconnect();
    // `npm run dev` is `tsx scripts/dev.ts`, run here by Node itself with tsx's loader: tsx's command line kills a
    // child that has not confirmed a relayed Ctrl-C within 60 ms, which a machine this busy can miss.
    runner = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...PORTS,
        DATABASE_URL: await recreateDatabase(DATABASE),
        REDIS_URL,
        DATA_DIR,
        // The services were built by `npm run test:e2e`.
        SKIP_BUILD: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = runner;
    exited = new Promise((resolve) => started.once('exit', resolve));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Platform ready.')) resolve();
      });
      void exited?.then(() => reject(new Error(`npm run dev exited early:\n${output}`)));
    });
  }, STARTS_WITHIN_MS);

  afterAll(async () => {
    writeFileSync(PAGE_COMPONENT, original);
    writeFileSync(SERVICE_SOURCE, originalService);
    if (runner?.exitCode === null) {
      runner.kill('SIGINT');
      await exited;
    }
    // Should the runner have failed to stop them, nothing it started outlives the test (nginx's workers included).
    for (const { pid } of Object.values(startedProcesses())) {
      if (!isAlive(pid)) continue;
      for (const each of [pid, ...descendantsOf(pid)]) {
        try {
          process.kill(each, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
    }
    await dropTestDatabase(DATABASE);
  });

  it(
    'serves a page through the gateway, shows an edit of its component at the next request, starts a service again on its new build, and stops cleanly',
    async () => {
      const page = await fetch(`${GATEWAY}/sitemap`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<h1');
      expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
      expect(html).not.toContain(MARKER);
      // The browser's modules come from Vite, through the gateway's page location.
      const entry = await fetch(`${GATEWAY}/src/main.tsx`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('content-type')).toContain('javascript');
      // An open page hears of an edit through the gateway, and reloads itself.
      expect(await reloadSocketStatus()).toBe(101);
      // The admin app, as its watching build wrote it.
      expect(await pageText('/login')).toContain('/admin/assets/');

      writeFileSync(PAGE_COMPONENT, original.replace('<PageTitle />', `<PageTitle />\n      <p>${MARKER}</p>`));
      await pollUntil(
        () => pageText('/sitemap'),
        (text) => text.includes(`<p>${MARKER}</p>`),
        EDIT_SHOWS_WITHIN_MS,
      );
      writeFileSync(PAGE_COMPONENT, original);
      await pollUntil(
        () => pageText('/sitemap'),
        (text) => !text.includes(MARKER),
        EDIT_SHOWS_WITHIN_MS,
      );

      // A service whose source changed is rebuilt and started again.
      const mediaBefore = startedProcesses().media.pid;
      writeFileSync(SERVICE_SOURCE, `${originalService}// ${MARKER}\n`);
      await pollUntil(
        async () => {
          const media = startedProcesses().media.pid;
          const ready = await fetch(`http://127.0.0.1:${PORTS.MEDIA_PORT}/readyz`);
          return media !== mediaBefore && ready.status === 200;
        },
        (restarted) => restarted,
        SERVICE_RESTARTS_WITHIN_MS,
      );
      expect(readFileSync(join(ROOT, 'services', 'media', 'dist', 'main.js'), 'utf8')).toContain(MARKER);
      // Stopped only once tsc has written the build of the source as it was: no half-written file is left behind.
      const buildsBefore = finishedBuilds();
      writeFileSync(SERVICE_SOURCE, originalService);
      await pollUntil(
        async () => finishedBuilds(),
        (builds) => builds > buildsBefore,
        SERVICE_RESTARTS_WITHIN_MS,
      );

      const processList = startedProcesses();
      expect(Object.keys(processList)).toEqual(
        expect.arrayContaining(['site-renderer', 'admin-web', 'services-build', 'nginx']),
      );
      runner?.kill('SIGINT');
      expect(await exited).toBe(0);
      expect(Object.entries(processList).filter(([, { pid }]) => isAlive(pid))).toEqual([]);
      for (const port of Object.values(PORTS)) expect(await isListening(Number(port))).toBe(false);
    },
    SERVICE_RESTARTS_WITHIN_MS * 2,
  );
});
