import { API } from '../libs/src/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { PROACTIVE_DISCLOSURE_PAGES } from '../web/src/content/rti';
import { ROUTE_TABLE } from '../web/src/routes';
import { postJson, signIn } from './admin-session';
import { publishDocument } from './admin-records';
import { recordPageProblems, useChromium } from './browser';
import { reloadUntil } from './public-reads';
import { baseUrl, E2E_ADMINS } from './e2e-env';

/** The administration and RTI pages built here; the two directory pages read the server and have their own tests. */
const OTHER_TESTS = ['/rti/list-of-authorities', '/rti/proactive-disclouser/directory-of-officers-employees'];
const ROUTES = ROUTE_TABLE.filter(
  (entry) =>
    (entry.path.startsWith('/administration/') || entry.path === '/rti' || entry.path.startsWith('/rti/')) &&
    !OTHER_TESTS.includes(entry.path),
);

const url = (path: string) => `${baseUrl()}${path}`;

/** Opens a page and waits until its server data has filled in (or its empty state shows). */
async function open(context: BrowserContext, path: string, errors: string[] = []): Promise<Page> {
  const page = await context.newPage();
  recordPageProblems(page, errors, { label: path });
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.locator('.loading').waitFor({ state: 'detached' });
  return page;
}

describe('administration and RTI pages in Chromium', () => {
  const chromium = useChromium();

  it('covers the thirty-one pages of the area', () => {
    expect(ROUTES).toHaveLength(10 + 5 + 16);
  });

  it.each(ROUTES.map((entry) => [entry.path, entry.title]))(
    '%s shows its heading "%s" and logs no error',
    async (path, title) => {
      const errors: string[] = [];
      const page = await open(chromium.context, path, errors);
      try {
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('lists the seeded documents of a section, and says "None." for an empty one', async () => {
    const rules = await open(chromium.context, '/administration/service-rules');
    const links = rules.locator('article .document-list a');
    expect(await links.count()).toBe(3);
    expect(await links.first().getAttribute('href')).toMatch(/^\/api\/notifications\/document\//);
    expect(await rules.locator('article').textContent()).toContain('Service rules, part 1');
    await rules.close();

    const transfers = await open(chromium.context, '/administration/transfers');
    expect(await transfers.locator('article .empty-section').textContent()).toBe('None.');
    expect(await transfers.locator('article a').count()).toBe(0);
    await transfers.close();
  });

  it('shows a PDF published to Circulars as a link with its title, and drops it once deleted', async () => {
    const token = await signIn(E2E_ADMINS.administrationRti);
    const title = `Circular ${Date.now().toString(36)}`;
    const key = await publishDocument(token, 'Circulars', title);
    const page = await open(chromium.context, '/administration/circulars');
    try {
      const link = page.getByRole('link', { name: new RegExp(`^${title} \\(PDF`) });
      await reloadUntil(page, async () => (await link.count()) === 1);
      expect(await link.getAttribute('href')).toMatch(new RegExp(`^/api/notifications/document/${key}`));
      expect(await link.getAttribute('target')).toBe('_blank');
    } finally {
      const deleted = await postJson(API.notifications.deleteNotification, { key }, token);
      expect(((await deleted.json()) as { status: number }).status).toBe(200);
    }
    await reloadUntil(page, async () => (await page.getByText(title).count()) === 0);
    await page.close();
  });

  it('shows the campaign documents and marks every picture and recording still to be supplied', async () => {
    const page = await open(chromium.context, '/administration/anti-stubble-buring-campaign');
    const article = page.locator('article');
    expect(await article.locator('.document-list a').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Anti stubble burning scheme'),
        expect.stringContaining('Straw management guidelines'),
      ]),
    );
    expect(await article.locator('img, video, audio').count()).toBe(0);
    expect(await article.locator('.campaign-images figure').count()).toBe(3);
    expect(
      await article.locator('.media-placeholder.placeholder-text, .media-placeholder .placeholder-text').count(),
    ).toBe(5);
    expect(await article.textContent()).toContain('The video recording and its captions are to be supplied.');
    expect(await article.textContent()).toContain('The audio recording and its transcript are to be supplied.');
    expect(await article.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Scheme and guidelines',
      'Campaign pictures and recordings',
    ]);
    await page.close();
  });

  it('the RTI index links to every RTI page', async () => {
    const page = await open(chromium.context, '/rti');
    const links = page.locator('article ul.rti-pages a');
    expect(await links.allTextContents()).toEqual([
      'Application Form',
      'List of Authorities',
      'Fees',
      'RTI Replies',
      'Proactive Disclosure',
    ]);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual([
      '/rti/application-form',
      '/rti/list-of-authorities',
      '/rti/fees',
      '/rti/rti-replies',
      '/rti/proactive-disclouser',
    ]);
    expect(await page.locator('article').textContent()).toContain('within thirty days of the request');
    await page.close();
  });

  it('/rti/fees states Rs 50 to apply, Rs 2 a page and no fee below the poverty line', async () => {
    const page = await open(chromium.context, '/rti/fees');
    expect(await page.locator('article li').allTextContents()).toEqual([
      'Application fee: Rs 50.',
      'Rs 2 per page of information supplied.',
      'No fee is charged to applicants below the poverty line.',
    ]);
    await page.close();
  });

  it('/rti/rti-replies says the content is not available', async () => {
    const page = await open(chromium.context, '/rti/rti-replies');
    expect(await page.locator('article p').allTextContents()).toEqual(['Content is not available']);
    await page.close();
  });

  it('the application form has no input fields and its button prints the page', async () => {
    const page = await open(chromium.context, '/rti/application-form');
    expect(await page.locator('main input, main textarea, main select, main form').count()).toBe(0);
    expect(await page.locator('article .form-template ol li').count()).toBeGreaterThan(0);
    expect(await page.locator('article').textContent()).toContain('Application fee: Rs 50.');
    await page.evaluate('window.printed = 0; window.print = () => { window.printed += 1; }');
    await page.getByRole('button', { name: 'Print this form' }).click();
    expect(await page.evaluate('window.printed')).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print this form' }).isVisible()).toBe(false);
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    await page.close();
  });

  it('the proactive disclosure index links to the 17 pages, each opening with its heading and leading back', async () => {
    const page = await open(chromium.context, '/rti/proactive-disclouser');
    const links = page.locator('article ol.disclosure-index a');
    expect(await links.count()).toBe(17);
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
      PROACTIVE_DISCLOSURE_PAGES.map((disclosure) => disclosure.path),
    );
    expect(await page.locator('article ol.disclosure-index').getAttribute('type')).toBe('i');
    for (const disclosure of PROACTIVE_DISCLOSURE_PAGES) {
      await page.locator('article').getByRole('link', { name: disclosure.title, exact: true }).click();
      await page.waitForURL(url(disclosure.path));
      await page.getByRole('heading', { level: 1, name: disclosure.title, exact: true }).waitFor();
      await page.getByRole('link', { name: 'Back to Proactive Disclosure' }).click();
      await page.waitForURL(url('/rti/proactive-disclouser'));
    }
    await page.close();
  });

  it('disclosure pages show their item of the Act, the budget table, the remuneration document and the authorities link', async () => {
    const budget = await open(chromium.context, '/rti/proactive-disclouser/budget-allotment');
    expect(await budget.locator('article').textContent()).toContain(
      'Item (xi) of section 4(1)(b) of the RTI Act, 2005.',
    );
    expect(await budget.locator('article table th[scope=col]').allTextContents()).toEqual([
      'Year',
      'Income',
      'Expenditure',
      'Profit',
      'Tax',
    ]);
    expect(await budget.locator('article table caption').textContent()).toBe('Budget allotment');
    await budget.close();

    const remuneration = await open(chromium.context, '/rti/proactive-disclouser/monthly-remuneration');
    const document = remuneration.locator('article .document-list a');
    expect(await document.count()).toBe(1);
    expect(await document.textContent()).toContain('Monthly remuneration');
    expect(await document.getAttribute('href')).toMatch(/^\/api\/notifications\/document\//);
    await remuneration.close();

    const officers = await open(chromium.context, '/rti/proactive-disclouser/public-information-officers');
    expect(
      await officers.locator('article').getByRole('link', { name: 'List of Authorities' }).getAttribute('href'),
    ).toBe('/rti/list-of-authorities');
    expect(await officers.locator('article .placeholder-text').textContent()).toBe(
      'To be confirmed by the corporation',
    );
    await officers.close();
  });

  it('no page of the area scrolls sideways on a 360 px wide screen', async () => {
    const page = await chromium.context.newPage();
    await page.setViewportSize({ width: 360, height: 740 });
    const overflowing: { path: string; overflow: number }[] = [];
    for (const entry of ROUTES) {
      await page.goto(url(entry.path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('.loading').waitFor({ state: 'detached' });
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      if (overflow !== 0) overflowing.push({ path: entry.path, overflow });
    }
    expect(overflowing).toEqual([]);
    await page.close();
  });
});
