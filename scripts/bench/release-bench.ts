import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@seedcorp/testing/browser';
import { answerHelp } from '../../libs/src/core/command-help';
import { ROOT, stackSettings } from '../stack/stack-settings';
import { PAGE_LIVE_MARK } from '../../web/src/islands/page-live-mark';
import { benchBaseUrl } from './bench-calls';
import { emulatePhone, firstRowAt, lighthouseRun, median, PHONE, SLOW_3G, watchFirstRow } from './phone-browser';

/**
 * `npm run bench:release`: the reading pages of this checkout beside those of the previous release, measured in one
 * run on this machine. The previous release (BENCH_PREVIOUS_REF, else the newest `release-*` tag not at HEAD) is
 * checked out in a folder of its own under the system's temporary folder, installed and built there once (kept for
 * the next run), and started as a second stack on ports of its own, with a database of its own and its own Redis
 * database; this checkout is the running `npm start` stack (BENCH_BASE_URL).
 *
 * For each page, median of BENCH_RUNS (3) each: Lighthouse's mobile performance score and Total Blocking Time; the
 * JavaScript a browser downloads (compressed) before the page is interactive (`html.hydrated`, set once its
 * controls work); and the time until its content is visible on a slow 3G phone (400 kbit/s, 400 ms, CPU 4x slower).
 * Targets: performance at least 95, blocking at most 100 ms, script at most 20 kB, and content no later than the
 * previous release's (within 5%, the runs' noise).
 */
const runs = Number(process.env.BENCH_RUNS ?? 3);
const PAGES: readonly { path: string; content: string }[] = [
  { path: '/', content: 'main .news-list li' },
  { path: '/tenders', content: 'main tbody tr > td + td' },
  { path: '/marketing/kharif-seeds', content: 'main table.content-table tbody tr' },
  { path: '/directory/directors', content: 'main tbody tr > td + td' },
];
const TARGETS = { performance: 95, blockingMs: 100, scriptBytes: 20_000, visibleSlack: 1.05 } as const;
/** The previous release's stack: every port moved by this much from the local stack's defaults. */
const PREVIOUS_PORT_OFFSET = 1_000;
const PREVIOUS_STACK_READY_MS = 240_000;
const FIRST_CONTENT_TIMEOUT_MS = 60_000;

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
}

function previousRef(): string {
  if (process.env.BENCH_PREVIOUS_REF) return process.env.BENCH_PREVIOUS_REF;
  const head = git('rev-parse', 'HEAD');
  const tags = git('for-each-ref', '--sort=-creatordate', '--format=%(refname:short)', 'refs/tags/release-*')
    .split('\n')
    .filter(Boolean);
  const found = tags.find((tag) => git('rev-list', '-n', '1', tag) !== head);
  if (!found) throw new Error('no release-* tag before HEAD: name the previous release with BENCH_PREVIOUS_REF');
  return found;
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** The previous release checked out, installed and built: once, then kept beside its commit's name. */
function buildPrevious(ref: string): { commit: string; dir: string } {
  const commit = git('rev-parse', '--short', `${ref}^{commit}`);
  const dir = join(tmpdir(), `seedcorp-release-${commit}`);
  const built = join(dir, '.release-bench-built');
  if (existsSync(built)) return { commit, dir };
  if (!existsSync(dir)) git('worktree', 'add', '--detach', dir, commit);
  log(`installing and building ${ref} (${commit}) in ${dir}`);
  run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  run('npm', ['run', 'build'], dir);
  writeFileSync(built, `${commit}\n`);
  return { commit, dir };
}

/** The local stack's ports by their settings' names, each moved by `offset` from its default. */
function portsMovedBy(offset: number): Record<string, string> {
  const defaults = stackSettings({});
  const moved = (port: number) => String(port + offset);
  return {
    GATEWAY_PORT: moved(defaults.gatewayPort),
    SITE_RENDERER_PORT: moved(defaults.siteRendererPort),
    S3_PORT: moved(defaults.s3.port),
    ...Object.fromEntries(
      Object.entries(defaults.servicePorts).map(([service, port]) => [`${service.toUpperCase()}_PORT`, moved(port)]),
    ),
  };
}

/** The previous release as a stack of its own: ports, data folder, database and Redis database apart. */
async function startPrevious(dir: string, commit: string): Promise<{ baseUrl: string; stop: () => void }> {
  const ports = portsMovedBy(PREVIOUS_PORT_OFFSET);
  const stack: ChildProcess = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      ...ports,
      SKIP_BUILD: '1',
      DATA_DIR: join(dir, '.data'),
      // One database per release, kept with its build: a release never meets a later one's schema.
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/seedcorp_release_${commit}`,
      REDIS_URL: 'redis://127.0.0.1:6379/15',
    },
  });
  const stop = () => {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM');
  };
  const baseUrl = `http://localhost:${ports.GATEWAY_PORT}`;
  const deadline = Date.now() + PREVIOUS_STACK_READY_MS;
  while (Date.now() < deadline) {
    const ready = await fetch(`${baseUrl}/about-us`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { baseUrl, stop };
    await sleep(2_000);
  }
  stop();
  throw new Error(`the previous release's stack did not answer at ${baseUrl}`);
}

interface PageFigures {
  performance: number;
  blockingMs: number;
  scriptBytes: number;
  visibleMs: number;
}

/**
 * In the page: the compressed bytes of the scripts it asked for before it became live (the mark its runtime sets;
 * a release without the mark, every script it had asked for by the moment it was live). A string: tsx would wrap a
 * function in a helper the page does not have.
 */
const SCRIPT_BYTES_BEFORE_LIVE = `(() => {
  const live = performance.getEntriesByName(${JSON.stringify(PAGE_LIVE_MARK)})[0]?.startTime ?? Infinity;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.endsWith('.js') && entry.startTime < live)
    .reduce((total, entry) => total + entry.encodedBodySize, 0);
})()`;

/** Compressed bytes of the scripts fetched before the page says its controls work. */
async function scriptBeforeInteractive(browser: Browser, address: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto(address);
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    return Number(await page.evaluate(SCRIPT_BYTES_BEFORE_LIVE));
  } finally {
    await context.close();
  }
}

/** Milliseconds from navigation start until the page's content has a box, on the emulated phone. */
async function contentVisible(browser: Browser, address: string, selector: string): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await emulatePhone(page);
    await page.addInitScript({ content: watchFirstRow(selector) });
    await page.goto(address, { waitUntil: 'commit', timeout: FIRST_CONTENT_TIMEOUT_MS });
    return await firstRowAt(page, FIRST_CONTENT_TIMEOUT_MS);
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, baseUrl: string, target: (typeof PAGES)[number]): Promise<PageFigures> {
  const address = `${baseUrl}${target.path}`;
  const performance: number[] = [];
  const blocking: number[] = [];
  const scripts: number[] = [];
  const visible: number[] = [];
  for (let round = 0; round < runs; round += 1) {
    const lhr = await lighthouseRun(address, 'en', ['performance']);
    performance.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
    blocking.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
    scripts.push(await scriptBeforeInteractive(browser, address));
    visible.push(await contentVisible(browser, address, target.content));
  }
  return {
    performance: median(performance),
    blockingMs: median(blocking),
    scriptBytes: median(scripts),
    visibleMs: median(visible),
  };
}

const describe = (figures: PageFigures) =>
  `performance ${figures.performance}, TBT ${Math.round(figures.blockingMs)} ms, ` +
  `JS ${(figures.scriptBytes / 1000).toFixed(1)} kB, visible ${Math.round(figures.visibleMs)} ms`;

function missed(path: string, now: PageFigures, before: PageFigures): string[] {
  const misses: string[] = [];
  if (now.performance < TARGETS.performance) misses.push(`${path} performance ${now.performance}`);
  if (now.blockingMs > TARGETS.blockingMs) misses.push(`${path} TBT ${Math.round(now.blockingMs)} ms`);
  if (now.scriptBytes > TARGETS.scriptBytes) misses.push(`${path} JS ${now.scriptBytes} bytes`);
  if (now.visibleMs > before.visibleMs * TARGETS.visibleSlack)
    misses.push(`${path} visible ${Math.round(now.visibleMs)} ms, previous ${Math.round(before.visibleMs)} ms`);
  return misses;
}

const USAGE =
  'usage: npm run bench:release   (against a running `npm start` stack)\n' +
  '  the reading pages of this checkout beside the previous release (BENCH_PREVIOUS_REF, else the newest release-* tag)';

async function main(): Promise<void> {
  answerHelp(USAGE);
  const ref = previousRef();
  const previous = buildPrevious(ref);
  const stack = await startPrevious(previous.dir, previous.commit);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  const misses: string[] = [];
  try {
    log(
      `reading pages, median of ${runs}: Lighthouse mobile; JS before interactive (compressed); content visible on ` +
        `slow 3G (${SLOW_3G.kbitPerSecond} kbit/s, ${SLOW_3G.latencyMs} ms), ${PHONE.width} px`,
    );
    for (const target of PAGES) {
      // Alternating, so that neither release has the machine to itself.
      const before = await measure(browser, stack.baseUrl, target);
      const now = await measure(browser, benchBaseUrl, target);
      log(
        `${target.path}\n  previous release ${ref} (${previous.commit}): ${describe(before)}\n  this checkout: ${describe(now)}`,
      );
      misses.push(...missed(target.path, now, before));
    }
  } finally {
    await browser.close();
    stack.stop();
  }
  log(
    misses.length === 0
      ? `every page within its targets (performance >= ${TARGETS.performance}, TBT <= ${TARGETS.blockingMs} ms, JS <= ${TARGETS.scriptBytes / 1000} kB, visible no later)`
      : `missed: ${misses.join('; ')}`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

void main().catch((error: Error) => {
  process.stderr.write(`${error.stack ?? error.message}\n`);
  process.exit(1);
});
