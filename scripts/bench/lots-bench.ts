import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { API, SEED_LOT_COLUMNS, type SeedCatalogue, SEED_CATALOGUE_PATH } from '@seedcorp/contracts';
import { ensureDevKeys } from '@seedcorp/stack';
import { signAdminToken } from '@seedcorp/testing';
import { ROOT, stackSettings } from '../stack/stack-settings';
import { serviceEnv } from '../stack/stack';
import { untilListening } from './miss-renderer';
import { answerHelp } from '../../libs/src/core/command-help';

/**
 * `npm run bench:lots`: a farmer's check of a seed lot with 100,000 lots kept, as the gateway passes it on a cache
 * miss. The content service of this build (`npm run build:services` first) on a database and Redis database of its
 * own, with no stack running: a 10,000-lot CSV loaded through its API (timed), the rest filled to `BENCH_LOTS`
 * (100,000) in SQL; then `BENCH_REQUESTS` (2,000) sequential checks of lots picked at random and as many of numbers
 * that are no lot (each from an address of its own, as many farmers), p50 and p99, beside nginx serving the same
 * answer's bytes as a static file to the same client. Targets: the check's p99 at most 50 ms, the load at most 10 s.
 */
const settings = stackSettings();
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const lotCount = Number(process.env.BENCH_LOTS ?? 100_000);
const CONTENT_PORT = settings.servicePorts.content + 20_900;
const NGINX_PORT = CONTENT_PORT + 1;
const BENCH_DATABASE = 'seedcorp_bench_lots';
const BENCH_REDIS = 'redis://127.0.0.1:6379/14';
const TARGETS = { maxCheckP99Ms: 50, maxLoadSeconds: 10 };
const LOADED = 10_000;

const log = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];
const fixed = (value: number) => value.toFixed(2).padStart(7);
const databaseUrlOf = (name: string) => settings.databaseUrl.replace(/\/[^/]*$/, `/${name}`);
const lotNumber = (index: number) => `BN/26/${String(index).padStart(6, '0')}`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr}`);
}

async function startBenchContent(): Promise<ChildProcess> {
  const admin = new Pool({ connectionString: databaseUrlOf('postgres'), max: 1 });
  await admin.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  await admin.end();
  const env = {
    ...serviceEnv('content', settings, ensureDevKeys(settings.dataDir)),
    DATABASE_URL: databaseUrlOf(BENCH_DATABASE),
    REDIS_URL: BENCH_REDIS,
    PORT: String(CONTENT_PORT),
    LOG_LEVEL: 'warn',
  };
  run('node', [join('services', 'content', 'dist', 'migrate.js')], env);
  const child = spawn('node', [join('services', 'content', 'dist', 'main.js')], { cwd: ROOT, env, stdio: 'ignore' });
  return untilListening(child, `http://127.0.0.1:${CONTENT_PORT}/readyz`, 'the bench content service');
}

function csvOf(variety: string, from: number, count: number): string {
  const row = (index: number) =>
    [
      lotNumber(index),
      'Wheat',
      variety,
      'Certified',
      'Rabi 2026-27',
      ['Umri', 'Hisar', 'Sirsa', 'Yamuna Nagar', 'Tohana', 'Pataudi'][index % 6],
      '10/09/2026',
      '20/09/2026',
      '91.5',
      '98.2',
      '11',
      '19/06/2099',
      'Haryana State Seed Certification Agency',
      `C ${index * 400 + 1}-${index * 400 + 400}`,
      '400',
      '40',
    ].join(',');
  const rows = Array.from({ length: count }, (_, offset) => row(from + offset));
  return [Object.values(SEED_LOT_COLUMNS).join(','), ...rows].join('\n');
}

/** The first 10,000 lots through the load call, timed as a publisher waits for it. */
async function loadThroughApi(variety: string): Promise<number> {
  const keys = ensureDevKeys(settings.dataDir);
  const token = signAdminToken(readFileSync(keys.privateKeyFile, 'utf8'));
  const form = new FormData();
  form.append('csv', new Blob([csvOf(variety, 0, LOADED)], { type: 'text/csv' }), 'lots.csv');
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${CONTENT_PORT}${API.seedLots.load}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  const body = (await response.json()) as { status: number; message: string };
  if (body.status !== 200) throw new Error(`the load was refused: ${body.message}`);
  return seconds;
}

/** The rest of the lots, straight into the table: only the check is measured on them. */
async function fillRest(variety: string): Promise<void> {
  const db = new Pool({ connectionString: databaseUrlOf(BENCH_DATABASE), max: 1 });
  await db.query(
    `INSERT INTO content.seed_lots
       (lot_key, lot_number, crop, variety, seed_class, season, plant, processed_on, tested_on, germination, purity,
        moisture, valid_until, certification_agency, tag_series, bags, bag_grams)
     SELECT 'BN26' || lpad(n::text, 6, '0'), 'BN/26/' || lpad(n::text, 6, '0'), 'wheat', $1::jsonb, 'certified',
       'Rabi 2026-27', 'hisar', '2026-09-10', '2026-09-20', 91.5, 98.2, 11, '2099-06-19',
       'Haryana State Seed Certification Agency', 'C ' || n, 400, 40000
     FROM generate_series($2::int, $3::int) AS n`,
    [JSON.stringify({ en: variety, hi: variety }), LOADED, lotCount - 1],
  );
  await db.query('ANALYZE content.seed_lots');
  await db.end();
}

async function timed(url: (index: number) => string, address: (index: number) => string): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < requests; index += 1) {
    const started = performance.now();
    const response = await fetch(url(index), { headers: { 'X-Forwarded-For': address(index) } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url(index)} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/** nginx serving `bytes` as a static file on its own port: the reference no answer can beat. */
function startStaticNginx(bytes: string): { stop(): void } {
  const directory = mkdtempSync(join(tmpdir(), 'lots-bench-nginx-'));
  mkdirSync(join(directory, 'root'));
  writeFileSync(join(directory, 'root', 'check.json'), bytes);
  writeFileSync(
    join(directory, 'nginx.conf'),
    `pid ${directory}/nginx.pid; error_log ${directory}/error.log warn; daemon on; worker_processes 1;
events { worker_connections 256; }
http { access_log off; client_body_temp_path ${directory}; proxy_temp_path ${directory};
  fastcgi_temp_path ${directory}; uwsgi_temp_path ${directory}; scgi_temp_path ${directory};
  default_type application/json; keepalive_timeout 65;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${directory}/root; } }`,
  );
  run('nginx', ['-c', join(directory, 'nginx.conf')], process.env);
  return {
    stop() {
      spawnSync('nginx', ['-c', join(directory, 'nginx.conf'), '-s', 'stop']);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

const USAGE = `usage: npm run bench:lots   (after npm run build:services; no stack needed)\n  a seed lot check with ${lotCount} lots kept, beside nginx's static file; a ${LOADED}-lot CSV load`;

async function main(): Promise<void> {
  answerHelp(USAGE);
  const failures: string[] = [];
  const content = await startBenchContent();
  let nginx: { stop(): void } | undefined;
  try {
    const catalogue = (await (await fetch(`http://127.0.0.1:${CONTENT_PORT}${SEED_CATALOGUE_PATH}`)).json()) as {
      data: SeedCatalogue;
    };
    const variety = catalogue.data.crops.find((crop) => crop.slug === 'wheat')?.varieties[0]?.en;
    if (!variety) throw new Error('the wheat varieties table is not published');
    const loadSeconds = await loadThroughApi(variety);
    await fillRest(variety);

    const check = (lot: string) =>
      `http://127.0.0.1:${CONTENT_PORT}${API.seedLots.webCheck}?lotNumber=${encodeURIComponent(lot)}`;
    const sample = await (await fetch(check(lotNumber(1)), { headers: { 'X-Forwarded-For': '198.51.100.1' } })).text();
    nginx = startStaticNginx(sample);
    // Each check from an address of its own: a crowd of farmers, none near the per-address limit.
    const address = (index: number) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    // Warm-up: the service's first answers compile its code paths.
    await timed(
      (index) => check(lotNumber(index)),
      (index) => address(index + 100_000),
    );
    const lots = await timed(
      () => check(lotNumber(Math.floor(Math.random() * lotCount))),
      (index) => address(index + 200_000),
    );
    const unknown = await timed(
      (index) => check(`ZZ/26/${String(index).padStart(6, '0')}`),
      (index) => address(index + 300_000),
    );
    const reference = await timed(
      () => `http://127.0.0.1:${NGINX_PORT}/check.json`,
      () => '127.0.0.1',
    );

    log(
      `seed lot checks, ${lotCount} lots kept, ${requests} sequential requests each (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GB)`,
    );
    log(`                          p50 ms  p99 ms`);
    log(`  a lot, at random       ${fixed(percentile(lots, 0.5))} ${fixed(percentile(lots, 0.99))}`);
    log(`  a number that is no lot${fixed(percentile(unknown, 0.5))} ${fixed(percentile(unknown, 0.99))}`);
    log(`  nginx, the same bytes  ${fixed(percentile(reference, 0.5))} ${fixed(percentile(reference, 0.99))}`);
    log(`  answer: ${sample.length} bytes`);
    log(`load of ${LOADED} lots from a CSV: ${loadSeconds.toFixed(2)} s (target at most ${TARGETS.maxLoadSeconds} s)`);
    for (const [name, times] of [
      ['a lot', lots],
      ['a number that is no lot', unknown],
    ] as const) {
      if (percentile(times, 0.99) > TARGETS.maxCheckP99Ms)
        failures.push(`${name}: p99 above ${TARGETS.maxCheckP99Ms} ms`);
    }
    if (loadSeconds > TARGETS.maxLoadSeconds) failures.push(`the load took more than ${TARGETS.maxLoadSeconds} s`);
  } finally {
    nginx?.stop();
    content.kill();
  }
  if (failures.length) {
    log(`targets missed: ${failures.join('; ')}`);
    process.exitCode = 1;
  } else {
    log('every target met');
  }
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
