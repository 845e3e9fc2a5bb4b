import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API } from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { ROUTE_TABLE } from '../web/src/routes';
import { createDirector, createOfficer, createTender, publishDocument } from './admin-records';
import { postJson, signIn } from './admin-session';
import { baseUrl, E2E_ADMINS, E2E_ENV } from './e2e-env';
import { ensureServiceRunning } from './stack-service';

/**
 * The site renderer behind the gateway: every page arrives with the lists it shows (no JavaScript needed),
 * keeps its title, description, canonical address, language and status, and the gateway covers a failing
 * renderer or service with its last good copy.
 */

const url = (path: string) => `${baseUrl()}${path}`;
const unique = () => Date.now().toString(36);
const SITE_URL = baseUrl();

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(url(path), { headers, redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The HTML of `path`, fetched until it holds `text` (an administrator's change shows within 2 s). */
const pageShowing = (path: string, text: string) =>
  pollUntil(
    () => page(path),
    (answer) => answer.html.includes(escapeHtml(text)),
  );

function processIds(): Record<string, { pid: number }> {
  return JSON.parse(readFileSync(join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'processes.json'), 'utf8'));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the site renderer', () => {
  let token: string;

  beforeAll(async () => {
    token = await signIn(E2E_ADMINS.siteRenderer);
  });

  describe('pages arrive with their lists, readable without JavaScript', () => {
    it.each([
      ['/tenders', (title: string) => createTender(token, title, '2031-03-31')],
      ['/latest-news', (title: string) => publishDocument(token, 'Home Page', title)],
      ['/', (title: string) => publishDocument(token, 'Home Page', title)],
      ['/administration/circulars', (title: string) => publishDocument(token, 'Circulars', title)],
      ['/marketing/rabi-availability', (title: string) => publishDocument(token, 'Rabi Availability', title)],
      ['/directory/directors', (name: string) => createDirector(token, name)],
      ['/directory/regional-offices', (name: string) => createDirector(token, name, 'Regional Office')],
      ['/rti/proactive-disclouser/directory-of-officers-employees', (name: string) => createOfficer(token, name)],
    ])('%s', async (path, publish) => {
      const text = `Renderer ${unique()}`;
      await publish(text);
      const answer = await pageShowing(path, text);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain('<script type="application/json" id="route-data">');
      expect(answer.html).not.toContain('class="loading"');
    });
  });

  it('shows an administrator’s change on the page within 2 s', async () => {
    const title = `Visible ${unique()}`;
    await page('/tenders');
    const published = Date.now();
    await createTender(token, title, '2031-04-30');
    await pageShowing('/tenders', title);
    process.stdout.write(`tender shown on /tenders ${Date.now() - published} ms after it was published\n`);
  });

  it('answers a burst of visitors from the gateway’s copy, asking the renderer at most once a second', async () => {
    await page('/tenders');
    const statuses = (await Promise.all(Array.from({ length: 40 }, () => page('/tenders')))).map((answer) =>
      answer.headers.get('x-cache-status'),
    );
    const asked = statuses.filter((status) => status === 'MISS' || status === 'EXPIRED');
    // The burst may cross one second's end: the renderer is then asked twice.
    expect(asked.length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 'HIT' || status === 'UPDATING').length).toBeGreaterThanOrEqual(38);
  });

  it('keeps every page’s status, title, description, canonical address and language', async () => {
    for (const entry of ROUTE_TABLE) {
      const answer = await page(entry.path);
      expect({ path: entry.path, status: answer.status }).toEqual({ path: entry.path, status: 200 });
      expect(answer.html).toContain('<html lang="en"');
      expect(answer.html).toContain(`<link rel="canonical" href="${SITE_URL}${entry.path}" />`);
      expect(answer.html).toContain(`<meta name="description" content="${escapeHtml(entry.description)}"`);
      expect(answer.html).toMatch(/<title>[^<]+<\/title>/);
    }
    const unknown = await page('/products/field-crops/rabi-crops/WHEAT');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Page not found');
    expect(unknown.html).not.toContain('rel="canonical"');
  });

  it('renders in Hindi for a visitor who chose it, and keeps one copy per language', async () => {
    const hindi = await page('/about-us', { Cookie: 'seedcorp_language=hi' });
    expect(hindi.html).toContain('<html lang="hi"');
    expect(hindi.html).toContain('हमारे बारे में');
    const english = await page('/about-us');
    expect(english.html).toContain('<html lang="en"');
    // The page's data carries both languages (a visitor may switch without a reload); what it shows is English.
    const shown = english.html.replace(/<script type="application\/json" id="route-data">[\s\S]*?<\/script>/, '');
    expect(shown).toContain('About Us');
    expect(shown).not.toContain('हमारे बारे में');
  });

  it('redirects a bare section to its first page', async () => {
    const answer = await page('/directory');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/directory/directors');
  });

  it('serves the last good copy of a page and of a public read while their owner is down, marked STALE', async () => {
    const title = `Kept ${unique()}`;
    await createTender(token, title, '2031-05-31');
    await pageShowing('/tenders', title);
    const tenderRead = () => postJson(API.notifications.getNotification, { location: 'Tender', includeFile: false });
    expect((await tenderRead()).status).toBe(200);
    process.kill(processIds().notifications.pid, 'SIGKILL');
    try {
      // The renderer keeps its copy until a change is published: any change makes it read the lists again.
      await createDirector(token, `Change ${unique()}`);
      // The gateway's copy is fresh to the end of its second (HIT), then stands in for the page (STALE).
      const stale = await pollUntil(
        () => page('/tenders'),
        (answer) => answer.headers.get('x-cache-status') === 'STALE',
      );
      expect(stale.status).toBe(200);
      expect(stale.html).toContain(escapeHtml(title));
      const staleRead = await pollUntil(tenderRead, (read) => read.headers.get('x-cache-status') === 'STALE');
      expect(staleRead.status).toBe(200);
      expect(JSON.stringify(await staleRead.json())).toContain(title);

      // Nothing kept for this page in Hindi: the page as prerendered, whose list then loads in the browser.
      const uncached = await page('/tenders/archived', { Cookie: 'seedcorp_language=hi' });
      expect(uncached.status).toBe(200);
      expect(uncached.html).toContain('class="loading"');
      // A read never kept answers the gateway's 503 envelope.
      const never = await postJson(API.notifications.webGetNotification, { location: 'Forms', includeFile: true });
      expect(never.status).toBe(503);
      expect(await never.json()).toEqual({
        status: 503,
        message: 'The service is temporarily unavailable. Please try again shortly.',
      });
    } finally {
      await ensureServiceRunning('notifications');
    }
  });

  it('serves the last good copy, else the prerendered page, while the renderer is down', async () => {
    const before = await page('/about-us');
    expect(before.status).toBe(200);
    process.kill(processIds()['site-renderer'].pid, 'SIGKILL');
    try {
      await wait(1500);
      const stale = await page('/about-us');
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-cache-status')).toBe('STALE');
      // An address no other test asks for in Hindi (the trailing slash makes it a copy of its own), so none is kept.
      const prerendered = await page('/contact-us/', { Cookie: 'seedcorp_language=hi' });
      expect(prerendered.status).toBe(200);
      expect(prerendered.html).toContain('<html lang="en"');
      // The address this deployment is published at (the gateway's SITE_URL), not one fixed when it was built.
      expect(prerendered.html).toContain(`<link rel="canonical" href="${SITE_URL}/contact-us" />`);
      const redirect = await page('/directory/', { Cookie: 'seedcorp_language=hi' });
      expect(redirect.html).toContain(`<link rel="canonical" href="${SITE_URL}/directory/directors" />`);
      const unknown = await page(`/no-such-page-${unique()}`);
      expect(unknown.status).toBe(404);
    } finally {
      await ensureServiceRunning('site-renderer');
    }
  });
});

/**
 * Renders every route with the built server entry, every read answering an empty list, and notes each page that
 * still holds a loading state (a part showing a read its page's loader did not make). Run in a Node process of its
 * own: the entry is an ES module.
 */
const UNLOADED_READS_SCRIPT = `
import { createServer } from 'node:http';
const entry = await import(process.argv[1]);
const server = createServer((request, response) => {
  response.setHeader('Content-Type', 'application/json');
  response.end(JSON.stringify({ status: 200, message: 'OK', data: [] }));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
entry.setReadsApi(entry.createPublicApi({ origin: () => 'http://127.0.0.1:' + server.address().port }));
const pages = [];
for (const route of entry.ROUTE_TABLE) {
  const rendered = await entry.renderPage(route.path);
  pages.push({ path: route.path, status: rendered.status, loading: rendered.body.includes('class="loading"') });
}
server.close();
process.stdout.write(JSON.stringify(pages));
`;

describe("the pages' loaders", () => {
  it('read every list each page shows, on the server', () => {
    const bundle = pathToFileURL(join(__dirname, '..', 'web', 'dist-server', 'entry-server.js')).href;
    const output = execFileSync('node', ['--input-type=module', '-e', UNLOADED_READS_SCRIPT, bundle], {
      encoding: 'utf8',
    });
    const pages = JSON.parse(output) as { path: string; status: number; loading: boolean }[];
    expect(pages).toHaveLength(ROUTE_TABLE.length);
    expect(pages.filter((rendered) => rendered.status !== 200 || rendered.loading)).toEqual([]);
  });
});
