import { API } from '../libs/src/contracts';
import type { Page, Request } from 'playwright-core';
import { PROACTIVE_DISCLOSURE_PAGES } from '../web/src/content/rti';
import { ROUTE_TABLE } from '../web/src/routes';
import { axeViolations } from './axe';
import { useChromium } from './browser';
import { baseUrl } from './e2e-env';

const INDEX_PATH = '/search-index.json';
const COTTON = '/products/field-crops/kharif-crops/cotton';

const url = (path: string) => `${baseUrl()}${path}`;

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

describe('sitemap and full-text site search', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  const chromium = useChromium({ bypassCSP: true });

  async function open(path: string): Promise<Page> {
    const page = await chromium.context.newPage();
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('/sitemap nests a link to every route, the disclosures under proactive disclosure, with no axe violations', async () => {
    const page = await open('/sitemap');
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sitemap');
      const tree = '.sitemap';
      expect((await hrefs(page, `${tree} a`)).sort()).toEqual(ROUTE_TABLE.map((route) => route.path).sort());
      expect(await hrefs(page, `${tree} li:has(> a[href="/rti/proactive-disclouser"]) > ul > li > a`)).toEqual(
        PROACTIVE_DISCLOSURE_PAGES.map((disclosure) => disclosure.path),
      );
      expect(PROACTIVE_DISCLOSURE_PAGES).toHaveLength(17);
      expect(
        await hrefs(page, `${tree} li:has(> a[href="/products/field-crops/kharif-crops"]) > ul > li > a`),
      ).toContain(COTTON);
      const products = page.locator(`${tree} > ul > li:has(> .sitemap-section:text-is("Products"))`);
      expect(await hrefs(page, `${tree} > ul > li:has(> .sitemap-section:text-is("Products")) > ul > li > a`)).toEqual([
        '/products/field-crops',
        '/products/vegetables',
      ]);
      expect(await products.count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('serves the search index as revalidated JSON holding the content of the pages', async () => {
    const response = await fetch(url(INDEX_PATH));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const index = (await response.json()) as { path: string; title: string; text: string }[];
    expect(index.find((page) => page.path === COTTON)).toMatchObject({ title: 'Cotton' });
    expect(index.find((page) => page.path === COTTON)?.text.split('\n')).toContain('HD-123');
    // The corporation's tables as last published: a variety finds its rate page, a regional unit the counters.
    expect(index.find((page) => page.path === '/marketing/rabi-seeds')?.text.split('\n')).toContain('GNG-2171');
    expect(index.find((page) => page.path === '/marketing/kharif-seeds')?.text.split('\n')).toContain(
      'PB-1509 and PB-01',
    );
    expect(index.find((page) => page.path === '/marketing/sale-counters')?.text.split('\n')).toContain('Umri');
  });

  it('fetches the index once, on first typing, and finds pages by their content', async () => {
    const page = await chromium.context.newPage();
    const requested: string[] = [];
    page.on('request', (request: Request) => {
      if (new URL(request.url()).pathname === INDEX_PATH) requested.push(request.url());
    });
    try {
      await page.goto(url('/'));
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);

      const box = page.getByRole('combobox', { name: 'Search this site' });
      await box.fill('HD-123');
      await page.getByRole('option', { name: 'Cotton', exact: true }).waitFor();
      expect(requested).toHaveLength(1);
      await page.getByRole('option', { name: 'Cotton', exact: true }).click();
      await page.waitForURL(url(COTTON));
      await page.getByRole('heading', { level: 1, name: 'Cotton' }).waitFor();
      expect(await box.inputValue()).toBe('');

      await box.fill('umri');
      await page.getByRole('option', { name: 'Sale Counters', exact: true }).waitFor();
      await page.getByRole('option', { name: 'About Us', exact: true }).waitFor();
      // The keyboard reaches a suggestion as before: arrows move, Enter chooses.
      const options = await page.getByRole('option').allTextContents();
      for (let step = 0; step <= options.indexOf('Sale Counters'); step += 1) await box.press('ArrowDown');
      const active = (await box.getAttribute('aria-activedescendant')) as string;
      expect(await page.locator(`[id="${active}"]`).textContent()).toBe('Sale Counters');
      await box.press('Enter');
      await page.waitForURL(url('/marketing/sale-counters'));
      await page.getByRole('heading', { level: 1, name: 'Sale Counters' }).waitFor();

      await box.fill('RTI fee');
      await page.getByRole('option', { name: 'Fees', exact: true }).waitFor();
      expect((await page.getByRole('option').allTextContents())[0]).toBe('Fees');
      await box.press('Enter');
      await page.waitForURL(url('/rti/fees'));
      await page.getByRole('heading', { level: 1, name: 'Fees' }).waitFor();

      await box.fill('seed');
      await page.getByRole('option').first().waitFor();
      expect(await page.getByRole('option').count()).toBe(10);
      await box.press('Escape');
      expect(await page.getByRole('option').count()).toBe(0);
      expect(requested).toHaveLength(1);
    } finally {
      await page.close();
    }
  });

  it('still offers notice titles beside the pages, and the open list has no axe violations', async () => {
    const page = await chromium.context.newPage();
    const notice = {
      key: 'n1',
      title: 'Seed fair at Umri',
      location: 'Home Page',
      createdAt: '2026-01-01T00:00:00Z',
      url: '/api/notifications/document/n1',
      bytes: 2048,
    };
    await page.route(url(API.notifications.webGetNotification), (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 200, message: 'OK', data: [notice] }),
      }),
    );
    try {
      await page.goto(url('/help'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const box = page.getByRole('combobox', { name: 'Search this site' });
      await box.fill('Umri');
      await page.getByRole('option', { name: /^Seed fair at Umri/ }).waitFor();
      await page.getByRole('option', { name: 'About Us', exact: true }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('option', { name: /^Seed fair at Umri/ }).click();
      await page.waitForURL(url('/latest-news'));
      await page.getByRole('cell', { name: 'Seed fair at Umri', exact: true }).waitFor();
    } finally {
      await page.close();
    }
  });
});
