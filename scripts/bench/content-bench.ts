import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { API } from '@seedcorp/contracts';
import type { ContentRow } from '@seedcorp/contracts/content';
import { signAdminToken } from '@seedcorp/testing/test-keys';
import { seededPages, seededTables } from '../../services/content/src/seed/content-seed';
import { stackSettings } from '../stack/stack-settings';
import { answerHelp } from '../../libs/src/core/command-help';

/**
 * `npm run bench:content` against a running `npm start` stack: the time to publish a 200-row table through the
 * content service's API as the admin app does it, through the gateway (save the draft, then publish it), median of
 * BENCH_RUNS runs (10), beside its target; and the same for a page holding the words of /website-policies. The
 * table (a rate list with the Kharif rate list's columns) and the page are made for the run in the stack's database
 * and removed afterwards, so nothing of the site changes. BENCH_BASE_URL and
 * BENCH_RUNS tune it.
 */
const settings = stackSettings();
const baseUrl = (process.env.BENCH_BASE_URL ?? `http://localhost:${settings.gatewayPort}`).replace(/\/$/, '');
const runs = Number(process.env.BENCH_RUNS ?? 10);
const ROWS = 200;
const TARGET_MS = 300;
const BENCH_TABLE = 'bench-publish-200-rows';
/** A page made for the run, holding the words of the longest page of the site. */
const BENCH_PAGE = '/bench-publish-page';
const PAGE_MODEL = '/website-policies';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

interface Envelope<T> {
  status: number;
  message: string;
  data?: T;
}

async function post<T>(path: string, body: unknown, token: string): Promise<Envelope<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope<T>;
}

async function call<T>(path: string, body: unknown, token: string): Promise<T> {
  const answer = await post<T>(path, body, token);
  if (answer.status !== 200 || answer.data === undefined) throw new Error(`${path} refused: ${answer.message}`);
  return answer.data;
}

/** 200 rows of crop rates, every cell filled as a real list fills it (a third with no subsidy, stated in words). */
function rateRows(run: number): ContentRow[] {
  return Array.from({ length: ROWS }, (_, index) => {
    const fullRate = 4000 + ((index * 37 + run) % 100) * 100;
    const subsidy = index % 3 === 0 ? 'No subsidy' : 500 + (index % 5) * 250;
    return {
      crop: { en: `Crop ${index + 1}`, hi: `फ़सल ${index + 1}` },
      variety: `VAR-${1000 + index}`,
      fullRate,
      subsidy,
      farmerRate: typeof subsidy === 'number' ? fullRate - subsidy : fullRate,
    };
  });
}

async function withDatabase<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const USAGE =
  'usage: npm run bench:content   (against a running `npm start` stack)\n  times publishing a 200-row table through the gateway, beside its target\n  BENCH_BASE_URL, BENCH_RUNS tune it';

async function main(): Promise<void> {
  answerHelp(USAGE);
  const token = signAdminToken(readFileSync(join(settings.dataDir, 'keys', 'jwt-private.pem'), 'utf8'), {
    expiresInSeconds: 3600,
  });
  const model = seededTables().find((table) => table.key === 'kharif-crop-rates');
  if (!model) throw new Error('seeds/content has no kharif-crop-rates table to take the columns from');
  await withDatabase((client) =>
    client.query(
      `INSERT INTO content.tables (key, page, kind, caption_en, caption_hi, columns, position, last_version)
       VALUES ($1, '/bench', 'rateList', 'Bench rates', 'बेंच दरें', $2, 100000, 0)`,
      [BENCH_TABLE, JSON.stringify(model.columns)],
    ),
  );
  try {
    const timings: number[] = [];
    let version = 0;
    for (let run = 0; run < runs; run += 1) {
      const rows = rateRows(run);
      const started = performance.now();
      const saved = await call<{ version: number; rows: number }>(
        API.content.saveDraft,
        { key: BENCH_TABLE, baseVersion: version, rows, notes: [], season: 'Bench 2025', effectiveFrom: null },
        token,
      );
      await call(API.content.publish, { key: BENCH_TABLE, baseVersion: saved.version }, token);
      timings.push(performance.now() - started);
      if (saved.rows !== ROWS) throw new Error(`the draft kept ${saved.rows} rows, not ${ROWS}`);
      version = saved.version;
    }
    const body = JSON.stringify({ key: BENCH_TABLE, baseVersion: 0, rows: rateRows(0), notes: [] });
    process.stdout.write(
      `content: publish a ${ROWS}-row table (save draft + publish, ${Math.round(body.length / 1024)} KB, through ` +
        `the gateway) x${runs}: median ${median(timings).toFixed(1)} ms (target at most ${TARGET_MS} ms: ` +
        `${median(timings) <= TARGET_MS ? 'met' : 'missed'}), slowest ${Math.max(...timings).toFixed(1)} ms\n`,
    );
  } finally {
    // Its versions and draft go with it (ON DELETE CASCADE).
    await withDatabase((client) => client.query('DELETE FROM content.tables WHERE key = $1', [BENCH_TABLE]));
  }
  await benchPagePublish(token);
}

/** Publishing a page's words: the English of one paragraph changes each run, so every publish compares blocks. */
async function benchPagePublish(token: string): Promise<void> {
  const model = seededPages().find((page) => page.path === PAGE_MODEL);
  if (!model) throw new Error(`seeds/content/pages has no ${PAGE_MODEL}`);
  await withDatabase((client) => client.query('INSERT INTO content.pages (path) VALUES ($1)', [BENCH_PAGE]));
  try {
    const timings: number[] = [];
    let version = 0;
    for (let run = 0; run < runs; run += 1) {
      const blocks = model.blocks.map((block, index) =>
        index === 1 && block.type === 'paragraph' ? { ...block, text: { ...block.text, en: `Run ${run}` } } : block,
      );
      const started = performance.now();
      const saved = await call<{ version: number }>(
        API.content.savePageDraft,
        { path: BENCH_PAGE, baseVersion: version, title: model.title, blocks, hindiReview: model.hindiReview },
        token,
      );
      await call(API.content.publishPage, { path: BENCH_PAGE, baseVersion: saved.version }, token);
      timings.push(performance.now() - started);
      version = saved.version;
    }
    process.stdout.write(
      `content: publish a page of ${model.blocks.length} blocks (the words of ${PAGE_MODEL}, save draft + publish, ` +
        `through the gateway) x${runs}: median ${median(timings).toFixed(1)} ms (target at most ${TARGET_MS} ms: ` +
        `${median(timings) <= TARGET_MS ? 'met' : 'missed'}), slowest ${Math.max(...timings).toFixed(1)} ms\n`,
    );
  } finally {
    await withDatabase((client) => client.query('DELETE FROM content.pages WHERE path = $1', [BENCH_PAGE]));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
