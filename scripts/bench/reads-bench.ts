import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { ROUTES, SERVICES } from '@seedcorp/contracts/route-table';
import { methodOf, type ApiPath } from '@seedcorp/contracts';
import { ROOT, stackSettings } from '../stack/stack-settings';
import { PUBLIC_READ_SAMPLES } from '../testing/public-read-samples';
import { luaScript, medianOf, rssMb, wrk, type WrkFigures } from './wrk';
import { answerHelp } from '../../libs/src/core/command-help';

/**
 * `npm run bench:reads` against a running `npm start` stack: each public read through the gateway under wrk with
 * 100 connections (requests per second, p50, p99, errors), beside the same nginx serving a static file of the same
 * size from the site's build (same logging, same headers: only the path to the answer differs), and the ratio; twice, with every service's memory before, between and after. Each read
 * and its static file are measured in turn BENCH_PAIRS times and the medians kept, so that a burst of other work
 * on the machine weighs on both sides alike. BENCH_BASE_URL, BENCH_SECONDS (per measurement, 2), BENCH_PAIRS (3)
 * and BENCH_CONNECTIONS (100) tune it.
 */
const settings = stackSettings();
const baseUrl = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${settings.gatewayPort}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const pairs = Number(process.env.BENCH_PAIRS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const ROUNDS = 2;
const load = { connections, seconds };

/** The promises this bench checks: the gateway's reads keep up with static files, answer fast, and stay small. */
const TARGETS = { minRatio: 0.8, maxP99Ms: 20, maxRssMb: 150, maxRssGrowthMb: 5 };

interface Read {
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  bytes: number;
}

const log = (line: string) => process.stdout.write(`${line}\n`);

function processIds(): Record<string, number> {
  const list = JSON.parse(readFileSync(join(settings.dataDir, 'processes.json'), 'utf8')) as Record<
    string,
    { pid: number }
  >;
  return Object.fromEntries(Object.entries(list).map(([name, entry]) => [name, entry.pid]));
}

function servicesRss(): Record<string, number> {
  const pids = processIds();
  return Object.fromEntries([...SERVICES, 'site-renderer'].map((name) => [name, rssMb(pids[name])]));
}

async function describeRead(path: string): Promise<Read> {
  const method = methodOf(path as ApiPath);
  const body = method === 'POST' ? JSON.stringify(PUBLIC_READ_SAMPLES[path] ?? {}) : undefined;
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: body ? { 'Content-Type': 'application/json' } : {},
    body,
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`${method} ${path} answered ${response.status}: nothing to measure`);
  return { path, method, body, bytes };
}

const pad = (text: string | number, width: number) => String(text).padStart(width);
const figures = (measured: WrkFigures) =>
  `${pad(Math.round(measured.requestsPerSecond), 8)} ${pad(measured.p50Ms.toFixed(2), 7)} ${pad(measured.p99Ms.toFixed(2), 7)} ${pad(measured.errors, 6)}`;

const USAGE =
  'usage: npm run bench:reads   (against a running `npm start` stack)\n  each public read through the gateway under wrk, beside a static file of the same size\n  BENCH_BASE_URL, BENCH_SECONDS, BENCH_PAIRS tune it';

async function main(): Promise<void> {
  answerHelp(USAGE);
  const directory = mkdtempSync(join(tmpdir(), 'seedcorp-reads-bench-'));
  // Files of the build are served by the gateway itself; these are removed again at the end.
  const files = join(ROOT, 'web', 'dist', `bench-${process.pid}`);
  mkdirSync(files);
  // A lookup is held to a rate per address at the gateway, so one client's load is refused there by design: the seed
  // lot check is measured by bench:lots instead.
  const reads = await Promise.all(
    ROUTES.publicReads.filter((path) => !ROUTES.lookups.includes(path)).map(describeRead),
  );
  reads.forEach((read, index) => writeFileSync(join(files, `read-${index}.json`), Buffer.alloc(read.bytes, 0x20)));
  const reference = `${baseUrl}/bench-${process.pid}`;
  const failures: string[] = [];
  try {
    log(
      `reads through nginx, ${connections} connections, median of ${pairs} runs of ${seconds} s, on ${cpus().length} cores and ` +
        `${Math.round(totalmem() / 2 ** 30)} GB (${new Date().toISOString().slice(0, 10)})`,
    );
    const rss = [servicesRss()];
    for (let round = 1; round <= ROUNDS; round += 1) {
      log(`\nround ${round}`);
      // The first measurement of a round would otherwise also pay for warming nginx's workers and connections.
      await wrk(`${baseUrl}${reads[0].path}`, luaScript(directory, 'read-0', reads[0]), load);
      log(
        `${'read'.padEnd(46)} ${pad('bytes', 7)} | ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 6)}` +
          ` | static: ${pad('req/s', 8)} ${pad('p50 ms', 7)} ${pad('p99 ms', 7)} ${pad('errors', 6)} | ratio`,
      );
      for (const [index, read] of reads.entries()) {
        const readRuns: WrkFigures[] = [];
        const fileRuns: WrkFigures[] = [];
        for (let pair = 0; pair < pairs; pair += 1) {
          readRuns.push(await wrk(`${baseUrl}${read.path}`, luaScript(directory, `read-${index}`, read), load));
          const staticScript = luaScript(directory, 'static', { method: 'GET' });
          fileRuns.push(await wrk(`${reference}/read-${index}.json`, staticScript, load));
        }
        const measured = medianOf(readRuns);
        const file = medianOf(fileRuns);
        const ratio = measured.requestsPerSecond / file.requestsPerSecond;
        const name = `${read.method} ${read.path}`;
        log(
          `${name.padEnd(46)} ${pad(read.bytes, 7)} | ${figures(measured)} | static: ${figures(file)} | ${ratio.toFixed(2)}`,
        );
        if (ratio < TARGETS.minRatio) failures.push(`${name}: ratio ${ratio.toFixed(2)} < ${TARGETS.minRatio}`);
        if (measured.p99Ms > TARGETS.maxP99Ms)
          failures.push(`${name}: p99 ${measured.p99Ms} ms > ${TARGETS.maxP99Ms} ms`);
        if (measured.errors > 0) failures.push(`${name}: ${measured.errors} errors`);
      }
      rss.push(servicesRss());
    }
    log('\nRSS (MB)        before  after 1  after 2');
    for (const name of Object.keys(rss[0])) {
      const [before, first, second] = rss.map((sample) => sample[name]);
      log(`${name.padEnd(14)} ${pad(before, 7)} ${pad(first, 8)} ${pad(second, 8)}`);
      if (Math.max(before, first, second) > TARGETS.maxRssMb)
        failures.push(`${name}: RSS above ${TARGETS.maxRssMb} MB`);
      if (second - first > TARGETS.maxRssGrowthMb) failures.push(`${name}: RSS grew ${second - first} MB in round 2`);
    }
  } finally {
    rmSync(files, { recursive: true, force: true });
    rmSync(directory, { recursive: true, force: true });
  }
  log(
    `\ntargets: ratio >= ${TARGETS.minRatio}, p99 <= ${TARGETS.maxP99Ms} ms, no errors, RSS <= ${TARGETS.maxRssMb} MB ` +
      `and growing at most ${TARGETS.maxRssGrowthMb} MB in round 2: ${failures.length === 0 ? 'all met' : 'MISSED'}`,
  );
  for (const failure of failures) log(`  missed: ${failure}`);
  if (failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
