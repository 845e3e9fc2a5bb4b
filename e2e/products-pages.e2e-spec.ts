import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CROP_SEASON_PATHS, CROPS } from '../web/src/content/crops';
import { PLACEHOLDER } from '../web/src/content/content-types';
import { routeEntry } from '../web/src/routes';
import { launchChromium } from './browser';
import { baseUrl } from './e2e-env';

const RABI_VEGETABLES_PATH = '/products/vegetables/rabi-crops-Vegetables';
const KHARIF_VEGETABLES_PATH = '/products/vegetables/kharif-crops-Vegetables';

/** Every route of the products area. */
const PRODUCT_ROUTES = [
  '/products/field-crops',
  CROP_SEASON_PATHS.Rabi,
  CROP_SEASON_PATHS.Kharif,
  ...CROPS.map((crop) => crop.path),
  '/products/vegetables',
  RABI_VEGETABLES_PATH,
  KHARIF_VEGETABLES_PATH,
  '/schemes',
];

/** The vegetables each page must name, as the specification lists them. */
const SPEC_VEGETABLES: [string, string[]][] = [
  [
    RABI_VEGETABLES_PATH,
    [
      'Peas',
      'Carrot',
      'Palak',
      'Methi',
      'Radish',
      'Turnip',
      'Coriander',
      'Onion',
      'Tomato',
      'Bitter Gourd',
      'Capsicum',
      'Potato',
    ],
  ],
  [
    KHARIF_VEGETABLES_PATH,
    [
      'Muskmelon',
      'Bhindi',
      'Tinda',
      'Bottle Gourd',
      'Sponge Gourd',
      'Bitter Gourd',
      'Cucumber',
      'Brinjal',
      'Chillies',
      'Tomato',
    ],
  ],
];

describe('products pages: field crops, vegetables and schemes', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  beforeEach(async () => {
    errors.length = 0;
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterEach(async () => {
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function open(path: string): Promise<void> {
    await page.goto(`${baseUrl()}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  }

  const rowHeaders = () => page.locator('table.content-table tbody th[scope="row"]').allTextContents();

  it.each(PRODUCT_ROUTES)(
    '%s shows its heading, logs no error and fits 360 px',
    async (path) => {
      await open(path);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(routeEntry(path)?.title);
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
      // A wide table scrolls inside its own region instead.
      const overflows = await page.evaluate<string[]>(
        "Array.from(document.querySelectorAll('.table-scroll'), (el) => getComputedStyle(el).overflowX)",
      );
      expect(overflows.filter((overflow) => overflow !== 'auto')).toEqual([]);
      expect(errors).toEqual([]);
    },
    30_000,
  );

  it('offers the Rabi and Kharif seasons on the field crops page', async () => {
    await open('/products/field-crops');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Rabi Season' }).getAttribute('href')).toBe(CROP_SEASON_PATHS.Rabi);
    expect(await main.getByRole('link', { name: 'Kharif Season' }).getAttribute('href')).toBe(CROP_SEASON_PATHS.Kharif);
  });

  it.each([
    [CROP_SEASON_PATHS.Rabi, ['Wheat', 'Gram', 'Lentil', 'Barley', 'Toria', 'Mustard']],
    [CROP_SEASON_PATHS.Kharif, ['Cotton', 'Guar', 'Bajra', 'Paddy', 'Arhar', 'Til', 'Moth', 'Moong', 'Urad', 'Maize']],
  ])('%s links "View more", named by crop, to each crop page', async (path, crops) => {
    await open(path);
    const links = page.getByRole('main').getByRole('link', { name: /^View more/ });
    expect(await links.count()).toBe(crops.length);
    // Each link's accessible name says which crop it leads to.
    for (const name of crops) {
      const link = page.getByRole('link', { name: `View more about ${name}`, exact: true });
      expect(await link.getAttribute('href')).toBe(`${path}/${name.toLowerCase()}`);
    }
  });

  it('lists the 15 wheat varieties of the choice page on the Rabi page', async () => {
    await open(CROP_SEASON_PATHS.Rabi);
    const wheat = page.getByRole('region', { name: 'Wheat' });
    const varieties = await wheat.getByRole('listitem').allTextContents();
    expect(varieties).toHaveLength(15);
    expect(varieties[0]).toBe('C-306 (Desi)');
    expect(varieties[14]).toBe('DBW-17');
  });

  it("shows wheat's 17 varieties, the two still unnamed as marked placeholder rows, and links back", async () => {
    await open('/products/field-crops/rabi-crops/wheat');
    const headers = await rowHeaders();
    expect(headers).toHaveLength(17);
    expect(headers.slice(0, 3)).toEqual(['C-306 (Desi)', 'WH-147', 'WH-283']);
    expect(headers[14]).toBe('DBW-17');
    expect(headers.slice(15)).toEqual([PLACEHOLDER, PLACEHOLDER]);
    expect(await page.locator('tbody tr:nth-child(16) th .placeholder-text').count()).toBe(1);
    await page.getByText('The crop page holds 17 varieties; 2 of them are still to be named.').waitFor();
    expect(await page.locator('table.content-table thead th').allTextContents()).toEqual([
      'Variety',
      'Release Date',
      'Seed Rate (kg per acre)',
      'Sowing Time',
      'Irrigation',
      'Maturity Time (days)',
      'Characteristics',
      'Average Yield (quintals per acre)',
    ]);
    // At 360 px the table is wider than the screen and scrolls inside its own region.
    await page.setViewportSize({ width: 360, height: 740 });
    const region = page.getByRole('region', { name: 'Wheat varieties' });
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Back to Rabi Crops' }).click();
    await page.waitForURL(`${baseUrl()}${CROP_SEASON_PATHS.Rabi}`);
  });

  it("lists cotton's varieties on its page", async () => {
    await open('/products/field-crops/kharif-crops/cotton');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Cotton');
    expect(await rowHeaders()).toEqual(['HD-123', 'H-1117', 'H-1098', 'F-1861', 'H-1226']);
    expect(await page.getByRole('link', { name: 'Back to Kharif Crops' }).getAttribute('href')).toBe(
      CROP_SEASON_PATHS.Kharif,
    );
  });

  it('links the vegetables page to both seasons and the schemes', async () => {
    await open('/products/vegetables');
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Rabi Vegetables' }).getAttribute('href')).toBe(RABI_VEGETABLES_PATH);
    expect(await main.getByRole('link', { name: 'Kharif Vegetables' }).getAttribute('href')).toBe(
      KHARIF_VEGETABLES_PATH,
    );
    expect(await main.getByRole('link', { name: 'Vegetable Seed Subsidy Schemes' }).getAttribute('href')).toBe(
      '/schemes',
    );
  });

  it.each(SPEC_VEGETABLES)('%s names every vegetable with a sized, described picture', async (path, names) => {
    await open(path);
    expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual(names);
    const pictures = page.locator('.vegetable-list img');
    const attributes = await pictures.evaluateAll((images) =>
      images.map((img) => [img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')]),
    );
    expect(attributes).toEqual(names.map((name) => [`${name}: picture to be supplied`, '240', '180']));
    expect(await page.getByText('Picture to be supplied', { exact: true }).count()).toBe(names.length);
    // The picture file itself is served.
    const src = await pictures.first().getAttribute('src');
    const response = await page.request.get(new URL(src ?? '', baseUrl()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
  });

  it('names the known varieties of a vegetable and marks the rest', async () => {
    await open(RABI_VEGETABLES_PATH);
    const coriander = page.locator('.vegetable').filter({ has: page.getByRole('heading', { name: 'Coriander' }) });
    expect(await coriander.locator('.variety-names li').allTextContents()).toEqual(['DH-36', 'DH-5', PLACEHOLDER]);
  });

  it('states the vegetable seed schemes and their figures', async () => {
    await open('/schemes');
    await page.getByText('50% subsidy on hybrid vegetable seed under a state farm scheme.').waitFor();
    const rows = await page.evaluate<string[][]>(
      "Array.from(document.querySelectorAll('table.content-table tbody tr'), (tr) => Array.from(tr.children, (cell) => cell.textContent))",
    );
    expect(rows).toEqual([
      ['Hybrid', 'Public sector', '20,000'],
      ['Conventional', 'Public sector', '10,000'],
      ['Conventional', 'Private sector', '5,000'],
    ]);
    expect(await page.getByRole('link', { name: 'Back to Vegetables' }).getAttribute('href')).toBe(
      '/products/vegetables',
    );
  });
});
