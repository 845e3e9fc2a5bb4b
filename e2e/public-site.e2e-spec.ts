import { API } from '@seedcorp/contracts';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { ROUTE_TABLE } from '../web/src/routes';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { signIn } from './admin-session';
import { createDirector, createTender, uploadImage } from './admin-records';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { openByClientNavigation, reloadUntil } from './public-reads';

/** The first load of the home page may bring at most this much JavaScript, gzipped. */
const JS_BUDGET_BYTES = 150 * 1024;

const ROUTE_PATHS = ROUTE_TABLE.map((entry) => entry.path);

/** Links of the main navigation: every page the route table places there. */
const NAV_LINKS = ROUTE_TABLE.filter((entry) => entry.nav).length;

const url = (path: string) => `${baseUrl()}${path}`;
/** The carousel's step, as the spec gives it. */
const CAROUSEL_INTERVAL_MS = 2000;
/** Waits on the page's own behaviour (scrolling, a slide changing), not on a published change. */
const UI_WAIT_MS = 10_000;

/** Answers one API path with a fixed envelope, for states the services in this stack cannot produce on demand. */
async function answer(page: Page, path: string, status: number, body: unknown): Promise<void> {
  await page.route(url(path), (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

const tenders = [
  { key: 't1', title: 'Supply of gunny bags', location: 'Tender', subDate: '2026-12-15', url: '/x/t1', bytes: 247808 },
  {
    key: 't2',
    title: 'Repair of seed plant roof',
    location: 'Tender',
    subDate: '2026-11-30',
    url: '/x/t2',
    bytes: 1024,
  },
  { key: 't3', title: 'Printing of seed bags', location: 'Tender', subDate: '2027-01-05', url: '/x/t3', bytes: 4096 },
];

describe('the public site in Chromium', () => {
  const chromium = useChromium();
  let page: Page;

  beforeAll(async () => {
    page = await chromium.context.newPage();
  });

  describe('without JavaScript', () => {
    let noScript: BrowserContext;
    let staticPage: Page;

    beforeAll(async () => {
      noScript = await chromium.browser.newContext({ javaScriptEnabled: false });
      staticPage = await noScript.newPage();
    });

    afterAll(async () => {
      await noScript.close();
    });

    it.each(ROUTE_PATHS)('%s shows its heading, navigation and footer, with its own title', async (path) => {
      // The server's HTML as parsed, read in one call: nothing here waits on styles, pictures or fonts.
      const response = await staticPage.goto(url(path), { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(200);
      const entry = ROUTE_TABLE.find((candidate) => candidate.path === path)!;
      const shown = await staticPage.evaluate(`({
        headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent.trim()),
        navLinks: document.querySelectorAll('nav[aria-label="Main"] a[href]').length,
        sitemapLinks: [...document.querySelectorAll('footer a[href]')].filter((link) => link.textContent.trim() === 'Sitemap').length,
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      })`);
      expect(shown).toEqual({
        headings: [path === '/' ? 'Welcome' : entry.title],
        navLinks: NAV_LINKS,
        sitemapLinks: 1,
        title: path === '/' ? 'State Seed Corporation' : `${entry.title} | State Seed Corporation`,
        description: entry.description,
      });
    });

    it('answers an unknown path with the 404 page and status 404', async () => {
      const response = await staticPage.goto(url('/no-such-page'));
      expect(response?.status()).toBe(404);
      await staticPage.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await staticPage.getByRole('contentinfo').count()).toBe(1);
    });

    it('serves robots.txt and a sitemap listing every route, at the address the site is published at', async () => {
      // The renderer's SITE_URL (the stack's gateway here), not an address fixed when the image was built.
      expect(await (await fetch(url('/robots.txt'))).text()).toContain(`Sitemap: ${url('/sitemap.xml')}`);
      const sitemap = await fetch(url('/sitemap.xml'));
      expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
      const listed = await sitemap.text();
      for (const entry of ROUTE_TABLE) expect(listed).toContain(`<loc>${url(entry.path)}</loc>`);
    });
  });

  it('loads at most 150 KB of gzipped JavaScript for the home page, with no layout shift from images', async () => {
    const budgetContext = await chromium.browser.newContext();
    const budgetPage = await budgetContext.newPage();
    const scripts: Promise<Buffer>[] = [];
    budgetPage.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    // Records every layout shift caused by an image, before any page script runs.
    await budgetPage.addInitScript(`
      window.imageShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          for (const source of entry.sources || []) {
            if (source.node && source.node.nodeName === 'IMG') window.imageShifts.push(source.node.src);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    `);
    await budgetPage.goto(url('/'), { waitUntil: 'networkidle' });
    const bodies = await Promise.all(scripts);
    const gzipped = bodies.reduce((total, body) => total + gzipSync(body).length, 0);
    expect(bodies.length).toBeGreaterThan(0);
    expect(gzipped).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    expect(await budgetPage.evaluate('window.imageShifts')).toEqual([]);
    await budgetContext.close();
  });

  describe('layout', () => {
    it('text size: A+ stops at 18 px, A- at 12 px, A resets to 16 px', async () => {
      await page.goto(url('/'));
      const size = () => page.evaluate<string>('getComputedStyle(document.documentElement).fontSize');
      expect(await size()).toBe('15px');
      // Beyond the limit the button says it is disabled; a click there changes nothing.
      for (let click = 0; click < 4; click += 1)
        await page.getByRole('button', { name: 'Increase text size' }).click({ force: true });
      expect(await size()).toBe('18px');
      for (let click = 0; click < 5; click += 1)
        await page.getByRole('button', { name: 'Decrease text size' }).click({ force: true });
      expect(await size()).toBe('12px');
      await page.getByRole('button', { name: 'Reset text size' }).click();
      expect(await size()).toBe('16px');
    });

    it('dark mode follows the system on a first visit and the choice is kept across a reload', async () => {
      const darkSystem = await chromium.browser.newContext({ colorScheme: 'dark' });
      const darkPage = await darkSystem.newPage();
      const refused: string[] = [];
      darkPage.on('console', (message) => {
        if (/Content Security Policy/.test(message.text())) refused.push(message.text());
      });
      await darkPage.goto(url('/'));
      await darkPage.waitForSelector('html.hydrated', { state: 'attached' });
      expect(await darkPage.getByRole('button', { name: 'Dark mode' }).getAttribute('aria-pressed')).toBe('true');
      // The scheme is set by the one inline script in the head, which the CSP allows by its hash.
      expect(
        await darkPage.evaluate(
          "[...document.head.querySelectorAll('script:not([src]):not([type])')].length + ' ' + document.documentElement.className",
        ),
      ).toMatch(/^1 (?=.*\bjs\b)(?=.*\bdark\b)/);
      expect(refused).toEqual([]);
      await darkSystem.close();

      await page.goto(url('/tenders'));
      const toggle = page.getByRole('button', { name: 'Dark mode' });
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      expect(await page.evaluate("document.body.classList.contains('dark')")).toBe(true);
      await page.reload();
      expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(true);
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await toggle.click();
      await page.reload();
      expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(false);
    });

    it('site search suggests pages, navigates on a choice and clears itself', async () => {
      await page.goto(url('/'));
      const box = page.getByRole('combobox', { name: 'Search this site' });
      await box.fill('   ');
      expect(await page.getByRole('option').count()).toBe(0);
      await box.fill('TENDER');
      await page.getByRole('option', { name: 'Tenders', exact: true }).click();
      await page.waitForURL(url('/tenders'));
      expect(await box.inputValue()).toBe('');
      expect(await page.getByRole('option').count()).toBe(0);

      // Each page loads the search's code on its first use: its suggestions follow a moment after the keystroke.
      await box.fill('regional');
      await page.getByRole('option', { name: 'Regional Offices', exact: true }).waitFor();
      await box.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
      await box.press('Enter');
      await page.waitForURL(url('/directory/regional-offices'));
      await page.getByRole('heading', { level: 1, name: 'Regional Offices' }).waitFor();

      await box.fill('fin');
      await page.getByRole('option').first().waitFor();
      expect(await page.getByRole('option').count()).toBeGreaterThan(0);
      await box.press('Escape');
      expect(await page.getByRole('option').count()).toBe(0);
    });

    it('navigation menus open from the keyboard, close on Escape and after a choice; bare sections redirect', async () => {
      await page.goto(url('/'));
      const nav = page.getByRole('navigation', { name: 'Main' });
      const directory = nav.getByRole('button', { name: 'Directory' });
      await directory.focus();
      await page.keyboard.press('Enter');
      expect(await directory.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      expect(await directory.getAttribute('aria-expanded')).toBe('false');
      expect(await directory.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
      await directory.click();
      await nav.getByRole('link', { name: 'Head Office' }).click();
      await page.waitForURL(url('/directory/head-offices'));
      expect(await directory.getAttribute('aria-expanded')).toBe('false');

      await page.goto(url('/marketing'));
      await page.waitForURL(url('/marketing/rabi-seeds'));
    });

    it('shows a breadcrumb of friendly labels', async () => {
      await page.goto(url('/rti/proactive-disclouser/directory-of-officers-employees'));
      const crumbs = page.getByRole('navigation', { name: 'You are here' }).getByRole('link');
      expect(await crumbs.allTextContents()).toEqual([
        'Home',
        'RTI Act, 2005',
        'Proactive Disclosure',
        'Directory of Officers and Employees',
      ]);
    });

    it('offers a way back to the top after 200 px of scrolling', async () => {
      await page.setViewportSize({ width: 800, height: 400 });
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      const button = page.getByRole('button', { name: 'Back to top' });
      expect(await button.count()).toBe(0);
      await page.evaluate('window.scrollTo(0, 300)');
      await button.click();
      await pollUntil(async () => (await page.evaluate<number>('window.scrollY')) === 0, Boolean, UI_WAIT_MS);
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    it('counts visits with the site counter and shows a dash when the count is unavailable', async () => {
      const counted = await chromium.browser.newContext();
      const countedPage = await counted.newPage();
      const hits: string[] = [];
      countedPage.on('request', (request) => {
        if (request.url().endsWith(API.visitors.hit)) hits.push(request.method());
      });
      await answer(countedPage, API.visitors.counts, 200, {
        status: 200,
        message: 'OK',
        data: { total: 12345, today: 7 },
      });
      await countedPage.goto(url('/'));
      await countedPage.getByText('Visitors: 12,345').waitFor();
      await countedPage.goto(url('/tenders'));
      await countedPage.getByText('Visitors: 12,345').waitFor();
      // A second tab of the same browser on the same day is the same visit.
      const secondTab = await counted.newPage();
      secondTab.on('request', (request) => {
        if (request.url().endsWith(API.visitors.hit)) hits.push(request.method());
      });
      await answer(secondTab, API.visitors.counts, 200, {
        status: 200,
        message: 'OK',
        data: { total: 12345, today: 7 },
      });
      await secondTab.goto(url('/finance'));
      await secondTab.getByText('Visitors: 12,345').waitFor();
      await secondTab.close();
      expect(hits).toEqual(['POST']);
      await countedPage.unroute(url(API.visitors.counts));
      await answer(countedPage, API.visitors.counts, 503, { status: 503, message: 'Unavailable' });
      await countedPage.reload();
      await countedPage.getByRole('contentinfo').getByText('Visitors: -').waitFor();
      await counted.close();
    });

    it('switches the chrome to Hindi and back without a reload, and remembers the choice', async () => {
      const hindiChunks: string[] = [];
      const watcher = (request: { url: () => string }) => {
        if (/\/assets\/hi-[\w-]+\.js$/.test(request.url())) hindiChunks.push(request.url());
      };
      page.on('request', watcher);
      await page.goto(url('/tenders'), { waitUntil: 'networkidle' });
      expect(hindiChunks).toEqual([]);
      await page.evaluate('window.sameDocument = true');
      await page.getByRole('button', { name: 'हिन्दी में पढ़ें' }).click();
      await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मुखपृष्ठ' }).waitFor();
      await page.getByRole('heading', { level: 1, name: 'निविदाएँ' }).waitFor();
      expect(await page.evaluate('document.documentElement.lang')).toBe('hi');
      expect(await page.evaluate('window.sameDocument')).toBe(true);
      expect(hindiChunks).toHaveLength(1);
      page.off('request', watcher);
      // The next page arrives rendered in Hindi, and hydrates in Hindi: no mismatch between the HTML and the page.
      const errors: string[] = [];
      const onConsole = (message: { type: () => string; text: () => string }) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      };
      page.on('console', onConsole);
      const reloaded = await page.reload();
      expect(await reloaded?.text()).toContain('<html lang="hi"');
      await page.getByRole('heading', { level: 1, name: 'निविदाएँ' }).waitFor();
      page.off('console', onConsole);
      expect(errors).toEqual([]);
      await page.getByRole('button', { name: 'Read in English' }).click();
      await page.getByRole('heading', { level: 1, name: 'Tenders' }).waitFor();
      expect(await page.evaluate('document.documentElement.lang')).toBe('en');
    });

    it('loads no third-party script until the visitor asks for page translation', async () => {
      const requested: string[] = [];
      const watcher = (request: { url: () => string }) => requested.push(request.url());
      page.on('request', watcher);
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      expect(requested.filter((address) => !address.startsWith(baseUrl()) && !address.startsWith('data:'))).toEqual([]);
      await page.getByRole('button', { name: 'Translate page' }).click();
      // The widget's script is now requested; where the site's content policy or the network refuses it, the visitor is told.
      await pollUntil(
        async () =>
          requested.some((address) => address.startsWith('https://translate.google.com/')) ||
          (await page.getByText('Page translation is not available right now.').count()) > 0,
        Boolean,
        UI_WAIT_MS,
      );
      page.off('request', watcher);
    });

    // That every route fits 360 px is checked in the one walk of every route (accessibility.e2e-spec.ts).
    it('folds the navigation on a 360 px wide screen behind a Menu button', async () => {
      const narrow = await chromium.browser.newContext({ viewport: { width: 360, height: 740 } });
      const narrowPage = await narrow.newPage();
      await narrowPage.goto(url('/tenders'));
      await narrowPage.waitForSelector('html.hydrated', { state: 'attached' });
      const menu = narrowPage.getByRole('button', { name: 'Menu' });
      const home = narrowPage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' });
      expect(await home.isVisible()).toBe(false);
      await menu.click();
      expect(await home.isVisible()).toBe(true);
      await home.click();
      await narrowPage.waitForURL(url('/'));
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await narrow.close();
    });
  });

  describe('empty lists and failed calls (spec section 8)', () => {
    const cases: [string, string, string, unknown][] = [
      ['/', API.notifications.webGetNotification, 'To be Updated...', []],
      ['/latest-news', API.notifications.webGetNotification, 'None', []],
      ['/tenders', API.notifications.getNotification, 'No records found!', []],
      ['/tenders/archived', API.notifications.getNotification, 'No records found!', []],
      ['/directory/directors', API.director.webGetAll, 'No Data Found.', []],
      ['/directory/head-offices', API.director.webGetAll, 'No Data Found.', []],
      ['/directory/regional-offices', API.director.webGetAll, 'No Data Found.', []],
      ['/rti/list-of-authorities', API.authorities.webGetAll, 'No Data Found.', {}],
      [
        '/rti/proactive-disclouser/directory-of-officers-employees',
        API.officersDirectory.webGetAll,
        'No Data Found.',
        {},
      ],
    ];
    let lists: BrowserContext;
    let listPage: Page;

    beforeEach(async () => {
      lists = await chromium.browser.newContext();
      listPage = await lists.newPage();
    });

    afterEach(async () => {
      await lists.close();
    });

    it.each(cases)('%s shows its empty state for an empty list (%s): %s', async (path, api, text, empty) => {
      await answer(listPage, api, 200, { status: 200, message: 'OK', data: empty });
      await openByClientNavigation(listPage, baseUrl(), path);
      await listPage.getByText(text, { exact: true }).waitFor();
    });

    it.each(cases.filter(([path]) => !path.startsWith('/tenders')))(
      '%s shows its empty state, and no message, when the call fails (%s)',
      async (path, api, text) => {
        await answer(listPage, api, 503, { status: 503, message: 'The service is temporarily unavailable.' });
        await openByClientNavigation(listPage, baseUrl(), path);
        await listPage.getByText(text, { exact: true }).waitFor();
        expect(await listPage.getByRole('alert').count()).toBe(0);
      },
    );
  });

  describe('server data', () => {
    let token: string;
    const carouselColours = ['#1b5e20', '#0b5394', '#8e2c00'];

    beforeAll(async () => {
      token = await signIn(E2E_ADMINS.publicSite);
      for (const colour of carouselColours) await uploadImage(token, 'Home Corousel', colour);
      for (const colour of ['#444444', '#666666']) await uploadImage(token, 'Photo Gallery', colour);
    });

    const currentSlide = (target: Page) => target.locator('.carousel-slide:not([hidden])').getAttribute('aria-label');

    it('the carousel advances every 2 s, pauses on hover and on focus, and holds still under reduced motion', async () => {
      // The pages' clocks are the test's: the seconds a visitor would wait pass at once.
      const timed = await chromium.browser.newContext();
      await timed.clock.install();
      const timedPage = await timed.newPage();
      /** Lets the page's clock run on, then gives a render it should not have made a moment of real time to show. */
      const pass = async (target: Page, ms: number) => {
        await target.clock.runFor(ms);
        await target.waitForTimeout(100);
      };
      await timedPage.goto(url('/'));
      const carousel = timedPage.getByRole('region', { name: 'Pictures' });
      await carousel.waitFor();
      await timedPage.waitForSelector('html.hydrated', { state: 'attached' });
      const first = await currentSlide(timedPage);
      await timedPage.clock.runFor(CAROUSEL_INTERVAL_MS);
      // The step is due: its render is awaited, however busy the machine, rather than given a fixed moment.
      await pollUntil(
        () => currentSlide(timedPage),
        (shown) => shown !== first,
        UI_WAIT_MS,
      );

      await carousel.hover();
      const hovered = await currentSlide(timedPage);
      await pass(timedPage, CAROUSEL_INTERVAL_MS + 500);
      expect(await currentSlide(timedPage)).toBe(hovered);
      await timedPage.mouse.move(0, 0);

      await timedPage.getByRole('button', { name: 'Next picture' }).focus();
      const focused = await currentSlide(timedPage);
      await pass(timedPage, CAROUSEL_INTERVAL_MS + 500);
      expect(await currentSlide(timedPage)).toBe(focused);
      await timedPage.getByRole('button', { name: 'Next picture' }).click();
      expect(await currentSlide(timedPage)).not.toBe(focused);
      expect(await timedPage.getByRole('button', { name: /Show picture \d of \d/ }).count()).toBeGreaterThanOrEqual(3);
      await timed.close();

      const still = await chromium.browser.newContext({ reducedMotion: 'reduce' });
      await still.clock.install();
      const stillPage = await still.newPage();
      await stillPage.goto(url('/'));
      await stillPage.getByRole('region', { name: 'Pictures' }).waitFor();
      await stillPage.waitForSelector('html.hydrated', { state: 'attached' });
      const shown = await currentSlide(stillPage);
      await pass(stillPage, CAROUSEL_INTERVAL_MS + 500);
      expect(await currentSlide(stillPage)).toBe(shown);
      await still.close();
    });

    it('pictures carry their size, load lazily below the fold and arrive with the page, without their base64', async () => {
      const listCalls: string[] = [];
      const watcher = (request: { url: () => string }) => {
        if (request.url().includes('/api/')) listCalls.push(request.url());
      };
      page.on('request', watcher);
      const response = await page.goto(url('/'));
      const html = (await response?.text()) ?? '';
      const tile = page.locator('.gallery-strip img').first();
      await tile.waitFor({ state: 'attached' });
      await page.waitForSelector('html.hydrated', { state: 'attached' });
      expect(await tile.getAttribute('loading')).toBe('lazy');
      expect(Number(await tile.getAttribute('width'))).toBeGreaterThan(0);
      expect(await tile.getAttribute('srcset')).toBeTruthy();
      page.off('request', watcher);
      // The lists came inside the page, and the browser read none of them again (only the visitor counter).
      expect(listCalls.filter((address) => !address.includes(API.visitors.counts.slice(0, -1)))).toEqual([]);
      expect(html).toContain('id="route-data"');
      expect(html).not.toMatch(/"file":/);
      await page.getByRole('button', { name: 'Scroll right' }).click();
      await page.getByRole('link', { name: 'View All' }).last().click();
      await page.waitForURL(url('/photo-gallery'));
    });

    it('a published tender is listed, found by its title and offered as its PDF', async () => {
      const title = `Seed bags ${Date.now().toString(36)}`;
      await createTender(token, title, '2030-06-30');
      await page.goto(url('/tenders'));
      await reloadUntil(page, async () => (await page.getByText(title).count()) > 0);
      await page.getByPlaceholder('Search by title, date....').fill(title.toUpperCase());
      const link = page.getByRole('link', { name: new RegExp(`^${title}\\.pdf \\(PDF, \\d+ KB\\)$`) });
      await link.waitFor();
      expect(await page.getByRole('cell', { name: '30-06-2030' }).count()).toBeGreaterThan(0);
      const document = await fetch(url((await link.getAttribute('href')) as string));
      expect(document.status).toBe(200);
      expect(document.headers.get('content-type')).toContain('application/pdf');
    });

    it('a director is listed with their photo, its size reserved, and a dash for what is missing', async () => {
      const name = `Director ${Date.now().toString(36)}`;
      await createDirector(token, name);
      await page.goto(url('/directory/directors'));
      await reloadUntil(page, async () => (await page.getByText(name).count()) > 0);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      const picture = row.getByRole('img', { name: `Photo of ${name}` });
      expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
      expect(await row.getByRole('cell', { name: '-', exact: true }).count()).toBeGreaterThan(0);
    });

    it('the photo gallery opens a lightbox operable from the keyboard', async () => {
      await page.goto(url('/photo-gallery'));
      const opener = page.getByRole('button', { name: 'Open photograph 1' });
      await opener.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const label = await dialog.getAttribute('aria-label');
      expect(label).toMatch(/^Photograph 1 of \d+$/);
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getAttribute('aria-label')).toMatch(/^Photograph 2 of \d+$/);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await opener.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    });
  });

  describe('with fixed answers from the API', () => {
    let fixed: BrowserContext;
    let fixedPage: Page;

    beforeEach(async () => {
      fixed = await chromium.browser.newContext();
      fixedPage = await fixed.newPage();
    });

    afterEach(async () => {
      await fixed.close();
    });

    it('tender search filters by title or date, Reset clears it, and each document is a named PDF', async () => {
      await answer(fixedPage, API.notifications.getNotification, 200, { status: 200, message: 'OK', data: tenders });
      await openByClientNavigation(fixedPage, baseUrl(), '/tenders');
      const rows = fixedPage.locator('tbody tr');
      await fixedPage.getByRole('cell', { name: 'Supply of gunny bags', exact: true }).waitFor();
      expect(await rows.count()).toBe(3);
      const search = fixedPage.getByPlaceholder('Search by title, date....');
      await search.fill('SEED');
      expect(await rows.count()).toBe(2);
      await search.fill('15-12-2026');
      expect(await rows.allTextContents()).toEqual([expect.stringContaining('Supply of gunny bags')]);
      await search.fill('nothing like this');
      expect(await rows.allTextContents()).toEqual(['No records found!']);
      await fixedPage.getByRole('button', { name: 'Reset', exact: true }).click();
      expect(await search.inputValue()).toBe('');
      expect(await rows.count()).toBe(3);
      const link = fixedPage.getByRole('link', { name: /^Supply of gunny bags\.pdf/ });
      expect(await link.textContent()).toBe('Supply of gunny bags.pdf (PDF, 242 KB)');
      expect(await link.getAttribute('download')).toBe('Supply of gunny bags.pdf');
      expect(await link.getAttribute('href')).toBe('/x/t1');
    });

    it('a failed tender call shows the server message in a toast; a non-200 body shows the spec message', async () => {
      await answer(fixedPage, API.notifications.getNotification, 500, { status: 500, message: 'Database down.' });
      await openByClientNavigation(fixedPage, baseUrl(), '/tenders');
      await fixedPage.getByRole('alert').getByText('Database down.').waitFor();
      await fixedPage.unroute(url(API.notifications.getNotification));
      await answer(fixedPage, API.notifications.getNotification, 200, { status: 204, message: 'Nothing.' });
      await openByClientNavigation(fixedPage, baseUrl(), '/tenders/archived');
      await fixedPage.getByRole('alert').getByText('Failed to fetch Notifications.').waitFor();
    });

    it('the home news card shows at most 5 notifications and View All', async () => {
      const news = Array.from({ length: 6 }, (_, index) => ({
        key: `n${index}`,
        title: `Notice ${index + 1}`,
        location: 'Home Page',
        createdAt: '2026-01-01T00:00:00Z',
        url: `/api/notifications/document/n${index}`,
        bytes: 2048,
      }));
      await answer(fixedPage, API.notifications.webGetNotification, 200, {
        status: 200,
        message: 'OK',
        data: news,
      });
      await openByClientNavigation(fixedPage, baseUrl(), '/');
      const card = fixedPage.getByRole('region', { name: 'Latest News' });
      await card.getByRole('link', { name: /^Notice 1 \(PDF, 2 KB\)/ }).waitFor();
      expect(await card.getByRole('listitem').count()).toBe(5);
      await card.getByRole('link', { name: 'View All' }).click();
      await fixedPage.waitForURL(url('/latest-news'));
      await fixedPage.getByRole('cell', { name: 'Notice 6', exact: true }).waitFor();
      expect(await fixedPage.locator('tbody tr').count()).toBe(6);
    });

    it('site search also suggests matching notice titles', async () => {
      const notice = {
        key: 'n1',
        title: 'Seed fair at Hisar',
        location: 'Home Page',
        createdAt: '2026-01-01T00:00:00Z',
        url: '/api/notifications/document/n1',
        bytes: 2048,
      };
      await answer(fixedPage, API.notifications.webGetNotification, 200, {
        status: 200,
        message: 'OK',
        data: [notice],
      });
      await openByClientNavigation(fixedPage, baseUrl(), '/tenders');
      await fixedPage.getByRole('combobox', { name: 'Search this site' }).fill('fair');
      await fixedPage.getByRole('option', { name: /^Seed fair at Hisar/ }).click();
      await fixedPage.waitForURL(url('/latest-news'));
      await fixedPage.getByRole('cell', { name: 'Seed fair at Hisar', exact: true }).waitFor();
    });

    it('an expired session shows the toast and goes to the login page after 2.5 s', async () => {
      await answer(fixedPage, API.director.webGetAll, 401, { status: 401, message: 'Token has expired.' });
      await openByClientNavigation(fixedPage, baseUrl(), '/directory/directors');
      await fixedPage.getByText('Session expired. Redirecting to login...').waitFor();
      const shownAt = Date.now();
      await fixedPage.waitForURL(url('/login'));
      expect(Date.now() - shownAt).toBeGreaterThan(2000);
    });
  });
});
