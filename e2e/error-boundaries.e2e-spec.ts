import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn } from './admin-session';
import { storeToken } from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { openByClientNavigation } from './public-reads';

const url = (path: string) => `${baseUrl()}${path}`;

/** Serves a page module whose component throws, as a page with a rendering bug would. */
async function makePageThrow(page: Page, chunk: RegExp): Promise<void> {
  await page.route(chunk, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export default function BrokenPage() { throw new Error("page made to throw"); }',
    }),
  );
}

describe('a page that fails shows the app’s own message inside its layout', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const logged: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async () => {
    // A page module is replaced through `page.route`, which the service worker's own fetches would bypass.
    context = await browser.newContext({ serviceWorkers: 'block' });
    page = await context.newPage();
    logged.length = 0;
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
  });

  afterEach(async () => {
    await context.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('public site: the header, navigation and footer stay, with a message and a link home', async () => {
    // A page's component runs in the browser where the page is the app: here, opened inside it.
    await makePageThrow(page, /\/assets\/TendersPage-[^/]+\.js$/);
    await openByClientNavigation(page, baseUrl(), '/tenders');
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByText('This page could not be shown. Please try again in a moment.').count()).toBe(1);
    await main.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome' }).waitFor();
    expect(await page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(logged.some((text) => text.includes('page made to throw'))).toBe(true);
    expect(await page.getByText('Hey developer').count()).toBe(0);
  });

  it('public site: a part of a reading page whose code fails leaves the page as it arrived, and the rest works', async () => {
    await page.route(/\/assets\/TenderList-[^/]+\.js$/, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("part made to throw");' }),
    );
    // The site logs a part that could not start as a warning, as it does every failure its visitors need not see.
    const warned: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warned.push(message.text());
    });
    await page.goto(url('/tenders'));
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    // The tender table, as the server rendered it, is still the page; the header's controls still work.
    expect(await page.getByRole('heading', { level: 1, name: 'Tenders' }).count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search tenders' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Directory' }).click();
    expect(await page.getByRole('button', { name: 'Directory' }).getAttribute('aria-expanded')).toBe('true');
    expect(warned.some((text) => text.includes('part made to throw'))).toBe(true);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
  });

  it('public site: the message is in the visitor’s language', async () => {
    await page.addInitScript("localStorage.setItem('seedcorp.language', 'hi')");
    await makePageThrow(page, /\/assets\/SitemapPage-[^/]+\.js$/);
    await page.goto(url('/sitemap'));
    await page.getByRole('heading', { level: 1, name: 'कुछ गड़बड़ हो गई' }).waitFor();
    expect(await page.getByRole('main').getByRole('link', { name: 'मुखपृष्ठ पर जाएँ' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
  });

  it.each([
    '/products/field-crops/rabi-crops/no-such-crop',
    '/products/field-crops/rabi-crops/WHEAT',
    '/rti/proactive-disclouser/no-such-disclosure',
    '/rti/proactive-disclouser/FAQS',
  ])('%s keeps its 404 page', async (path) => {
    const response = await page.goto(url(path));
    expect(response?.status()).toBe(404);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).count()).toBe(1);
    // The browser notes the page's own 404 status; nothing else may be logged.
    expect(logged.filter((text) => !text.includes('status of 404'))).toEqual([]);
  });

  it('admin app: the header and sidebar stay, with a message and a link to the dashboard', async () => {
    await page.goto(url('/login'));
    await storeToken(page, await signIn(E2E_ADMINS.errorBoundaries));
    await makePageThrow(page, /\/admin\/assets\/ImagesPage-[^/]+\.js$/);
    await page.goto(url('/dashboard/upload-images'));
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).count()).toBe(1);
    await page.getByRole('main').getByRole('link', { name: 'Go to the dashboard home' }).click();
    await page.waitForURL('**/dashboard/home');
    expect(logged.some((text) => text.includes('page made to throw'))).toBe(true);
  });
});
