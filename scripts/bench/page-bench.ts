import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { API } from '@seedcorp/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '@seedcorp/testing/browser';
import { ROOT } from '../stack/stack-settings';
import {
  CPU_SLOWDOWN,
  emulatePhone,
  firstRowAt,
  lighthouseRun,
  median,
  PHONE,
  SLOW_3G,
  watchFirstRow,
} from './phone-browser';
import { adminCreate, benchAdminToken, benchBaseUrl, post, publishDocument, type Envelope } from './bench-calls';
import { answerHelp } from '../../libs/src/core/command-help';
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from '../../web/src/i18n/language';

/**
 * `npm run bench:pages` against a running `npm start` stack. Two parts, both by default; `--timing` or
 * `--lighthouse` runs one.
 *
 * Timing: in Chromium emulating a slow 3G phone (400 kbit/s down and up, 400 ms latency, CPU slowed 4x, 360 px
 * wide), the time from navigation start until a page's first data row or item is rendered (has a box; it may be
 * below the fold), median of BENCH_RUNS cold loads (a new browser context each), for the server-rendered page and
 * for the reference: the same page as it was prerendered at build time (web/dist/<path>/index.html, its lists in
 * their loading state), served for the document request by `page.route`, so the app hydrates with empty lists and
 * reads them itself. A response fulfilled by `page.route` skips the network emulation, so the reference document is
 * held back by what the emulated link would have cost it: the latency plus its gzipped bytes at 400 kbit/s.
 *
 * Lighthouse: the mobile preset's performance, accessibility and SEO scores and Cumulative Layout Shift (median of
 * BENCH_LIGHTHOUSE_RUNS), with the audits that failed and the elements that shifted, against LIGHTHOUSE_TARGETS;
 * then whether Chromium finds the site installable, with its service worker active.
 *
 * BENCH_BASE_URL (default the stack's gateway), BENCH_RUNS (3), BENCH_LIGHTHOUSE_RUNS (3) and CHROMIUM_PATH
 * (/usr/bin/chromium) tune it. Lists that are empty get one record published through the admin API (a tender, a
 * home-page notification, a director, an officer), removed again at the end.
 */
const baseUrl = benchBaseUrl;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const FIRST_ROW_TIMEOUT_MS = 60_000;
/** Every data row below has a cell beside its serial number; an empty table's one row does not. */
const DATA_ROW = 'main tbody tr > td + td';

const TIMED_PAGES: readonly { path: string; what: string; selector: string }[] = [
  { path: '/', what: 'first news item', selector: 'main .news-list li' },
  { path: '/tenders', what: 'first tender row', selector: DATA_ROW },
  {
    path: '/rti/proactive-disclouser/directory-of-officers-employees',
    what: 'first officer row',
    selector: DATA_ROW,
  },
  { path: '/directory/directors', what: 'first director row', selector: DATA_ROW },
  { path: '/marketing/kharif-seeds', what: 'first rate row', selector: 'main table.content-table tbody tr' },
];
/** Pages scored by Lighthouse, each in the languages named; a Hindi run carries the visitor's language cookie. */
const LIGHTHOUSE_PAGES: readonly { path: string; languages: readonly Language[] }[] = [
  { path: '/', languages: ['en'] },
  { path: '/tenders', languages: ['en'] },
  { path: '/directory/directors', languages: ['en'] },
  { path: '/marketing/kharif-seeds', languages: ['en'] },
  { path: '/marketing/rabi-seeds', languages: ['en'] },
  { path: '/about-us', languages: ['en', 'hi'] },
  { path: '/website-policies', languages: ['en', 'hi'] },
];

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- data: each timed list must have a row to show --------------------------------------------------------------

async function publishDirector(token: string): Promise<string> {
  const form = new FormData();
  for (const [field, value] of Object.entries({
    location: 'Directors',
    name: 'Bench Director',
    designation: 'Director',
  }))
    form.append(field, value);
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#556b2f' } })
    .png()
    .toBuffer();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return adminCreate(API.director.create, form, token);
}

interface Published {
  deletePath: string;
  key: string;
}

const isEmpty = (data: unknown) =>
  data === undefined || (Array.isArray(data) ? data.length === 0 : Object.keys(data as object).length === 0);

/** Publishes a record into each timed list that has none; answers what to remove afterwards. */
async function ensureData(token: string): Promise<Published[]> {
  const lists: { name: string; read: () => Promise<Envelope<unknown>>; publish: () => Promise<Published> }[] = [
    {
      name: 'home-page notifications',
      read: () => post(API.notifications.webGetNotification, { location: 'Home Page', includeFile: false }),
      publish: async () => ({
        deletePath: API.notifications.deleteNotification,
        key: await publishDocument(token, 'Home Page', 'Bench notice'),
      }),
    },
    {
      name: 'tenders',
      read: () => post(API.notifications.getNotification, { location: 'Tender', includeFile: false }),
      publish: async () => ({
        deletePath: API.notifications.deleteNotification,
        key: await publishDocument(token, 'Tender', 'Bench tender', '2031-03-31'),
      }),
    },
    {
      name: 'directors',
      read: () => post(API.director.webGetAll, { location: 'Directors', includeFile: false }),
      publish: async () => ({ deletePath: API.director.delete, key: await publishDirector(token) }),
    },
    {
      name: 'RTI officers',
      read: () => post(API.officersDirectory.webGetAll, { location: 'All' }),
      publish: async () => ({
        deletePath: API.officersDirectory.delete,
        key: await adminCreate(
          API.officersDirectory.create,
          { district: 'Hisar', name: 'Bench Officer', designation: 'Public Information Officer' },
          token,
        ),
      }),
    },
  ];
  const published: Published[] = [];
  for (const list of lists) {
    const answer = await list.read();
    if (answer.status !== 200) throw new Error(`reading ${list.name} failed: ${answer.message}`);
    if (!isEmpty(answer.data)) continue;
    published.push(await list.publish());
    log(`published a record into the empty ${list.name}`);
  }
  // An admin change reaches the public pages within 2 s.
  if (published.length > 0) await sleep(2_500);
  return published;
}

// ---- timing -----------------------------------------------------------------------------------------------------

const prerenderedFile = (path: string) =>
  path === '/' ? join(ROOT, 'web', 'dist', 'index.html') : join(ROOT, 'web', 'dist', path, 'index.html');

/** What the emulated link costs a response of this body: the latency, then its gzipped bytes at the link's rate. */
const emulatedTransferMs = (body: Buffer) => SLOW_3G.latencyMs + (gzipSync(body).length * 8) / SLOW_3G.kbitPerSecond;

/** One cold load: ms from navigation start until the first row is rendered. */
async function timeLoad(
  browser: Browser,
  target: (typeof TIMED_PAGES)[number],
  reference: Buffer | undefined,
): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  try {
    const page = await context.newPage();
    await emulatePhone(page);
    await page.addInitScript({ content: watchFirstRow(target.selector) });
    if (reference) {
      const documentUrl = `${baseUrl}${target.path}`;
      const delayMs = emulatedTransferMs(reference);
      await page.route(documentUrl, async (route) => {
        await sleep(delayMs);
        await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: reference });
      });
    }
    await page.goto(`${baseUrl}${target.path}`, { waitUntil: 'commit', timeout: FIRST_ROW_TIMEOUT_MS });
    return await firstRowAt(page, FIRST_ROW_TIMEOUT_MS);
  } finally {
    await context.close();
  }
}

/** The first row of a data page on the slow phone, at most. */
const FIRST_ROW_TARGET_MS = 2500;

async function timing(): Promise<void> {
  const missed: string[] = [];
  log(
    `first data row rendered, slow 3G (${SLOW_3G.kbitPerSecond} kbit/s, ${SLOW_3G.latencyMs} ms), ` +
      `CPU ${CPU_SLOWDOWN}x slower, ${PHONE.width} px wide, median of ${runs} cold loads:`,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    for (const target of TIMED_PAGES) {
      const reference = readFileSync(prerenderedFile(target.path));
      const rendered: number[] = [];
      const prerendered: number[] = [];
      // Alternating, so a slow moment of the machine weighs on both.
      for (let run = 0; run < runs; run += 1) {
        rendered.push(await timeLoad(browser, target, undefined));
        prerendered.push(await timeLoad(browser, target, reference));
      }
      const server = median(rendered);
      const before = median(prerendered);
      log(
        `${target.path} (${target.what}): server-rendered ${server.toFixed(0)} ms, ` +
          `prerendered reference ${before.toFixed(0)} ms, ratio ${(server / before).toFixed(2)} ` +
          `(runs: ${rendered.map((ms) => ms.toFixed(0)).join('/')} vs ${prerendered.map((ms) => ms.toFixed(0)).join('/')})`,
      );
      if (server > FIRST_ROW_TARGET_MS) missed.push(`${target.path} ${server.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
  }
  log(
    `target: first row server-rendered within ${FIRST_ROW_TARGET_MS} ms: ` +
      (missed.length === 0 ? 'all met' : `MISSED (${missed.join('; ')})`),
  );
}

// ---- Lighthouse -------------------------------------------------------------------------------------------------

interface LayoutShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
}

/** Lighthouse's categories and the least each page must score. */
const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, seo: 100 } as const;
type Category = keyof typeof LIGHTHOUSE_TARGETS;
const CATEGORIES = Object.keys(LIGHTHOUSE_TARGETS) as Category[];

interface LighthouseAudit {
  score: number | null;
  title: string;
}

/** Prints each page's scores (median of runs) and layout shift; answers the targets it missed. */
async function lighthouse(): Promise<string[]> {
  const missed: string[] = [];
  log(`Lighthouse (mobile preset), median of ${lighthouseRuns}:`);
  for (const { path: pagePath, languages } of LIGHTHOUSE_PAGES)
    for (const language of languages) {
      const path = language === 'en' ? pagePath : `${pagePath} (${language})`;
      const scores = new Map<Category, number[]>(CATEGORIES.map((category) => [category, []]));
      const shifts: number[] = [];
      const shifted = new Map<string, number>();
      const failedAudits = new Set<string>();
      for (let run = 0; run < lighthouseRuns; run += 1) {
        const lhr = await lighthouseRun(`${baseUrl}${pagePath}`, language, CATEGORIES);
        for (const category of CATEGORIES) {
          scores.get(category)?.push(Math.round((lhr.categories[category].score ?? 0) * 100));
          if (category === 'performance') continue;
          // What keeps an accessibility or SEO score below 100, by name.
          for (const ref of lhr.categories[category].auditRefs) {
            const audit = lhr.audits[ref.id] as LighthouseAudit | undefined;
            if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failedAudits.add(audit.title);
          }
        }
        shifts.push(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
        const details = lhr.audits['layout-shifts']?.details as { items?: LayoutShiftItem[] } | undefined;
        for (const item of details?.items ?? []) {
          const name = item.node?.selector ?? item.node?.snippet ?? 'unknown';
          shifted.set(name, (shifted.get(name) ?? 0) + (item.score ?? 0) / lighthouseRuns);
        }
      }
      const medians = CATEGORIES.map((category) => [category, median(scores.get(category) ?? [])] as const);
      log(
        `${path}: ${medians.map(([category, score]) => `${category} ${score}`).join(', ')}, ` +
          `CLS ${median(shifts).toFixed(3)} (performance runs: ${(scores.get('performance') ?? []).join('/')}; ` +
          `CLS ${shifts.map((value) => value.toFixed(3)).join('/')})`,
      );
      for (const [category, score] of medians)
        if (score < LIGHTHOUSE_TARGETS[category]) missed.push(`${path} ${category} ${score}`);
      if (median(shifts) > 0) missed.push(`${path} layout shift ${median(shifts).toFixed(3)}`);
      for (const title of failedAudits) log(`  failed audit: ${title}`);
      for (const [name, score] of [...shifted].sort((a, b) => b[1] - a[1]))
        log(`  shifted: ${name} (${score.toFixed(3)} a run)`);
    }
  return missed;
}

// ---- installable app ---------------------------------------------------------------------------------------------

/** Pages checked for installation, in each language (each links the manifest of its language). */
const INSTALL_PAGES = ['/', '/marketing/rabi-seeds'];

/**
 * Lighthouse 12 has no PWA category any more: whether Chromium would install the site is asked of Chromium itself
 * (the DevTools protocol's `Page.getInstallabilityErrors`), once its service worker is active. A browser profile on
 * disk, as an incognito window is never offered installation. Answers what failed.
 */
async function installability(): Promise<string[]> {
  const missed: string[] = [];
  log("installable app (Chromium's Page.getInstallabilityErrors, with the service worker active):");
  for (const path of INSTALL_PAGES)
    for (const language of LANGUAGES) {
      const profile = mkdtempSync(join(tmpdir(), 'bench-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM_PATH,
        args: ['--headless', ...CHROMIUM_FLAGS],
      });
      try {
        if (language !== 'en') await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: baseUrl }]);
        const page = await context.newPage();
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        const worker = await page.evaluate(async () => {
          interface Registration {
            scope: string;
            active: { state: string; scriptURL: string } | null;
          }
          const { serviceWorker } = (
            globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<Registration> } } }
          ).navigator;
          const registration = await serviceWorker.ready;
          return `${registration.active?.state} at ${registration.active?.scriptURL}, scope ${registration.scope}`;
        });
        const session = await context.newCDPSession(page);
        const { url: manifest } = await session.send('Page.getAppManifest');
        const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
        const errors = installabilityErrors.map((error) => error.errorId);
        log(
          `${path} (${language}): ${errors.length === 0 ? 'installable' : `NOT installable (${errors.join(', ')})`}; ` +
            `manifest ${manifest.replace(baseUrl, '')}; service worker ${worker.replaceAll(baseUrl, '')}`,
        );
        if (errors.length > 0) missed.push(`${path} (${language}) not installable`);
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  return missed;
}

const USAGE =
  'usage: npm run bench:pages [-- --timing | --lighthouse]   (against a running `npm start` stack)\n  pages on a slow 3G phone, and their Lighthouse scores, beside the targets';

async function main(): Promise<void> {
  answerHelp(USAGE);
  const only = process.argv.slice(2);
  const part = (name: string) => only.length === 0 || only.includes(`--${name}`);
  let published: Published[] = [];
  const token = benchAdminToken();
  try {
    published = await ensureData(token);
    if (part('timing')) await timing();
    const missed = part('lighthouse') ? [...(await lighthouse()), ...(await installability())] : [];
    const targets = Object.entries(LIGHTHOUSE_TARGETS)
      .map(([category, score]) => `${category} >= ${score}`)
      .join(', ');
    if (part('lighthouse'))
      log(
        `targets: ${targets}, layout shift 0, installable: ` +
          (missed.length === 0 ? 'all met' : `MISSED (${missed.join('; ')})`),
      );
  } finally {
    for (const record of published) {
      const answer = await post(record.deletePath, { key: record.key }, token);
      if (answer.status !== 200) log(`could not remove ${record.key}: ${answer.message}`);
    }
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
