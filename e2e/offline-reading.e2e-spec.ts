import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { API, type AdminContentTable } from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { LANGUAGE_COOKIE } from '../web/src/i18n/language';
import { WORKER_PATH } from '../web/src/offline/offline-reading';
import { savedAt } from '../web/src/offline/saved-copy';
import { ROUTE_TABLE } from '../web/src/routes';
import { postJson, publishedAlone, signIn } from './admin-session';
import { axeViolations, storeToken } from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

const url = (path: string) => `${baseUrl()}${path}`;
const RATES_PAGE = '/marketing/rabi-seeds';
const RATES_TABLE = 'rabi-crop-rates';
const SAVED_AT_INSTALL = ROUTE_TABLE.filter((route) => route.savedForOffline).map((route) => route.path);
/** The worker's installation fetches the pages it keeps: slower than the 2-s promise on a busy machine. */
const INSTALL_DEADLINE_MS = 20_000;
const FIRST_VISIT_BUDGET_BYTES = 100_000;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function call<T>(path: string, body: unknown, token: string): Promise<Envelope<T>> {
  return (await (await postJson(path, body, token)).json()) as Envelope<T>;
}

/** What the page's browser globals offer these tests (the suite is compiled without the DOM's types). */
interface WorkerGlobals {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: unknown;
      getRegistration(): Promise<{ active: { scriptURL: string } | null } | undefined>;
    };
  };
  caches: {
    keys(): Promise<string[]>;
    open(name: string): Promise<{
      keys(): Promise<{ url: string }[]>;
      match(path: string): Promise<{ headers: { get(name: string): string | null } } | undefined>;
    }>;
  };
  fetch(path: string, init: { method: string; headers: Record<string, string>; body?: string }): Promise<unknown>;
}

/** Once the worker looks after the page, having saved what it saves at installation. */
async function workerInCharge(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await (globalThis as unknown as WorkerGlobals).navigator.serviceWorker.ready;
  });
  await page.waitForFunction(
    () => (globalThis as unknown as WorkerGlobals).navigator.serviceWorker.controller !== null,
  );
}

/** Every address the worker's caches hold, by cache. */
function cachedAddresses(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const { caches } = globalThis as unknown as WorkerGlobals;
    const entries = await Promise.all(
      (await caches.keys()).map(async (name) => [
        name,
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      ]),
    );
    return Object.fromEntries(entries) as Record<string, string[]>;
  });
}

const savedPages = async (page: Page) =>
  Object.entries(await cachedAddresses(page))
    .filter(([name]) => name.includes('pages'))
    .flatMap(([, paths]) => paths);

/** The language of the copy of `path` the worker keeps. */
const savedLanguage = (page: Page, path: string) =>
  page.evaluate(async (saved) => {
    const { caches } = globalThis as unknown as WorkerGlobals;
    for (const name of await caches.keys()) {
      const answer = await (await caches.open(name)).match(saved);
      if (answer) return answer.headers.get('Content-Language');
    }
    return null;
  }, path);

const bannerText = (page: Page) => page.locator('.saved-copy').textContent();

/** A console line that reports a Content-Security-Policy violation. */
const isCspViolation = (text: string) =>
  /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text);

describe('offline reading: the public site’s service worker and manifests', () => {
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let original: AdminContentTable;
  const cspViolations: string[] = [];
  const responses: Response[] = [];

  const launch = async () => {
    const browser = await launchChromium();
    return { browser, close: () => browser.close() };
  };
  let browserHandle: Awaited<ReturnType<typeof launch>>;

  async function newVisitor(cookies: { name: string; value: string }[] = []): Promise<void> {
    await context?.close();
    context = await browserHandle.browser.newContext();
    if (cookies.length > 0) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: baseUrl() })));
    page = await context.newPage();
    page.on('console', (message) => {
      if (isCspViolation(message.text())) cspViolations.push(message.text());
    });
    page.on('response', (response) => responses.push(response));
  }

  beforeAll(async () => {
    browserHandle = await launch();
    token = await signIn(E2E_ADMINS.offlineReading);
    original = (await call<AdminContentTable>(API.content.getTable, { key: RATES_TABLE }, token)).data;
  });

  afterAll(async () => {
    // The rate list as the other suites read it: the rows it was published with, published again.
    const current = (await call<AdminContentTable>(API.content.getTable, { key: RATES_TABLE }, token)).data;
    const published = original.published;
    if (published && current.currentVersion !== original.currentVersion) {
      const saved = await call<{ version: number }>(
        API.content.saveDraft,
        {
          key: RATES_TABLE,
          baseVersion: current.currentVersion,
          rows: published.rows,
          notes: published.notes,
          season: published.season,
          effectiveFrom: published.effectiveFrom,
        },
        token,
      );
      await call(API.content.publish, publishedAlone({ key: RATES_TABLE, baseVersion: saved.data.version }), token);
    }
    await context?.close();
    await browserHandle.close();
  });

  afterEach(() => {
    expect(cspViolations).toEqual([]);
  });

  it('serves a manifest in each language, linked from pages in that language, and the worker revalidated', async () => {
    for (const language of ['en', 'hi'] as const) {
      const manifest = await fetch(url(`/manifest.${language}.webmanifest`));
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
      expect(await manifest.json()).toMatchObject({ lang: language, start_url: '/', scope: '/', id: '/' });
      const html = await (
        await fetch(url(RATES_PAGE), { headers: { Cookie: `${LANGUAGE_COOKIE}=${language}` } })
      ).text();
      expect(html).toContain(`<link rel="manifest" href="/manifest.${language}.webmanifest">`);
    }
    const worker = await fetch(url(WORKER_PATH));
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^application\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('the rate, sale-counter and availability pages transfer under 100 kB on a first visit, and only their HTML on a repeat visit', async () => {
    for (const path of SAVED_AT_INSTALL.filter((candidate) => candidate.startsWith('/marketing/'))) {
      await newVisitor();
      const session: CDPSession = await context.newCDPSession(page);
      await session.send('Network.enable');
      const transfers = new Map<string, { type: string; bytes: number; cached: boolean; path: string }>();
      session.on('Network.responseReceived', ({ requestId, type, response }) =>
        transfers.set(requestId, {
          type,
          bytes: 0,
          cached: response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache === true,
          path: new URL(response.url).pathname,
        }),
      );
      session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
        const transfer = transfers.get(requestId);
        if (transfer) transfer.bytes = encodedDataLength;
      });
      const budgeted = new Set(['Document', 'Stylesheet', 'Script', 'Font']);
      await page.goto(url(path), { waitUntil: 'networkidle' });
      const first = [...transfers.values()].filter((transfer) => budgeted.has(transfer.type));
      const firstBytes = first.reduce((total, { bytes }) => total + bytes, 0);
      expect({ path, firstBytes, within: firstBytes <= FIRST_VISIT_BUDGET_BYTES }).toEqual({
        path,
        firstBytes,
        within: true,
      });
      await workerInCharge(page);
      transfers.clear();
      await page.goto(url(path), { waitUntil: 'networkidle' });
      // The HTML comes from the network through the worker; styles and scripts from its cache or the browser's.
      const fetchedAgain = [...transfers.values()]
        .filter((transfer) => transfer.type !== 'Document' && budgeted.has(transfer.type) && !transfer.cached)
        .map((transfer) => transfer.path);
      expect({ path, fetchedAgain }).toEqual({ path, fetchedAgain: [] });
      expect(await page.locator('html').getAttribute('class')).toContain('hydrated');
    }
  });

  it('offline, a saved page shows its copy with the time it was saved, a page never saved lists the saved ones, and back online the page is current with a rate published meanwhile', async () => {
    await newVisitor();
    await page.goto(url(RATES_PAGE));
    await workerInCharge(page);
    const saved = await pollUntil(
      () => savedPages(page),
      (paths) => SAVED_AT_INSTALL.every((path) => paths.includes(path)),
      INSTALL_DEADLINE_MS,
    );
    expect(saved).toContain(RATES_PAGE);
    // A page opened inside the app arrives as data: the app asks the worker to keep it too.
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(url('/contact-us'));
    await pollUntil(
      () => savedPages(page),
      (paths) => paths.includes('/contact-us'),
    );
    await page.goto(url(RATES_PAGE));

    await context.setOffline(true);
    await page.reload();
    const banner = await bannerText(page);
    expect(banner).toMatch(/^Saved copy of \d{2}-\d{2}-\d{4}, \d{2}:\d{2}$/);
    // The time the page was saved, on the machine's clock (which is the browser's): a minute at most ago.
    const shownTime = banner?.replace('Saved copy of ', '');
    expect([savedAt(new Date()), savedAt(new Date(Date.now() - 60_000))]).toContain(shownTime);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rabi Seeds');
    expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);

    // A rate published while this visitor is offline.
    const table = (await call<AdminContentTable>(API.content.getTable, { key: RATES_TABLE }, token)).data;
    const published = table.published;
    if (!published) throw new Error(`${RATES_TABLE} has no published version`);
    const variety = `Offline check ${Date.now()}`;
    const draft = await call<{ version: number }>(
      API.content.saveDraft,
      {
        key: RATES_TABLE,
        baseVersion: table.currentVersion,
        rows: [...published.rows, { crop: 'Barley', variety, fullRate: 4321, subsidy: 0, farmerRate: 4321 }],
        notes: published.notes,
        season: published.season,
        effectiveFrom: published.effectiveFrom,
      },
      token,
    );
    expect(draft.status).toBe(200);
    expect(
      (await call(API.content.publish, publishedAlone({ key: RATES_TABLE, baseVersion: draft.data.version }), token))
        .status,
    ).toBe(200);

    // Saved at installation though never opened.
    await page.goto(url('/marketing/kharif-seeds'));
    expect(await bannerText(page)).toMatch(/^Saved copy of /);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kharif Seeds');
    // Offline, a link followed inside the app loads the saved copy, where the app's own reads would fail.
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await page.waitForURL(url('/contact-us'));
    await page.locator('.saved-copy').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');

    // A saved page with a page module of its own: its files were saved with it, and it comes alive offline.
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(url('/tenders'));
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    expect(await page.getByRole('heading', { level: 1 }).first().textContent()).toBe('Tenders');
    expect(await page.locator('main table tbody tr').count()).toBeGreaterThan(0);
    // The seed in stock at the counters, saved at installation too though never opened, dated as every saved copy.
    await page.goto(url('/marketing/rabi-availability'));
    expect(await bannerText(page)).toMatch(/^Saved copy of \d{2}-\d{2}-\d{4}, \d{2}:\d{2}$/);
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    await page.getByRole('heading', { level: 2, name: 'Seed in stock at the sale counters', exact: true }).waitFor();
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThan(0);
    expect(problems).toEqual([]);

    // Never opened, never saved: the offline page, listing what is saved.
    await page.goto(url('/help'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('No internet connection');
    const listed = await page
      .locator('ul.saved-pages a')
      .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(listed).toEqual(
      expect.arrayContaining([
        ['Rabi Seeds', RATES_PAGE],
        ['Kharif Seeds', '/marketing/kharif-seeds'],
        ['Sale Counters', '/marketing/sale-counters'],
        ['Rabi Availability', '/marketing/rabi-availability'],
        ['Kharif Availability', '/marketing/kharif-availability'],
        ['Tenders', '/tenders'],
        ['Contact Us', '/contact-us'],
      ]),
    );
    expect(listed.map(([, href]) => href)).not.toContain('/help');
    expect(await axeViolations(page)).toEqual([]);
    // A saved page is reached from the list.
    await page.getByRole('link', { name: 'Rabi Seeds' }).click();
    await page.waitForURL(url(RATES_PAGE));
    expect(await bannerText(page)).toMatch(/^Saved copy of /);

    await context.setOffline(false);
    await pollUntil(
      async () => {
        await page.reload();
        return page.locator('main table tbody tr', { hasText: variety }).count();
      },
      (rows) => rows === 1,
    );
    expect(await page.locator('.saved-copy').count()).toBe(0);
    expect(await page.locator('main table tbody tr', { hasText: variety }).textContent()).toContain('4,321');
  });

  it('speaks the visitor’s language offline, following a switch made in the page', async () => {
    await newVisitor();
    await page.goto(url('/marketing/sale-counters'));
    await workerInCharge(page);
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    await page.getByRole('button', { name: 'हिन्दी में पढ़ें' }).click();
    await page.waitForSelector('html[lang="hi"]', { state: 'attached' });
    // The page is saved again as the Hindi reader will read it.
    await pollUntil(
      () => savedLanguage(page, '/marketing/sale-counters'),
      (language) => language === 'hi',
    );
    await context.setOffline(true);
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await bannerText(page)).toMatch(/^\d{2}-\d{2}-\d{4}, \d{2}:\d{2} की सहेजी गई प्रति$/);
    await page.goto(url('/help'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('इंटरनेट कनेक्शन नहीं है');
    await context.setOffline(false);

    await newVisitor([{ name: LANGUAGE_COOKIE, value: 'hi' }]);
    await page.goto(url('/tenders'));
    await workerInCharge(page);
    await context.setOffline(true);
    await page.reload();
    expect(await bannerText(page)).toMatch(/की सहेजी गई प्रति$/);
    await context.setOffline(false);
  });

  it('never answers nor keeps the admin app, the API or a call carrying a token', async () => {
    await newVisitor();
    responses.length = 0;
    await page.goto(url('/tenders'));
    await workerInCharge(page);
    // An administrator in the same browser: the admin app, its files and its calls with the token.
    await page.goto(url('/login'));
    await storeToken(page, token);
    await page.goto(url('/dashboard/home'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(async (bearer) => {
      const { fetch: send } = globalThis as unknown as WorkerGlobals;
      await send('/api/content/getAll', {
        method: 'POST',
        headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      await send('/api/master/district', { method: 'GET', headers: { Authorization: `Bearer ${bearer}` } });
    }, token);
    await page.goto(url('/tenders'));

    const adminOrApi = responses.filter((response) => {
      const { pathname } = new URL(response.url());
      return /^\/(login|dashboard|admin|api)(\/|$)/.test(pathname) || response.request().headers().authorization;
    });
    expect(adminOrApi.map((response) => new URL(response.url()).pathname)).toEqual(
      expect.arrayContaining(['/login', '/dashboard/home', '/api/content/getAll', '/api/master/district']),
    );
    expect(adminOrApi.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
    // What the public pages fetched through the worker is all it answered.
    const publicAnswers = responses.filter((response) => response.fromServiceWorker());
    expect(publicAnswers.length).toBeGreaterThan(0);

    const cached = await cachedAddresses(page);
    for (const [name, paths] of Object.entries(cached)) {
      const wrong = paths.filter((path) =>
        name.includes('assets') ? !path.startsWith('/assets/') : !ROUTE_TABLE.some((route) => route.path === path),
      );
      expect({ name, wrong }).toEqual({ name, wrong: [] });
    }

    // Offline, the admin app is not stood in for: the browser's own failure, not a saved copy or the offline page.
    await context.setOffline(true);
    await expect(page.goto(url('/dashboard/home'))).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });

  it('takes a release on the next visit: the new worker is installed and in charge at once', async () => {
    await newVisitor();
    await page.goto(url('/marketing/rabi-vegetables'));
    await workerInCharge(page);
    const session = await context.newCDPSession(page);
    const activated = new Set<string>();
    session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const version of versions) if (version.status === 'activated') activated.add(version.versionId);
    });
    await session.send('ServiceWorker.enable');
    await pollUntil(
      async () => activated.size,
      (count) => count === 1,
      INSTALL_DEADLINE_MS,
    );
    // A release: the same worker with other bytes (as the build makes it whenever the site's files change).
    const workerFile = join(__dirname, '..', 'web', 'dist', WORKER_PATH.slice(1));
    const released = readFileSync(workerFile);
    writeFileSync(workerFile, `${released.toString()}\n// another release\n`);
    try {
      await page.goto(url('/marketing/rabi-vegetables'));
      await pollUntil(
        async () => activated.size,
        (count) => count === 2,
        INSTALL_DEADLINE_MS,
      );
    } finally {
      writeFileSync(workerFile, released);
    }
    await page.goto(url('/marketing/rabi-vegetables'));
    const registration = () =>
      (globalThis as unknown as WorkerGlobals).navigator.serviceWorker
        .getRegistration()
        .then((found) => found?.active?.scriptURL);
    expect(await page.evaluate(registration)).toBe(url(WORKER_PATH));
  });
});
