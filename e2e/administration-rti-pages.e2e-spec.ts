import { API, CONTENT_PLACEHOLDER, type PageBlock } from '@seedcorp/contracts';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { SPEC_DISCLOSURE_PAGES } from '../web/src/content/spec-figures';
import { ROUTE_TABLE, showsWords } from '../web/src/routes';
import { postJson, signIn } from './admin-session';
import { publishDocument } from './admin-records';
import { recordPageProblems, useChromium } from '@seedcorp/testing/browser';
import {
  expectPageShowsPublishedTable,
  expectPageShowsSeededWords,
  seededPage,
  seededTable,
  servedPages,
  shownText,
} from './content-page-checks';
import { reloadUntil } from './public-reads';
import { baseUrl, E2E_ADMINS } from './e2e-env';

/** The administration and RTI pages built here; the two directory pages read the server and have their own tests. */
const OTHER_TESTS = ['/rti/list-of-authorities', '/rti/proactive-disclouser/directory-of-officers-employees'];
const ROUTES = ROUTE_TABLE.filter(
  (entry) =>
    (entry.path.startsWith('/administration/') || entry.path === '/rti' || entry.path.startsWith('/rti/')) &&
    !OTHER_TESTS.includes(entry.path),
);

/** Every page of the area shows words the corporation keeps, the two directory pages included. */
const WORDS_ROUTES = ROUTE_TABLE.filter(
  (entry) =>
    (entry.path.startsWith('/administration/') || entry.path === '/rti' || entry.path.startsWith('/rti/')) &&
    showsWords(entry),
).map((entry) => entry.path);

const url = (path: string) => `${baseUrl()}${path}`;

/** A block of a page's seeded words, by its id. */
function seededBlock<T extends PageBlock['type']>(path: string, id: string, type: T): Extract<PageBlock, { type: T }> {
  const block = seededPage(path).blocks.find((candidate) => candidate.id === id);
  if (block?.type !== type) throw new Error(`${path} has no ${type} block ${id}`);
  return block as Extract<PageBlock, { type: T }>;
}

const hrefsOf = async (links: Locator) =>
  Promise.all((await links.all()).map(async (link) => link.getAttribute('href')));

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
  const served = servedPages(() => chromium.browser);

  it('covers the thirty-one pages of the area, and the words of all thirty-three', () => {
    expect(ROUTES).toHaveLength(10 + 5 + 16);
    expect(WORDS_ROUTES).toHaveLength(ROUTES.length + OTHER_TESTS.length);
  });

  // Each page's heading, its words once its script has run and a clean console: the walk of every route
  // (accessibility.e2e-spec.ts).
  it.each(WORDS_ROUTES.flatMap((path) => [[path, 'en'] as const, [path, 'hi'] as const]))(
    '%s is served with its seeded words in %s, before any script runs',
    async (path, language) => {
      await served(path, language, (page) => expectPageShowsSeededWords(page, path, language));
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

  it('shows the campaign documents under their heading and marks every picture and recording still to be supplied', async () => {
    const path = '/administration/anti-stubble-buring-campaign';
    const page = await open(chromium.context, path);
    const article = page.locator('article');
    expect(await article.locator('h2#scheme-and-guidelines + ul.document-list a').allTextContents()).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Anti stubble burning scheme'),
        expect.stringContaining('Straw management guidelines'),
      ]),
    );
    expect(await article.locator('img, video, audio').count()).toBe(0);
    const media = article.locator('h2#campaign-pictures-and-recordings + ul > li');
    expect(await media.allTextContents()).toEqual(
      seededBlock(path, 'campaign-media', 'list').items.map((item) => shownText(item.en, 'en')),
    );
    expect(await media.count()).toBe(5);
    expect(await media.locator('.placeholder-text').allTextContents()).toEqual(Array(5).fill(CONTENT_PLACEHOLDER));
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
    const links = page.locator('article h2#rti-pages + ul > li a');
    expect(await links.allTextContents()).toEqual([
      'Application Form',
      'List of Authorities',
      'Fees',
      'RTI Replies',
      'Proactive Disclosure',
    ]);
    expect(await hrefsOf(links)).toEqual([
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
    expect(await page.locator('article p .placeholder-text').textContent()).toBe(CONTENT_PLACEHOLDER);
    await page.close();
  });

  it('/rti/rti-replies says the content is not available', async () => {
    const page = await open(chromium.context, '/rti/rti-replies');
    expect(await page.locator('article p:not(.last-updated)').allTextContents()).toEqual(['Content is not available']);
    await page.close();
  });

  it('the application form has no input fields, lists the particulars to fill in and its button prints the page', async () => {
    const page = await open(chromium.context, '/rti/application-form');
    expect(await page.locator('main input, main textarea, main select, main form').count()).toBe(0);
    const particulars = seededBlock('/rti/application-form', 'application-particulars', 'steps');
    expect(await page.locator('article ol.page-steps > li').allTextContents()).toEqual(
      particulars.items.map((item) => shownText(item.en, 'en')),
    );
    expect(await page.locator('article').textContent()).toContain('Application fee: Rs 50.');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate('window.printed = 0; window.print = () => { window.printed += 1; }');
    const print = page.getByRole('button', { name: 'Print this form' });
    expect(await print.count()).toBe(1);
    await print.click();
    expect(await page.evaluate('window.printed')).toBe(1);
    await page.emulateMedia({ media: 'print' });
    expect(await print.isVisible()).toBe(false);
    await page.close();
  });

  it('the proactive disclosure index links to the 17 pages as the items (i) to (xvii) of the Act, each opening with its heading and leading back', async () => {
    const base = '/rti/proactive-disclouser';
    const page = await open(chromium.context, base);
    const links = page.locator('article .page-links > li > a');
    const index = seededBlock(base, 'disclosure-pages', 'links');
    expect(await links.count()).toBe(17);
    expect(await hrefsOf(links)).toEqual(SPEC_DISCLOSURE_PAGES.map((slug) => `${base}/${slug}`));
    expect(await links.allTextContents()).toEqual(index.items.map((item) => item.text.en));
    for (const { text, href } of index.items) {
      await page.locator('article').getByRole('link', { name: text.en, exact: true }).click();
      await page.waitForURL(url(href));
      await page.getByRole('heading', { level: 1, name: text.en, exact: true }).waitFor();
      await page.getByRole('link', { name: 'Back to Proactive Disclosure' }).click();
      await page.waitForURL(url(base));
    }
    // The Act numbers its items (i) to (xvii): the index keeps that numbering.
    expect(await page.locator('article ol[type="i"] > li > a').count()).toBe(17);
    await page.close();
  });

  it('disclosure pages show their item of the Act, the budget table, the remuneration document and the authorities link', async () => {
    const budget = await open(chromium.context, '/rti/proactive-disclouser/budget-allotment');
    expect(await budget.locator('article').textContent()).toContain(
      'Item (xi) of section 4(1)(b) of the RTI Act, 2005.',
    );
    const table = await expectPageShowsPublishedTable(budget, seededTable('budget-allotment'));
    expect(table.caption).toBe('Budget allotment');
    expect(table.head).toEqual(['Year', 'Income', 'Expenditure', 'Profit', 'Tax']);
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
    expect(await officers.locator('article .placeholder-text').textContent()).toBe(CONTENT_PLACEHOLDER);
    await officers.close();
  });

  // That no page of the area scrolls sideways at 360 px is checked in the one walk of every route
  // (accessibility.e2e-spec.ts).
});
