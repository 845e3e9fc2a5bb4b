import { get as httpGet } from 'node:http';
import type { BrowserContext, Request } from 'playwright-core';
import { launchChromium } from '@seedcorp/testing/browser';
import { answerHelp } from '../../libs/src/core/command-help';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../web/src/i18n/language';
import { ASSETS_PREFIX, WORKER_PATH } from '../../web/src/offline/offline-reading';
import { benchBaseUrl } from './bench-calls';

/**
 * `npm run bench:weight` against a running stack (`npm start`, or any gateway named by BENCH_BASE_URL): what the
 * rate pages and the sale-counter page transfer, in Chromium, in each language.
 *
 * First visit (a new browser profile, until the network is quiet): the bytes on the wire (bodies as sent, gzipped,
 * and headers) of the HTML, styles, scripts and fonts, against the 100 kB budget; images apart, and the visit's API
 * calls (the visit counter) printed beside. Then what the service worker saves for reading offline once it is
 * installed (the pages of the route table's `savedForOffline` and the files they need), counted apart: it is
 * fetched after the page has loaded. Repeat visit (the same profile, a new tab): everything transferred, which
 * should be the page's HTML alone.
 *
 * Requests the service worker makes are seen through Playwright's service-worker network events (an experimental
 * switch of Playwright's, set here).
 */
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';

const baseUrl = benchBaseUrl;
const BUDGET_BYTES = 100_000;
const WEIGHED_PAGES = [
  '/marketing/rabi-seeds',
  '/marketing/rabi-vegetables',
  '/marketing/kharif-seeds',
  '/marketing/kharif-vegetables',
  '/marketing/sale-counters',
];

type Kind = 'html' | 'css' | 'js' | 'fonts' | 'api' | 'images' | 'other';
const KINDS: Record<string, Kind> = {
  document: 'html',
  stylesheet: 'css',
  script: 'js',
  font: 'fonts',
  fetch: 'api',
  xhr: 'api',
  image: 'images',
};
/** What the budget counts. */
const BUDGETED: readonly Kind[] = ['html', 'css', 'js', 'fonts'];

interface Transfer {
  kind: Kind;
  bytes: number;
  url: string;
  byWorker: boolean;
}

const log = (line: string) => process.stdout.write(`${line}\n`);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** What a request cost on the wire: its headers and body as sent (nothing when the browser's cache answered it). */
async function transferOf(request: Request): Promise<Transfer> {
  const sizes = await request.sizes();
  const byWorker = request.serviceWorker() !== null;
  const path = new URL(request.url()).pathname;
  // The worker fetches pages for saving as plain fetches.
  const type = byWorker && !path.startsWith(ASSETS_PREFIX) ? 'document' : request.resourceType();
  return {
    kind: KINDS[type] ?? (path.endsWith('.js') ? 'js' : 'other'),
    bytes: Math.max(0, sizes.responseBodySize + sizes.responseHeadersSize),
    url: path,
    byWorker,
  };
}

/** Every request the context makes while `visit` runs, page's and worker's. */
async function recorded(context: BrowserContext, visit: () => Promise<void>): Promise<Transfer[]> {
  const pending: Promise<Transfer>[] = [];
  const record = (request: Request) => pending.push(transferOf(request));
  context.on('requestfinished', record);
  try {
    await visit();
  } finally {
    context.off('requestfinished', record);
  }
  return Promise.all(pending);
}

const sum = (transfers: readonly Transfer[], kinds: readonly Kind[] = BUDGETED) =>
  transfers.filter((transfer) => kinds.includes(transfer.kind)).reduce((total, { bytes }) => total + bytes, 0);

interface Weighed {
  first: Transfer[];
  saved: Transfer[];
  repeat: Transfer[];
}

/** The worker's own script as a browser downloads it (gzipped), headers included: its fetch is not reported. */
function workerScriptBytes(): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpGet(`${baseUrl}${WORKER_PATH}`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const headerBytes = response.rawHeaders.reduce((total, part) => total + part.length + 2, 0);
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('end', () => resolve(headerBytes + bodyBytes));
    });
    request.on('error', reject);
  });
}

/** In the page: resolves once the service worker is active (its installation, with what it saves, done). */
const workerReady = async () => {
  const { serviceWorker } = (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } })
    .navigator;
  await serviceWorker.ready;
};

/** The browser reports a request finished a moment after the page (or the worker) has it. */
const REPORTS_SETTLE_MS = 500;

async function weigh(context: BrowserContext, path: string, language: Language): Promise<Weighed> {
  if (language !== 'en') await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl }]);
  const firstPage = await context.newPage();
  const firstVisit = await recorded(context, async () => {
    await firstPage.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    // Ready once installed, with the pages and files it saves.
    await firstPage.evaluate(workerReady);
    await new Promise((resolve) => setTimeout(resolve, REPORTS_SETTLE_MS));
  });
  await firstPage.close();
  const repeatPage = await context.newPage();
  const repeat = await recorded(context, async () => {
    await repeatPage.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await new Promise((resolve) => setTimeout(resolve, REPORTS_SETTLE_MS));
  });
  await repeatPage.close();
  const isWorkers = (transfer: Transfer) => transfer.byWorker || transfer.url === WORKER_PATH;
  return {
    first: firstVisit.filter((transfer) => !isWorkers(transfer)),
    saved: [
      ...firstVisit.filter((transfer) => isWorkers(transfer) && transfer.url !== WORKER_PATH),
      { kind: 'js', bytes: await workerScriptBytes(), url: WORKER_PATH, byWorker: true },
    ],
    repeat,
  };
}

const USAGE = `usage: npm run bench:weight   (against a running stack; BENCH_BASE_URL names its gateway)
  what the rate and sale-counter pages transfer on a first and a repeat visit, beside the 100 kB budget`;

async function main(): Promise<void> {
  answerHelp(USAGE);
  log(`Transfer on the wire (headers and gzipped bodies) at ${baseUrl}; budget ${kB(BUDGET_BYTES)} for a first visit`);
  log('(HTML, CSS, JavaScript and fonts; images apart), a repeat visit should transfer the HTML alone.');
  const missed: string[] = [];
  const browser = await launchChromium();
  try {
    for (const path of WEIGHED_PAGES)
      for (const language of LANGUAGES) {
        const context = await browser.newContext();
        try {
          const { first, saved, repeat } = await weigh(context, path, language);
          const firstBytes = sum(first);
          const repeatBeyondHtml = sum(repeat, ['css', 'js', 'fonts']);
          const within = firstBytes <= BUDGET_BYTES;
          log(
            `${path} (${language}): first visit ${kB(firstBytes)} of ${kB(BUDGET_BYTES)} ${within ? 'met' : 'MISSED'} ` +
              `(HTML ${kB(sum(first, ['html']))}, CSS ${kB(sum(first, ['css']))}, JS ${kB(sum(first, ['js']))}, ` +
              `fonts ${kB(sum(first, ['fonts']))}; API calls ${kB(sum(first, ['api']))}, ` +
              `images ${kB(sum(first, ['images']))}); ` +
              `repeat visit HTML ${kB(sum(repeat, ['html']))}, CSS/JS/fonts ${kB(repeatBeyondHtml)}, ` +
              `API calls ${kB(sum(repeat, ['api']))}; saved for offline by the service worker ` +
              `${kB(sum(saved, ['html', 'css', 'js', 'fonts', 'other']))} ` +
              `(${saved.filter((transfer) => transfer.kind === 'html').length} pages, its files and its own script)`,
          );
          if (!within) missed.push(`${path} (${language}) first visit ${kB(firstBytes)}`);
          if (repeatBeyondHtml > 0)
            missed.push(`${path} (${language}) repeat visit ${kB(repeatBeyondHtml)} beyond HTML`);
        } finally {
          await context.close();
        }
      }
  } finally {
    await browser.close();
  }
  log(
    `targets: first visit at most ${kB(BUDGET_BYTES)}, repeat visit HTML only: ` +
      (missed.length === 0 ? 'all met' : `MISSED (${missed.join('; ')})`),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
