import { API, type SearchIndexPage } from '@seedcorp/contracts';
import type { Page, Request } from 'playwright-core';
import { ROUTE_TABLE } from '../web/src/routes';
import { axeViolations } from './axe';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { publishDocument } from './admin-records';
import { signIn } from './admin-session';
import { publicList } from './public-reads';
import { pollUntil } from '@seedcorp/testing/poll-until';

const COTTON = '/products/field-crops/kharif-crops/cotton';
const WHEAT = '/products/field-crops/rabi-crops/wheat';
const DISCLOSURES = ROUTE_TABLE.map((route) => route.path).filter((path) =>
  path.startsWith('/rti/proactive-disclouser/'),
);

const url = (path: string) => `${baseUrl()}${path}`;

/** The calls `page` makes for the search index, as they are made. */
function indexRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === API.content.webSearchIndex) requested.push(request.url());
  });
  return requested;
}

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

  it('/sitemap nests a link to every route, the disclosures under proactive disclosure, then the feeds and the open data, with no axe violations', async () => {
    const page = await open('/sitemap');
    try {
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Sitemap');
      const tree = 'nav.sitemap';
      expect((await hrefs(page, `${tree} a`)).sort()).toEqual(ROUTE_TABLE.map((route) => route.path).sort());
      // After the pages, the feeds in both languages and the open-data catalogue.
      expect((await hrefs(page, 'section.sitemap a')).sort()).toEqual(
        [
          ...['news', 'tenders', 'rate-lists'].flatMap((feed) => [`/feeds/${feed}.xml`, `/feeds/${feed}.hi.xml`]),
          '/data/catalog.json',
        ].sort(),
      );
      expect(await hrefs(page, `${tree} li:has(> a[href="/rti/proactive-disclouser"]) > ul > li > a`)).toEqual(
        DISCLOSURES,
      );
      expect(DISCLOSURES).toHaveLength(17);
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

  it('reads the index from the content service: both languages, with an ETag the gateway answers 304 to', async () => {
    const response = await fetch(url(API.content.webSearchIndex));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^(W\/)?"[\w-]+"$/);
    const index = ((await response.json()) as { data: SearchIndexPage[] }).data;
    const lines = (path: string, language: 'en' | 'hi') =>
      index.find((page) => page.path === path)?.text[language].split('\n');
    expect(index.find((page) => page.path === COTTON)?.title).toEqual({ en: 'Cotton varieties', hi: 'कपास की किस्में' });
    expect(lines(COTTON, 'en')).toContain('HD-123');
    expect(lines(COTTON, 'hi')).toContain('HD-123');
    // The corporation's tables as last published: a variety finds its rate page. The sale counters are the sales
    // service's records, which the search adds itself (below: "umri" finds the counters).
    expect(lines('/marketing/rabi-seeds', 'en')).toContain('GNG-2171');
    expect(lines('/marketing/kharif-seeds', 'en')).toContain('PB-1509 and PB-01');
    expect(lines('/marketing/sale-counters', 'en')).not.toContain('Umri');
    expect(lines('/about-us', 'hi')?.some((line) => line.includes('प्रमाणित बीज'))).toBe(true);

    const again = await fetch(url(API.content.webSearchIndex), { headers: { 'If-None-Match': etag as string } });
    expect(again.status).toBe(304);
  });

  it('reads the index when the box is first used, once, and finds pages by their content', async () => {
    const page = await chromium.context.newPage();
    const requested = indexRequests(page);
    try {
      await page.goto(url('/'));
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);

      const box = page.getByRole('combobox', { name: 'Search this site' });
      const indexRead = page.waitForResponse(
        (response) => new URL(response.url()).pathname === API.content.webSearchIndex,
      );
      await box.focus();
      await indexRead;
      expect(requested).toHaveLength(1);
      await box.fill('HD-123');
      await page.getByRole('option', { name: 'Cotton', exact: true }).waitFor();
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

      // The suggestions settle once the page's search has its index and notices (each page loads its code on first
      // use); there are never more than 10.
      await box.fill('seed');
      expect(
        await pollUntil(
          () => page.getByRole('option').count(),
          (count) => count >= 10,
        ),
      ).toBe(10);
      await box.press('Escape');
      expect(await page.getByRole('option').count()).toBe(0);
      expect(requested).toHaveLength(1);

      // The next page view revalidates the browser's copy by its ETag.
      const revalidated = page.waitForResponse(
        (response) => new URL(response.url()).pathname === API.content.webSearchIndex,
      );
      await page.reload();
      await box.focus();
      const answer = await revalidated;
      expect((await answer.request().allHeaders())['if-none-match']).toBe(answer.headers().etag);
    } finally {
      await page.close();
    }
  });

  it('searches in Hindi for a Hindi reader: निविदा finds the tenders, गेहूं the wheat page, and each opens', async () => {
    const context = await chromium.browser.newContext();
    await context.addCookies([{ name: 'seedcorp_language', value: 'hi', url: baseUrl() }]);
    const page = await context.newPage();
    const requested = indexRequests(page);
    try {
      await page.goto(url('/'));
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);

      const box = page.getByRole('combobox', { name: 'साइट में खोजें' });
      await box.fill('निविदा');
      await page.getByRole('option', { name: 'निविदाएँ', exact: true }).waitFor();
      expect((await page.getByRole('option').allTextContents())[0]).toBe('निविदाएँ');
      await page.getByRole('option', { name: 'निविदाएँ', exact: true }).click();
      await page.waitForURL(url('/tenders'));
      await page.getByRole('heading', { level: 1, name: 'निविदाएँ' }).waitFor();

      // Typed with anusvara, published with candrabindu; the crop page is found by the words the index holds.
      await box.fill('गेहूं');
      await page.getByRole('option', { name: 'गेहूँ', exact: true }).waitFor();
      expect((await page.getByRole('option').allTextContents())[0]).toBe('गेहूँ');
      await box.press('Enter');
      await page.waitForURL(url(WHEAT));
      await page.getByRole('heading', { level: 1, name: 'गेहूँ' }).waitFor();
      expect(requested).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('still offers notice titles beside the pages, and the open list has no axe violations', async () => {
    const page = await chromium.context.newPage();
    // Published, not answered in the browser: choosing it loads the news page from the server. (Its audit entry names
    // it: no "at <word> (", which the attack suite reads as a stack frame leaking.)
    const title = 'Seed fair, Umri';
    await publishDocument(await signIn(E2E_ADMINS.siteSearch), 'Home Page', title);
    await publicList<{ title: string }>(API.notifications.webGetNotification, { location: 'Home Page' }, (notices) =>
      notices.some((notice) => notice.title === title),
    );
    try {
      await page.goto(url('/help'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const box = page.getByRole('combobox', { name: 'Search this site' });
      await box.fill('Umri');
      await page.getByRole('option', { name: new RegExp(`^${title}`) }).waitFor();
      await page.getByRole('option', { name: 'About Us', exact: true }).waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
      await page.waitForURL(url('/latest-news'));
      await page.getByRole('cell', { name: title, exact: true }).waitFor();
    } finally {
      await page.close();
    }
  });
});
