import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API,
  currentSeason,
  indiaDate,
  indiaDatePlus,
  type BookingSlip,
  type BookingWindowItem,
  type SaleCounterItem,
  type StockLineItem,
} from '@seedcorp/contracts';
import { signFarmerToken } from '@seedcorp/testing/test-keys';
import { answerHelp } from '../../libs/src/core/command-help';
import { stackSettings } from '../stack/stack-settings';
import { benchAdminToken, benchBaseUrl, post } from './bench-calls';

/**
 * `npm run bench:booking` against a running `npm start` stack, through the gateway, for seed booking:
 * - the last 100 bags of one variety at one counter, booked by 500 farmers at once (a bag each): exactly 100 succeed,
 *   the rest are told none are left, and the line ends with all 100 reserved;
 * - bookings of different lines at 200 a second for BENCH_SECONDS (10), open loop: p50, p99 and errors;
 * - the public pages' times (a page of words and the Rabi availability page, sequential) alone and while those
 *   bookings run, and the public stock read's, as the reference measured in the same run.
 * Farmers are sessions signed with the stack's own key (as auth would sign them after consent); each booking window
 * it opens is closed at the end. Targets: exactly 100 of 500, p99 at most 300 ms with no error.
 */
const settings = stackSettings();
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = 200;
const RACE_FARMERS = 500;
const RACE_BAGS = 100;
const LINES = 40;
const CROP = 'mustard';
const SEASON = currentSeason('Rabi', new Date());
const TARGETS = { maxP99Ms: 300 };

const log = (line: string) => process.stdout.write(`${line}\n`);
const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;
const privateKey = () => readFileSync(join(settings.dataDir, 'keys', 'jwt-private.pem'), 'utf8');
const farmer = () => `Bearer ${signFarmerToken(privateKey(), { expiresInSeconds: 900 })}`;

async function book(
  token: string,
  windowKey: string,
  lineKey: string,
): Promise<{ ms: number; status: number; message: string }> {
  const started = performance.now();
  const response = await fetch(`${benchBaseUrl}${API.booking.book}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ windowKey, lineKey, bags: 1 }),
  });
  const body = (await response.json().catch(() => ({}))) as { status?: number; message?: string; data?: BookingSlip };
  return { ms: performance.now() - started, status: body.status ?? response.status, message: body.message ?? '' };
}

async function timed(path: string, times: number): Promise<number[]> {
  const spent: number[] = [];
  for (let at = 0; at < times; at += 1) {
    const started = performance.now();
    const response = await fetch(`${benchBaseUrl}${path}`);
    await response.arrayBuffer();
    spent.push(performance.now() - started);
  }
  return spent;
}

const figures = (spent: number[]) =>
  `p50 ${percentile(spent, 0.5).toFixed(1).padStart(6)} ms, p99 ${percentile(spent, 0.99).toFixed(1).padStart(6)} ms`;

async function main(): Promise<void> {
  const admin = `${benchAdminToken()}`;
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const answer = await post<T>(path, body, admin);
    if (answer.status !== 200 || answer.data === undefined) throw new Error(`${path} refused: ${answer.message}`);
    return answer.data;
  };
  const catalogue = await post<{ rows: { variety: unknown }[] }>(API.content.webGetTable, {
    key: `crop-varieties-${CROP}`,
  });
  const cell = catalogue.data?.rows[0]?.variety;
  const variety = typeof cell === 'object' && cell !== null ? (cell as { en: string }).en : String(cell);
  const run = Date.now().toString(36);
  const counter = await call<SaleCounterItem>(API.sales.createCounter, {
    regionalUnit: { en: `Bench unit ${run}`, hi: `बेंच इकाई ${run}` },
    name: { en: `Bench counter ${run}`, hi: `बेंच केंद्र ${run}` },
    district: 'Hisar',
    address: { en: 'Bench', hi: 'बेंच' },
    official: 'Bench',
    designation: { en: 'Bench', hi: 'बेंच' },
    mobile: '98765 43210',
    openingHours: { en: '9 to 5', hi: '9 से 5' },
  });
  // One line per bag size: each a line of its own at the counter, so the throughput round books different lines.
  const lines: StockLineItem[] = [];
  for (let at = 0; at <= LINES; at += 1) {
    lines.push(
      await call<StockLineItem>(API.sales.changeStock, {
        counterKey: counter.key,
        season: SEASON,
        crop: CROP,
        variety,
        seedClass: 'certified',
        bagKg: 1 + at,
        reason: 'received',
        bags: at === 0 ? RACE_BAGS : 1_000,
        baseVersion: 0,
      }),
    );
  }
  const today = indiaDate(new Date());
  const window = await call<BookingWindowItem>(API.booking.createWindow, {
    season: SEASON,
    crop: CROP,
    opensOn: today,
    closesOn: indiaDatePlus(today, 1),
    counterKeys: [counter.key],
    limitKind: 'bags',
    maxBags: 1_000,
    collectWithinDays: 3,
  });
  try {
    const [raceLine, ...spread] = lines;
    log(`Seed booking through ${benchBaseUrl} (${SEASON}, ${CROP} ${variety})`);

    // The race: every farmer asks for one of the last 100 bags at the same moment.
    const tokens = Array.from({ length: RACE_FARMERS }, farmer);
    const race = await Promise.all(tokens.map((token) => book(token, window.key, raceLine.key)));
    const booked = race.filter((answer) => answer.status === 200).length;
    const noneLeft = race.filter((answer) => answer.status === 400).length;
    const other = race.length - booked - noneLeft;
    const after = (await call<StockLineItem[]>(API.sales.getStock, { counterKey: counter.key, season: SEASON })).find(
      (line) => line.key === raceLine.key,
    );
    log(
      `  ${RACE_FARMERS} farmers for the last ${RACE_BAGS} bags: ${booked} booked, ${noneLeft} told none are left, ` +
        `${other} other answers; the line holds ${after?.bags} bags, ${after?.reserved} reserved ` +
        `(${booked === RACE_BAGS && other === 0 && after?.reserved === RACE_BAGS ? 'as it must' : 'WRONG'})`,
    );

    // The public pages alone, then beside the bookings at 200 a second.
    const alone = {
      words: await timed('/about-us', 100),
      stock: await timed('/marketing/rabi-availability', 100),
    };
    const spent: number[] = [];
    let errors = 0;
    const sent: Promise<void>[] = [];
    const during = (async () => ({
      words: await timed('/about-us', 100),
      stock: await timed('/marketing/rabi-availability', 100),
    }))();
    const started = performance.now();
    for (let at = 0; at < RATE * SECONDS; at += 1) {
      const due = started + (at * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const line = spread[at % spread.length];
      sent.push(
        book(farmer(), window.key, line.key).then((answer) => {
          spent.push(answer.ms);
          if (answer.status !== 200) errors += 1;
        }),
      );
    }
    await Promise.all(sent);
    const loaded = await during;
    const took = (performance.now() - started) / 1000;
    log(
      `  ${spent.length} bookings of ${spread.length} lines at ${RATE}/s (${(spent.length / took).toFixed(0)}/s done): ` +
        `${figures(spent)}, ${errors} errors (target p99 <= ${TARGETS.maxP99Ms} ms, none)`,
    );
    log(`  /about-us                      alone ${figures(alone.words)}; while booking ${figures(loaded.words)}`);
    log(`  /marketing/rabi-availability   alone ${figures(alone.stock)}; while booking ${figures(loaded.stock)}`);
  } finally {
    await call(API.booking.closeWindow, { key: window.key });
  }
}

answerHelp(`npm run bench:booking [BENCH_SECONDS=10]
Against a running npm start stack: 500 farmers booking the last 100 bags of one line at once, then bookings of
different lines at 200 a second, with the public pages timed alone and beside them.`);
main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
});
