import type { Browser, BrowserContext, Page } from 'playwright-core';
import { routeEntry } from '../web/src/routes';
import { GIGW_WEBSITE_POLICIES } from '../web/src/content/policies';
import { launchChromium } from './browser';
import { baseUrl } from './e2e-env';

const PLACEHOLDER = 'To be confirmed by the corporation';

/** The about, organisation, policy and help pages. */
const PATHS = [
  '/about-us',
  '/engineering',
  '/finance',
  '/contact-us',
  '/internal-complaint-committee',
  '/audit-cell',
  '/quality-control',
  '/agreements',
  '/services',
  '/accessibility-statement',
  '/website-policies',
  '/terms-and-conditions',
  '/disclaimer',
  '/help',
  '/screen-access-reader',
];

const title = (path: string): string => {
  const entry = routeEntry(path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  return entry.title;
};

/** The little of a DOM table row used here (the e2e project compiles without the DOM library). */
interface TableRowElement {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null }>;
}

/** Rows of a table as the visitor reads them: header and data cells, whitespace collapsed. */
function tableRows(page: Page, caption: string): Promise<string[][]> {
  return page
    .locator('table', { has: page.locator('caption', { hasText: caption }) })
    .locator('tr')
    .evaluateAll((rows: TableRowElement[]) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
      ),
    );
}

describe('about, organisation, policy and help pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    browser = await launchChromium();
    // axe is injected as an inline script, which the site's CSP rightly forbids.
    context = await browser.newContext({ bypassCSP: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    errors = [];
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterEach(async () => {
    await page.close();
  });

  async function open(path: string): Promise<void> {
    await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: title(path) }).waitFor();
  }

  it.each(PATHS)('%s shows its heading, its own content and no console error', async (path) => {
    await open(path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title(path));
    expect(await page.locator('main article p, main article h2, main article table').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  /** The contents list leads to each section heading, each link a target of at least 24 px (WCAG 2.2). */
  async function expectContentsOfPolicies(on: Page): Promise<void> {
    const links = on.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await links.allInnerTexts()).toEqual(GIGW_WEBSITE_POLICIES);
    for (const link of await links.all()) {
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      expect(await on.locator(`[id="${href.slice(1)}"]`).count()).toBe(1);
      expect(await on.locator(`h2[id="${href.slice(1)}"]`).innerText()).toBe(await link.innerText());
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
    }
  }

  it('/website-policies opens with a contents list that leads to each of the nine policies', async () => {
    await open('/website-policies');
    await expectContentsOfPolicies(page);
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Security Policy' }).click();
    await page.waitForURL(`${baseUrl()}/website-policies#security-policy`);
    const heading = await page.getByRole('heading', { level: 2, name: 'Security Policy' }).boundingBox();
    const viewport = page.viewportSize();
    expect(heading && viewport && heading.y >= 0 && heading.y + heading.height <= viewport.height).toBe(true);
    expect(errors).toEqual([]);
  });

  it('/website-policies serves its contents list and section ids in the HTML, for visitors without JavaScript', async () => {
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const staticPage = await noScript.newPage();
      await staticPage.goto(`${baseUrl()}/website-policies`);
      await expectContentsOfPolicies(staticPage);
      await staticPage
        .getByRole('navigation', { name: 'On this page' })
        .getByRole('link', { name: 'Content Review Policy' })
        .click();
      await staticPage.waitForURL(`${baseUrl()}/website-policies#content-review-policy`);
    } finally {
      await noScript.close();
    }
  });

  it('/finance shows the capital and fixed assets as written and the three-year results table', async () => {
    await open('/finance');
    const figures = await page.locator('dl.figures').innerText();
    expect(figures).toContain('Paid-up capital');
    expect(figures).toContain('Rs.500.00 lac');
    expect(figures).toContain('Fixed assets as on 31.03.2021');
    expect(figures).toContain('Rs.727.23 lac');
    const caption = 'Financial results for 2018-19, 2019-20 and 2020-21';
    await page.locator('caption', { hasText: caption }).waitFor();
    const rows = await tableRows(page, caption);
    expect(rows[0]).toEqual(['Particulars', '2018-19', '2019-20', '2020-21']);
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      'Turnover',
      'Profit before tax',
      'Accumulated profits',
      'Fixed assets',
      'Reserve and surplus',
    ]);
    for (const row of rows.slice(1)) expect(row.slice(1)).toEqual([PLACEHOLDER, PLACEHOLDER, PLACEHOLDER]);
    expect(await tableRows(page, 'GST registration')).toEqual([
      ['Registration', 'Number'],
      ['Goods and Services Tax Identification Number (GSTIN)', PLACEHOLDER],
    ]);
    for (const heading of ['Audit notes', 'Tax and GST registration', 'Main bankers', 'Provident fund']) {
      await page.getByRole('heading', { level: 2, name: heading }).waitFor();
    }
  });

  it('/services shows the service time limits and fees', async () => {
    await open('/services');
    expect(await tableRows(page, 'Citizen services and their time limits')).toEqual([
      ['Service', 'Time limit'],
      ['Supply of foundation seed', 'Within 2 working days'],
      ['Reply to a seed complaint', 'Within 2 days'],
      ['Disposal of a seed complaint', 'Within 15 days'],
      ['Advance of 80% of the support price', 'Within 5 working days'],
      ['Balance of 20%', 'Within 5 working days'],
    ]);
    expect(await tableRows(page, 'Complaints and rejected produce: time limits')).toEqual([
      ['Service', 'Time limit'],
      ['Making a complaint about defective seed', 'Within 10 days'],
      ['Inspection after a defective seed complaint', 'Within 7 days'],
      ['Taking back rejected produce', 'Within 31 days'],
    ]);
    expect(await tableRows(page, 'Fees for services')).toEqual([
      ['Service', 'Fee (Rs)'],
      ['Registration as a seed grower', '25'],
      ['RTI application', '50'],
      ['RTI: each page of information supplied', '2'],
      ['RTI: applicant below the poverty line', 'none'],
    ]);
    await page.getByText('tests 100% of carry-over lots and 10% of fresh lots').waitFor();
  });

  it('/help describes the text size, theme and language controls, the search and PDF readers', async () => {
    await open('/help');
    const section = (heading: string) =>
      page.locator('section', { has: page.getByRole('heading', { level: 2, name: heading }) }).innerText();
    expect(await section('Changing the text size')).toMatch(/A- and A\+ buttons.*smaller or larger.*A button/s);
    expect(await section('Light and dark mode')).toContain('Dark mode button');
    expect(await section('Language')).toContain('हिन्दी');
    expect(await section('Searching the site')).toContain('search box');
    expect(await section('Reading documents')).toContain('PDF');
    const reader = page.getByRole('link', { name: /Adobe Acrobat Reader/ });
    expect(await reader.getAttribute('target')).toBe('_blank');
    expect(await reader.innerText()).toContain('(opens in a new tab)');
  });

  it('/screen-access-reader lists the screen readers in a table with header cells and links out', async () => {
    await open('/screen-access-reader');
    const table = page.locator('table', { has: page.locator('caption', { hasText: 'Screen readers' }) });
    expect(await table.locator('thead th[scope=col]').allInnerTexts()).toEqual([
      'Screen reader',
      'Website',
      'Free or commercial',
      'Works on',
    ]);
    const names = await table.locator('tbody th[scope=row]').allInnerTexts();
    expect(names.map((name) => name.split(' ')[0])).toEqual([
      'NVDA',
      'JAWS',
      'Narrator',
      'VoiceOver',
      'TalkBack',
      'Orca',
    ]);
    const nvda = table.getByRole('link', { name: /nvaccess\.org/ });
    expect(await nvda.getAttribute('href')).toBe('https://www.nvaccess.org/');
    expect(await nvda.getAttribute('target')).toBe('_blank');
    const jawsRow = (await tableRows(page, 'Screen readers')).find((row) => row[0].startsWith('JAWS'));
    expect(jawsRow?.[2]).toBe('Commercial');
  });

  it('/about-us states the history, capital, plants and laboratory and links to the plant capacities', async () => {
    await open('/about-us');
    const text = await page.locator('main article').innerText();
    expect(text).toContain('set up in 1974 under the Companies Act, 1956');
    expect(text).toContain('Authorised share capital Rs. 7.00 crore');
    expect(text).toContain('6 seed processing plants: Umri, Yamuna Nagar, Hisar, Sirsa, Tohana and Pataudi');
    expect(text).toContain('seed testing laboratory is at Umri');
    await page.getByRole('link', { name: 'Seed processing plants and their capacities' }).click();
    await page.waitForURL(`${baseUrl()}/production/seed-processing`);
  });

  it('/engineering says what it is for and marks the missing text', async () => {
    await open('/engineering');
    await page.getByText('This page describes the engineering work of the corporation.').waitFor();
    expect(await page.locator('main article .placeholder-text').innerText()).toBe(PLACEHOLDER);
  });

  it('/contact-us marks the unknown address, phone and e-mail, with no link for them, and leads to the feedback form', async () => {
    await open('/contact-us');
    expect(await page.locator('dl.contact-details .placeholder-text').count()).toBe(3);
    expect(await page.locator('a[href^="tel:"], a[href^="mailto:"]').count()).toBe(0);
    await page.locator('main article').getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('heading', { level: 1, name: 'Feedback' }).waitFor();
  });

  it('fits a 360 px wide screen without the page scrolling sideways', async () => {
    const narrow = await browser.newContext({ viewport: { width: 360, height: 740 } });
    try {
      const narrowPage = await narrow.newPage();
      for (const path of PATHS) {
        await narrowPage.goto(`${baseUrl()}${path}`);
        await narrowPage.getByRole('heading', { level: 1, name: title(path) }).waitFor();
        const fits = await narrowPage.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
        expect({ path, fits }).toEqual({ path, fits: true });
      }
    } finally {
      await narrow.close();
    }
  });
});
