import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTE_TABLE } from '../web/src/routes';
import { postJson, signIn } from './admin-session';
import { publishDocument } from './admin-records';
import { launchChromium } from './browser';
import { reloadUntil } from './public-reads';
import { baseUrl, E2E_ADMINS } from './e2e-env';

const ROUTES = ROUTE_TABLE.filter(
  (entry) => entry.path.startsWith('/production/') || entry.path.startsWith('/marketing/'),
).map((entry) => entry.path);

const RATE_PAGES = [
  '/marketing/rabi-seeds',
  '/marketing/rabi-vegetables',
  '/marketing/kharif-seeds',
  '/marketing/kharif-vegetables',
];

const url = (path: string) => `${baseUrl()}${path}`;

interface RenderedTable {
  caption: string;
  head: string[];
  body: string[][];
  foot: string[][];
}

/** Every table of the page as a visitor reads it: caption, header row, body and footer rows of cell texts. */
function tablesOf(page: Page): Promise<RenderedTable[]> {
  return page.evaluate(`[...document.querySelectorAll('main table')].map((table) => {
    const cells = (row) => [...row.cells].map((cell) => cell.textContent.trim());
    return {
      caption: table.caption ? table.caption.textContent.trim() : '',
      head: cells(table.tHead.rows[0]),
      body: [...table.tBodies[0].rows].map(cells),
      foot: table.tFoot ? [...table.tFoot.rows].map(cells) : [],
    };
  })`);
}

function rowStartingWith(table: RenderedTable, ...cells: string[]): string[] {
  const row = table.body.find((candidate) => cells.every((cell, i) => candidate[i] === cell));
  if (!row) throw new Error(`no row ${cells.join(' | ')} in "${table.caption}"`);
  return row;
}

describe('production and marketing pages in Chromium', () => {
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
    await page.goto(url(path), { waitUntil: 'networkidle' });
    const entry = ROUTE_TABLE.find((candidate) => candidate.path === path)!;
    await page.getByRole('heading', { level: 1, name: entry.title, exact: true }).waitFor();
    await page.waitForFunction("document.querySelector('.loading') === null");
  }

  it('covers the sixteen pages of production and marketing, each in the route table', () => {
    expect(ROUTES).toHaveLength(16);
  });

  it.each(ROUTES)('%s shows its heading and logs no error', async (path) => {
    await open(path);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('lists the 11 steps from breeder to foundation seed and the 8 from foundation to certified seed', async () => {
    await open('/production/stages');
    const steps = (name: string) =>
      page.getByRole('heading', { level: 2, name }).locator('xpath=..').getByRole('listitem').count();
    expect(await steps('Breeder to Foundation Seed')).toBe(11);
    expect(await steps('Foundation to Certified Seed')).toBe(8);
  });

  it('shows the Rabi plan with its wheat sub-totals and grand totals, and the Kharif plan', async () => {
    await open('/production/seed-production');
    const [rabi, kharif] = await tablesOf(page);
    expect(rabi.caption).toBe('Rabi seed production plan (quintals)');
    expect(rabi.head).toEqual(['Crop', 'Variety', '2022-23 (quintals)', '2023-24 (quintals)', '2024-25 (quintals)']);
    expect(rowStartingWith(rabi, 'Wheat sub-total')).toEqual([
      'Wheat sub-total',
      '',
      '3,09,500',
      '3,10,000',
      '3,10,000',
    ]);
    expect(rabi.foot).toEqual([['Grand total', '', '3,12,720', '3,13,270', '3,13,270']]);
    expect(kharif.caption).toBe('Kharif seed production plan (quintals)');
    expect(kharif.body.map((row) => row[0])).toEqual(['Paddy', 'Moong', 'Gaur', 'Bajra', 'Arhar', 'Mash']);
    expect(rowStartingWith(kharif, 'Paddy')).toEqual(['Paddy', '4,600', '4,545', '4,460']);
    expect(await page.getByRole('heading', { level: 3, name: 'Field inspections' }).count()).toBe(1);
  });

  it('shows the six plants with totals of 490 quintals per hour and 4,49,000 quintals of storage', async () => {
    await open('/production/seed-processing');
    const [plants] = await tablesOf(page);
    expect(plants.body.map((row) => [row[1], row[3], row[4]])).toEqual([
      ['Umri', '100', '1,10,000'],
      ['Yamuna Nagar', '50', '45,000'],
      ['Hisar', '100', '88,000'],
      ['Sirsa', '100', '84,500'],
      ['Tohana', '50', '54,000'],
      ['Pataudi', '90', '67,500'],
    ]);
    expect(plants.foot).toEqual([['Total', '', '', '490', '4,49,000']]);
    expect(await page.getByRole('heading', { level: 2, name: 'Seed testing laboratory' }).count()).toBe(1);
  });

  it('lists the facilities to growers', async () => {
    await open('/production/incentives');
    await page.getByRole('heading', { level: 2, name: 'Facilities To Growers' }).waitFor();
    expect(await page.getByText('Transport rebate of up to Rs 25.75 per quintal on certified seed.').count()).toBe(1);
  });

  it('sells gram AMAN-515, HC-7, HC-6 at 11000 less 5000 subsidy, 6000 to the farmer, in Rabi 2025-26', async () => {
    await open('/marketing/rabi-seeds');
    const [rates] = await tablesOf(page);
    expect(rates.caption).toBe('Sale rates, Rabi 2025-26');
    expect(rowStartingWith(rates, 'Gram', 'AMAN-515, HC-7, HC-6')).toEqual([
      'Gram',
      'AMAN-515, HC-7, HC-6',
      '11,000',
      '5,000',
      '6,000',
      '960 per 16 kg bag',
    ]);
    expect(rowStartingWith(rates, 'Wheat', 'Except C-306').slice(2)).toEqual([
      '4,075',
      '1,075',
      '3,000',
      '1200 per 40 kg bag',
    ]);
  });

  it('sells PR-114 at 4700 with no subsidy, and Bt cotton at 890 for 475 gm, in Kharif 2025', async () => {
    await open('/marketing/kharif-seeds');
    const [rates, packets] = await tablesOf(page);
    expect(rates.caption).toBe('Sale rates, Kharif 2025');
    expect(rowStartingWith(rates, 'Paddy', 'PR-114')).toEqual(['Paddy', 'PR-114', '4,700', 'No subsidy', '4,700']);
    expect(packets.caption).toBe('Sale rates per packet, Kharif 2025');
    expect(rowStartingWith(packets, 'Bt cotton').slice(2)).toEqual(['475 gm', '890']);
  });

  it('shows the Rabi vegetable rates and minikits, and the incomplete Kharif vegetable page marked', async () => {
    await open('/marketing/rabi-vegetables');
    const [vegetables, minikits] = await tablesOf(page);
    expect(vegetables.caption).toBe('Vegetable seed sale rates, Rabi');
    expect(rowStartingWith(vegetables, 'Pea').slice(2)).toEqual(['120', '100 gm', '12']);
    expect(rowStartingWith(minikits, 'Coriander').slice(1)).toEqual(['DH-36, DH-5', '1.5 kg', '283.50', '141.75']);
    await page.close();
    page = await context.newPage();
    await open('/marketing/kharif-vegetables');
    expect(await page.locator('main p.placeholder-text').first().textContent()).toBe(
      'To be confirmed by the corporation',
    );
    const [kitchenGarden] = await tablesOf(page);
    expect(kitchenGarden.body).toEqual([
      ['Kitchen garden packet of 11 crops', 'To be confirmed by the corporation', '100', '110', 'No subsidy'],
    ]);
  });

  it.each(RATE_PAGES)('%s says where seed is sold and links to the sale counters', async (path) => {
    await open(path);
    const section = page.getByRole('heading', { level: 2, name: 'Where seed is sold' }).locator('xpath=..');
    expect(await section.getByRole('listitem').allTextContents()).toEqual([
      "The corporation's own sale counters",
      "Farmers' service centres of an agro industries corporation",
      'Mini banks',
      'Cooperative societies of a state federation',
      "Farmers' service centres of a land resources development corporation",
    ]);
    await section.getByRole('link', { name: 'Sale counters' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sale Counters' }).waitFor();
    expect(page.url()).toBe(url('/marketing/sale-counters'));
  });

  it('groups the sale counters by regional unit in the order of the list, unknown details marked', async () => {
    await open('/marketing/sale-counters');
    const [counters] = await tablesOf(page);
    expect(counters.head).toEqual([
      'Regional Unit',
      'S.No.',
      'Counter Name',
      'Official',
      'Designation',
      'Mobile',
      'Address',
    ]);
    expect(counters.body.map((row) => row[0])).toEqual([
      'Umri',
      'Pataudi',
      'Yamuna Nagar',
      'Hisar',
      'Tohana',
      'Sirsa',
      'Bhiwani',
    ]);
    expect(counters.body.every((row) => row[3] === 'To be confirmed by the corporation')).toBe(true);
    expect(counters.body.every((row) => row[5] === 'To be confirmed by the corporation')).toBe(true);
  });

  it('lists 22 agro-chemical products with packing size and rate including GST', async () => {
    await open('/marketing/sale-rate-agro');
    const [products] = await tablesOf(page);
    expect(products.head).toEqual(['S.No.', 'Product', 'Packing Size', 'Rate including GST (Rs)']);
    expect(products.body).toHaveLength(22);
    expect(products.body.map((row) => row[0])).toEqual(Array.from({ length: 22 }, (_, i) => String(i + 1)));
  });

  it('shows the citizen services and the subsidy programme', async () => {
    await open('/marketing/citizen-services');
    const [services] = await tablesOf(page);
    expect(rowStartingWith(services, 'Disposal of a seed complaint')).toEqual([
      'Disposal of a seed complaint',
      'Within 15 days',
    ]);
    await page.close();
    page = await context.newPage();
    await open('/marketing/subsidy-program');
    const [subsidy] = await tablesOf(page);
    expect(subsidy.head).toEqual(['Crop', 'Scheme', 'Rate (Rs per quintal)', 'Remark']);
    expect(rowStartingWith(subsidy, 'Mustard')[2]).toBe('4,000');
  });

  it('marks the offices page and points to the regional offices and the sale counters', async () => {
    await open('/marketing/offices');
    expect(await page.locator('main .placeholder-text').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Regional offices' }).getAttribute('href')).toBe(
      '/directory/regional-offices',
    );
    expect(await page.locator('main').getByRole('link', { name: 'Sale counters' }).getAttribute('href')).toBe(
      '/marketing/sale-counters',
    );
  });

  it('lists the published Rabi availability and seed allocation documents', async () => {
    await open('/marketing/rabi-availability');
    expect(await page.locator('main .document-list li').count()).toBeGreaterThanOrEqual(2);
    await page.close();
    page = await context.newPage();
    await open('/marketing/seeds-allocation');
    expect(await page.locator('main .document-list li').count()).toBeGreaterThanOrEqual(1);
  });

  it('says "Not available Yet" on Kharif availability until a document is published there', async () => {
    const empty = page.locator('main').getByText('Not available Yet', { exact: true });
    await open('/marketing/kharif-availability');
    expect(await empty.count()).toBe(1);
    const token = await signIn(E2E_ADMINS.productionMarketing);
    const title = `Availability of Kharif seed ${Date.now().toString(36)}`;
    const key = await publishDocument(token, 'Kharif Availability', title);
    const link = page.locator('main .document-list').getByRole('link', { name: new RegExp(title) });
    try {
      await reloadUntil(page, async () => (await link.count()) === 1);
      expect(await empty.count()).toBe(0);
      expect(await link.getAttribute('href')).toContain(key);
    } finally {
      const deleted = await postJson('/api/notifications/deleteNotification', { key }, token);
      expect(deleted.status).toBe(200);
    }
    await reloadUntil(page, async () => (await empty.count()) === 1);
    expect(errors).toEqual([]);
  });

  it('fits a 360 px screen: the page never scrolls sideways, a wide table scrolls in its own region', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ROUTES) {
      await open(path);
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect({ path, overflow }).toEqual({ path, overflow: 0 });
    }
    await open('/marketing/kharif-seeds');
    const region = page.getByRole('region', { name: 'Sale rates, Kharif 2025' });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(
      await page.evaluate(
        `getComputedStyle(document.querySelector('[role="region"][aria-label="Sale rates, Kharif 2025"]')).overflowX`,
      ),
    ).toBe('auto');
  });

  it('prints the table without the header navigation', async () => {
    await open('/marketing/kharif-seeds');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    expect(await navigation.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await navigation.isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('table', { name: 'Sale rates, Kharif 2025' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: 'Kharif Seeds' }).isVisible()).toBe(true);
  });
});
