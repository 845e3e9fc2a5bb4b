import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { API, type TenderItem } from '@seedcorp/contracts';
import { ROOT, stackSettings } from '../stack/stack-settings';
import { benchAdminToken, benchBaseUrl, post, publishDocument } from './bench-calls';
import { startMissRenderer } from './miss-renderer';
import { luaScript, medianOf, rssMb, wrk, type WrkFigures } from './wrk';
import { answerHelp } from '../../libs/src/core/command-help';

/**
 * `npm run bench:renderer` against a running `npm start` stack, for the pages the site renderer makes:
 * - cache-miss latency: a second renderer of the same build, reading the stack's services, whose activity stream
 *   is out of reach so it keeps no page and renders every request; sequential requests to /tenders (with at
 *   least 50 tenders, published for the run and removed after it) and to /, p50 and p99, in two rounds, with that
 *   renderer's memory before and after each;
 * - cached pages through the gateway under wrk (100 connections) beside the same nginx serving the same HTML as a
 *   static file, and the ratio.
 * BENCH_REQUESTS (200 a page and round), BENCH_SECONDS (2), BENCH_PAIRS (3) and BENCH_CONNECTIONS (100) tune it.
 */
const settings = stackSettings();
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const load = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 100),
  seconds: Number(process.env.BENCH_SECONDS ?? 2),
};
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
const TENDERS = 50;
/** A list page, the home page, and two pages of words (the longest among them, /website-policies). */
const PAGES = ['/tenders', '/', '/about-us', '/website-policies'];
const MISS_RENDERER_PORT = settings.siteRendererPort + 900;
const TARGETS = { maxP50Ms: 25, maxP99Ms: 100, minRatio: 0.8, maxRssMb: 150, maxRssGrowthMb: 5 };

const log = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

async function ensureTenders(token: string): Promise<string[]> {
  const answer = await post<TenderItem[]>(API.notifications.getNotification, {
    location: 'Tender',
    includeFile: false,
  });
  const missing = Math.max(0, TENDERS - (answer.data?.length ?? 0));
  const keys: string[] = [];
  const lastDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (let index = 0; index < missing; index += 1) {
    keys.push(await publishDocument(token, 'Tender', `Bench tender ${index + 1}`, lastDate));
  }
  return keys;
}

async function missLatencies(path: string): Promise<number[]> {
  const url = `http://127.0.0.1:${MISS_RENDERER_PORT}${path}`;
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const fixed = (value: number) => value.toFixed(1).padStart(7);
const figures = (measured: WrkFigures) =>
  `${String(Math.round(measured.requestsPerSecond)).padStart(7)} req/s, p50 ${measured.p50Ms.toFixed(2)} ms, p99 ${measured.p99Ms.toFixed(2)} ms, ${measured.errors} errors`;

const USAGE = `usage: npm run bench:renderer   (against a running \`npm start\` stack)\n  the site renderer's cache-miss latency and memory, and pages through the gateway`;

async function main(): Promise<void> {
  answerHelp(USAGE);
  const token = benchAdminToken();
  const failures: string[] = [];
  const published = await ensureTenders(token);
  const renderer = await startMissRenderer(MISS_RENDERER_PORT);
  const directory = mkdtempSync(join(tmpdir(), 'seedcorp-renderer-bench-'));
  const files = join(ROOT, 'web', 'dist', `bench-${process.pid}`);
  mkdirSync(files);
  try {
    log(
      `site renderer on ${cpus().length} cores and ${Math.round(totalmem() / 2 ** 30)} GB ` +
        `(${new Date().toISOString().slice(0, 10)}), ${published.length} tenders published for the run`,
    );
    log(`\ncache misses, ${requests} sequential requests a page and round (after one round to warm up)`);
    for (const path of PAGES)
      await missLatencies(path).then(
        () => undefined,
        () => undefined,
      );
    const rss = [rssMb(renderer.pid as number)];
    for (let round = 1; round <= 2; round += 1) {
      for (const path of PAGES) {
        const times = await missLatencies(path);
        const [p50, p99] = [percentile(times, 0.5), percentile(times, 0.99)];
        log(`round ${round} ${path.padEnd(9)} p50 ${fixed(p50)} ms  p99 ${fixed(p99)} ms`);
        if (p50 > TARGETS.maxP50Ms) failures.push(`${path}: miss p50 ${p50.toFixed(1)} ms`);
        if (p99 > TARGETS.maxP99Ms) failures.push(`${path}: miss p99 ${p99.toFixed(1)} ms`);
      }
      rss.push(rssMb(renderer.pid as number));
    }
    log(`renderer RSS (MB): before ${rss[0]}, after round 1 ${rss[1]}, after round 2 ${rss[2]}`);
    if (Math.max(...rss) > TARGETS.maxRssMb) failures.push(`renderer RSS above ${TARGETS.maxRssMb} MB`);
    if (rss[2] - rss[1] > TARGETS.maxRssGrowthMb) failures.push(`renderer RSS grew ${rss[2] - rss[1]} MB in round 2`);

    log(
      `\ncached pages through the gateway, ${load.connections} connections, median of ${pairs} runs of ${load.seconds} s`,
    );
    const get = luaScript(directory, 'get', { method: 'GET' });
    for (const [index, path] of PAGES.entries()) {
      const html = await (await fetch(`${benchBaseUrl}${path}`)).text();
      writeFileSync(join(files, `page-${index}.html`), html);
      const pageRuns: WrkFigures[] = [];
      const fileRuns: WrkFigures[] = [];
      await wrk(`${benchBaseUrl}${path}`, get, load);
      for (let pair = 0; pair < pairs; pair += 1) {
        pageRuns.push(await wrk(`${benchBaseUrl}${path}`, get, load));
        fileRuns.push(await wrk(`${benchBaseUrl}/bench-${process.pid}/page-${index}.html`, get, load));
      }
      const [page, file] = [medianOf(pageRuns), medianOf(fileRuns)];
      const ratio = page.requestsPerSecond / file.requestsPerSecond;
      log(`${path.padEnd(9)} ${Buffer.byteLength(html)} bytes`);
      log(`  page:        ${figures(page)}`);
      log(`  static file: ${figures(file)}`);
      log(`  ratio ${ratio.toFixed(2)}`);
      if (ratio < TARGETS.minRatio) failures.push(`${path}: cached ratio ${ratio.toFixed(2)}`);
      if (page.errors > 0) failures.push(`${path}: ${page.errors} errors`);
    }
  } finally {
    renderer.kill();
    rmSync(files, { recursive: true, force: true });
    rmSync(directory, { recursive: true, force: true });
    for (const key of published) await post(API.notifications.deleteNotification, { key }, token);
  }
  log(
    `\ntargets: miss p50 <= ${TARGETS.maxP50Ms} ms and p99 <= ${TARGETS.maxP99Ms} ms, cached ratio >= ${TARGETS.minRatio}, ` +
      `renderer RSS <= ${TARGETS.maxRssMb} MB growing at most ${TARGETS.maxRssGrowthMb} MB: ` +
      (failures.length === 0 ? 'all met' : `MISSED (${failures.join('; ')})`),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${String(error instanceof Error ? (error.stack ?? error.message) : error)}\n`);
  process.exit(1);
});
