import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  API,
  CONTENT_PLACEHOLDER,
  currentSeason,
  parseDelimited,
  seasonTitle,
  type AdminContentTable,
  type PublicContentTable,
  type PublicSaleCounter,
  type PublicStock,
  PUBLIC_STOCK_LISTED_COUNTERS,
  type SaleCounterForm,
  type SaleCounterItem,
  type StockChangeRequest,
  type StockLineItem,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { useChromium } from '@seedcorp/testing/browser';
import { formatIndian } from '../libs/web/content/cell-format';
import { SPEC_CORPORATION } from '../web/src/content/spec-figures';
import { cropVarietiesTableKey } from '../web/src/content/crops';
import { counterAnchor } from '../web/src/features/sale-counters/counter-anchor';
import { byRegionalUnit } from '../web/src/features/sale-counters/counter-groups';
import { HI_TEXTS } from '../web/src/i18n/hi';
import { EN_TEXTS } from '../web/src/i18n/en';
import { districtQuery } from '../web/src/features/stock/district-query';
import { adminCli } from './admin-cli';
import { E2E_PUBLISH_REASON, postJson, signIn } from './admin-session';
import { HINDI_COOKIE } from './content-page-checks';
import { e2eQuery } from './e2e-database';
import { baseUrl } from './e2e-env';

/**
 * The seed in stock at the sale counters, as a farmer reads it: a publisher records bags received at a counter
 * through the API, and within 2 s the Rabi availability page shows them with the farmer's price and when they were
 * recorded, in English and Hindi, with JavaScript and without; a plain form narrows the page to a district; 0 bags
 * say "none in stock"; the sale counters page lists the counters from their records, each with its stock under its
 * anchor; the open data holds the same. Once more than 10 counters keep stock, the page gives each variety's totals
 * and asks for a district, whose page gives each counter's figures, and the sale counters page links to them.
 */

jest.setTimeout(180_000);

const url = (path: string) => `${baseUrl()}${path}`;
const RUN = Date.now().toString(36);
/** A farmer's price of this run's own, never one a seeded list holds. */
const FARMER_RATE = 3101 + (Date.now() % 700);
const RABI_PAGE = '/marketing/rabi-availability';
const COUNTERS_PAGE = '/marketing/sale-counters';
const SEASON = currentSeason('Rabi', new Date());
/** The Rabi seed rate list of /marketing/rabi-seeds, which prices stock; put back after this file. */
const RATES = 'rabi-crop-rates';

/** Admins of this file's own range of numbers, added with the admin command as an operator would. */
const ADMINS = {
  administrator: { mobile: '9000000150', name: `Suresh Administrator ${RUN}`, role: 'administrator' },
  publisher: { mobile: '9000000151', name: `Meena Publisher ${RUN}`, role: 'publisher' },
} as const;

/** Two counters of this run's own, in two districts, told apart from the seeded seven and from other runs'. */
const counterForm = (name: string, hindi: string, district: string): SaleCounterForm => ({
  regionalUnit: { en: `Check unit ${RUN}`, hi: `जाँच इकाई ${RUN}` },
  name: { en: `${name} ${RUN}`, hi: `${hindi} ${RUN}` },
  district,
  address: { en: 'Address kept by the end-to-end check', hi: 'जाँच द्वारा रखा गया पता' },
  official: 'End-to-end check',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '98765 43210',
  openingHours: { en: '9 am to 5 pm', hi: 'सुबह 9 से शाम 5' },
});
const HERE = counterForm('Stock check counter', 'स्टॉक जाँच केंद्र', 'Kurukshetra');
const ELSEWHERE = counterForm('Other check counter', 'दूसरा जाँच केंद्र', 'Jind');

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** Each row's cells under `rows` (a selector), as a visitor reads them. */
const cellsOf = (page: Page, rows: string): Promise<string[][]> =>
  page
    .locator(rows)
    .evaluateAll((found) =>
      found.map((row) =>
        Array.from(row.querySelectorAll(':scope > th, :scope > td'), (cell) =>
          ((cell as { textContent: string | null }).textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      ),
    );

/** The cells of the row naming `counter` in the page's stock tables. */
async function stockRow(page: Page, counter: string): Promise<string[] | undefined> {
  return (await cellsOf(page, 'main .stock-table tbody tr')).find((cells) => cells[0].includes(counter));
}

/** The Rabi availability page opened again and again until this run's counter's row shows `accept` (2-s promise). */
const shownWithin2s = (page: Page, accept: (cells: string[] | undefined) => boolean) =>
  pollUntil(async () => {
    await page.goto(url(RABI_PAGE));
    return stockRow(page, HERE.name.en);
  }, accept) as Promise<string[]>;

describe('the seed in stock at the sale counters', () => {
  const chromium = useChromium();
  const tokens = {} as Record<keyof typeof ADMINS, string>;
  let variety: string;
  let here: SaleCounterItem;
  let elsewhere: SaleCounterItem;
  let line: StockLineItem;
  let originalRates: AdminContentTable;
  let noScript: BrowserContext;

  const call = async <T>(who: keyof typeof ADMINS, path: string, body: object): Promise<Envelope<T>> => {
    const answer = (await (await postJson(path, body, tokens[who])).json()) as Envelope<T>;
    if (answer.status !== 200) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer;
  };
  const change = (counter: SaleCounterItem, changed: Partial<StockChangeRequest>) =>
    call<StockLineItem>('publisher', API.sales.changeStock, {
      counterKey: counter.key,
      season: SEASON,
      crop: 'wheat',
      variety,
      seedClass: 'certified',
      bagKg: 40,
      reason: 'received',
      bags: 1,
      baseVersion: 0,
      ...changed,
    });
  const publicStock = async () =>
    ((await (await postJson(API.sales.webGetStock, { season: 'Rabi' })).json()) as Envelope<PublicStock>).data;

  beforeAll(async () => {
    for (const admin of Object.values(ADMINS)) {
      adminCli('add', admin.mobile, admin.name, admin.role);
      adminCli('role', admin.mobile, admin.role);
    }
    for (const who of Object.keys(ADMINS) as (keyof typeof ADMINS)[]) tokens[who] = await signIn(ADMINS[who].mobile);

    // A variety as the corporation publishes the crop's varieties, as the counters' staff choose it.
    const wheat = (
      (await (
        await postJson(API.content.webGetTable, { key: cropVarietiesTableKey('wheat') })
      ).json()) as Envelope<PublicContentTable>
    ).data;
    const named = wheat.rows
      .map((row) => row.variety)
      .map((cell) => (typeof cell === 'object' && cell !== null ? cell.en : String(cell)))
      .filter((name) => name !== CONTENT_PLACEHOLDER);
    variety = named[named.length - 1];

    here = (await call<SaleCounterItem>('publisher', API.sales.createCounter, HERE)).data;
    elsewhere = (await call<SaleCounterItem>('publisher', API.sales.createCounter, ELSEWHERE)).data;

    // The season's rate list, with this run's price for the variety: what the stock is priced from.
    originalRates = (await call<AdminContentTable>('administrator', API.content.getTable, { key: RATES })).data;
    const draft = await call<{ version: number }>('administrator', API.content.saveDraft, {
      key: RATES,
      baseVersion: originalRates.currentVersion,
      rows: [
        {
          crop: { en: 'Wheat', hi: 'गेहूँ' },
          variety,
          fullRate: FARMER_RATE + 500,
          subsidy: 500,
          farmerRate: FARMER_RATE,
        },
      ],
      notes: [],
      season: SEASON,
      effectiveFrom: null,
    });
    await call('administrator', API.content.publish, {
      key: RATES,
      baseVersion: draft.data.version,
      reason: E2E_PUBLISH_REASON,
    });
    // The sales service reads the published rates at most 5 s old: the other counter's line carries the new price
    // once they have reached it, before the change this file times.
    await change(elsewhere, { bags: 7 });
    await pollUntil(
      publicStock,
      (stock) =>
        stock.seasons[0].lines.some((shown) => shown.counterKey === elsewhere.key && shown.farmerRate === FARMER_RATE),
      10_000,
    );
    noScript = await chromium.browser.newContext({ javaScriptEnabled: false });
  });

  afterAll(async () => {
    await noScript?.close();
    if (!originalRates?.published) return;
    // The rate list goes back to its seeded rates for the suites that check the spec's figures on its page.
    const now = (await call<AdminContentTable>('administrator', API.content.getTable, { key: RATES })).data;
    const restored = await call<{ version: number }>('administrator', API.content.restore, {
      key: RATES,
      version: originalRates.published.version,
      baseVersion: now.currentVersion,
    });
    await call('administrator', API.content.publish, {
      key: RATES,
      baseVersion: restored.data.version,
      reason: E2E_PUBLISH_REASON,
    });
  });

  it('shows 120 bags received at a counter on the Rabi availability page within 2 s, with the price and the time, in English', async () => {
    line = (await change(here, { bags: 120 })).data;
    expect(line).toMatchObject({ bags: 120, version: 1, variety: { en: variety } });

    const page = await chromium.context.newPage();
    const row = await shownWithin2s(page, (cells) => cells?.[4] === '120');
    await page.waitForSelector('html.hydrated', { state: 'attached' });
    expect(row).toEqual([
      `${HERE.regionalUnit.en}: ${HERE.name.en}`,
      'Kurukshetra',
      'Certified',
      '40 kg',
      '120',
      formatIndian(FARMER_RATE),
      expect.stringMatching(/^updated (just now|1 minute ago) \(\d+ \w+ \d{4}, \d\d:\d\d\)$/),
    ]);
    await page.getByRole('heading', { level: 4, name: `Wheat, variety ${variety}`, exact: true }).waitFor();
    const time = page.locator('main .stock-table tr', { hasText: HERE.name.en }).locator('time');
    expect(await time.getAttribute('datetime')).toBe(line.updatedAt);
    await page.getByRole('heading', { level: 3, name: SEASON, exact: true }).waitFor();
    // The counter's name links to its section on the sale counters page.
    await page.getByRole('link', { name: `${HERE.regionalUnit.en}: ${HERE.name.en}` }).click();
    await page.waitForURL(url(`${COUNTERS_PAGE}#${counterAnchor(here.key)}`));
    await page
      .locator(`[id="${counterAnchor(here.key)}"]`)
      .getByRole('heading', { name: HERE.name.en })
      .waitFor();
    await page.close();
  });

  it('shows the same in Hindi', async () => {
    const context = await chromium.browser.newContext();
    await context.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(url(RABI_PAGE));
    await page.waitForSelector('html[lang="hi"].hydrated', { state: 'attached' });
    await page.getByRole('heading', { level: 2, name: HI_TEXTS.stockHeading, exact: true }).waitFor();
    await page.getByRole('heading', { level: 3, name: seasonTitle(SEASON).hi, exact: true }).waitFor();
    expect(await stockRow(page, HERE.name.hi)).toEqual([
      `${HERE.regionalUnit.hi}: ${HERE.name.hi}`,
      // The district's name as a Hindi reader reads it; the record keeps it in English.
      'कुरुक्षेत्र',
      'प्रमाणित',
      '40 किलो',
      '120',
      formatIndian(FARMER_RATE),
      expect.stringMatching(/^(अभी-अभी अद्यतन|1 मिनट पहले अद्यतन) \(\d+ \S+ \d{4}, \d\d:\d\d\)$/),
    ]);
    const headers = await page.locator('main .stock-table thead th').allTextContents();
    expect(headers.slice(0, 7)).toEqual([
      HI_TEXTS.stockCounter,
      HI_TEXTS.counterDistrict,
      HI_TEXTS.stockSeedClass,
      HI_TEXTS.stockBagSize,
      HI_TEXTS.stockBags,
      HI_TEXTS.stockPrice,
      HI_TEXTS.stockUpdated,
    ]);
    await context.close();
  });

  it('holds the stock in the HTML the server sends, in both languages, for a browser without JavaScript', async () => {
    for (const language of ['en', 'hi'] as const) {
      const context = await chromium.browser.newContext({ javaScriptEnabled: false });
      if (language === 'hi') await context.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto(url(RABI_PAGE));
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const name = language === 'hi' ? HERE.name.hi : HERE.name.en;
      const row = (await stockRow(page, name)) as string[];
      expect(row.slice(1, 6)).toEqual([
        language === 'hi' ? 'कुरुक्षेत्र' : 'Kurukshetra',
        language === 'hi' ? 'प्रमाणित' : 'Certified',
        language === 'hi' ? '40 किलो' : '40 kg',
        '120',
        formatIndian(FARMER_RATE),
      ]);
      expect(
        await page.locator('main .stock-table tr', { hasText: name }).locator('time').getAttribute('datetime'),
      ).toBe(line.updatedAt);
      await context.close();
    }
  });

  it('narrows the page to a district with its plain form, without JavaScript', async () => {
    const page = await noScript.newPage();
    await page.goto(url(RABI_PAGE));
    expect(await stockRow(page, ELSEWHERE.name.en)).toBeDefined();
    await page.getByLabel('District', { exact: true }).selectOption('Kurukshetra');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL(url(`${RABI_PAGE}?district=Kurukshetra`));
    expect(await stockRow(page, HERE.name.en)).toBeDefined();
    expect(await stockRow(page, ELSEWHERE.name.en)).toBeUndefined();
    expect(await page.locator('main .stock-narrowed').textContent()).toContain(
      EN_TEXTS.stockShowingDistrict.replace('{{district}}', 'Kurukshetra'),
    );
    const districts = (await page.locator('main .stock-table tbody tr td:nth-child(2)').allTextContents()).map((text) =>
      text.trim(),
    );
    expect(districts.length).toBeGreaterThan(0);
    expect(new Set(districts)).toEqual(new Set(['Kurukshetra']));
    expect(await page.getByLabel('District', { exact: true }).inputValue()).toBe('Kurukshetra');

    // Every district of a counter with stock is offered; "Show every district" takes the page back.
    const offered = await page
      .locator('#stock-district option')
      .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
    expect(offered).toEqual(expect.arrayContaining(['', 'Jind', 'Kurukshetra']));
    await page.getByRole('link', { name: 'Show every district', exact: true }).click();
    await page.waitForURL(url(RABI_PAGE));
    expect(await stockRow(page, ELSEWHERE.name.en)).toBeDefined();
    await page.close();
  });

  it('keeps one copy of each district at the gateway, and none for a made-up one or another argument', async () => {
    // What the page shows, without the data it hydrates from (which holds every line whatever the district).
    const rowsOf = async (path: string) => {
      const html = await (await fetch(url(path))).text();
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      return { here: main.includes(HERE.name.en), elsewhere: main.includes(ELSEWHERE.name.en) };
    };
    expect(await rowsOf(`${RABI_PAGE}?DISTRICT=kurukshetra`)).toEqual({ here: true, elsewhere: false });
    // Asked right after: neither a made-up district nor another argument gets the narrowed copy.
    expect(await rowsOf(`${RABI_PAGE}?district=Atlantis`)).toEqual({ here: true, elsewhere: true });
    expect(await rowsOf(`${RABI_PAGE}?page=2`)).toEqual({ here: true, elsewhere: true });
    expect(await rowsOf(RABI_PAGE)).toEqual({ here: true, elsewhere: true });
    expect(await rowsOf(`${RABI_PAGE}?district=Jind`)).toEqual({ here: false, elsewhere: true });
    // The counters whose district is not stated are a choice of their own, with a copy of its own: neither is one.
    expect(await rowsOf(`${RABI_PAGE}?district=Not+stated`)).toEqual({ here: false, elsewhere: false });
  });

  it('says "None in stock" plainly within 2 s of a count of 0, and shows a closed counter as closed', async () => {
    await change(here, { reason: 'correction', bags: 0, baseVersion: line.version });
    await call('publisher', API.sales.closeCounter, { key: elsewhere.key, reason: `Stock-taking ${RUN}` });
    const page = await noScript.newPage();
    await shownWithin2s(page, (cells) => cells?.[4] === 'None in stock');
    await pollUntil(
      async () => {
        await page.goto(url(RABI_PAGE));
        return stockRow(page, ELSEWHERE.name.en);
      },
      (cells) => (cells?.[0] ?? '').endsWith('Closed'),
    );
    expect(await stockRow(page, HERE.name.en)).toEqual([
      `${HERE.regionalUnit.en}: ${HERE.name.en}`,
      'Kurukshetra',
      'Certified',
      '40 kg',
      'None in stock',
      formatIndian(FARMER_RATE),
      expect.stringMatching(/^updated /),
    ]);
    expect((await stockRow(page, ELSEWHERE.name.en))?.[0]).toBe(
      `${ELSEWHERE.regionalUnit.en}: ${ELSEWHERE.name.en} Closed`,
    );
    await page.close();
  });

  it('lists the sale counters from their records as before, the seeded seven in order with their placeholders, each with its stock under its anchor', async () => {
    const counters = ((await (await postJson(API.sales.webGetCounters, {})).json()) as Envelope<PublicSaleCounter[]>)
      .data;
    const seeded = (
      JSON.parse(readFileSync(join(__dirname, '..', 'seeds', 'sales', 'sale-counters.json'), 'utf8')) as {
        rows: { unit: { en: string; hi: string }; name: string; official: string; mobile: string }[];
      }[]
    )[0].rows;
    expect(seeded.map((row) => row.unit.en)).toEqual(SPEC_CORPORATION.saleCounterUnits);

    for (const language of ['en', 'hi'] as const) {
      const context = await chromium.browser.newContext({ javaScriptEnabled: false });
      if (language === 'hi') await context.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
      const page = await context.newPage();
      await page.goto(url(COUNTERS_PAGE));
      const sections = page.locator('main article.sale-counter');
      const ids = await sections.evaluateAll((found) => found.map((section) => section.id));
      expect(ids).toEqual(
        byRegionalUnit(counters).flatMap((unit) => unit.counters.map((counter) => counterAnchor(counter.key))),
      );
      const units = await page.locator('main section.regional-unit > h2').allTextContents();
      expect(units.slice(0, seeded.length)).toEqual(seeded.map((row) => row.unit[language]));
      // The seven as the table listed them: every fact the corporation has not given marked, none left blank.
      const placeholder = language === 'hi' ? 'निगम द्वारा पुष्टि की जानी है' : CONTENT_PLACEHOLDER;
      for (const counter of counters.slice(0, seeded.length)) {
        const section = page.locator(`[id="${counterAnchor(counter.key)}"]`);
        const marked = await section.locator('h3 .placeholder-text, dd .placeholder-text').allTextContents();
        expect({ counter: counter.regionalUnit.en, marked }).toEqual({
          counter: counter.regionalUnit.en,
          marked: Array(7).fill(placeholder),
        });
      }
      // This run's counter: its stock under its own anchor, the other's closed.
      const [cells] = await cellsOf(page, `[id="${counterAnchor(here.key)}"] .stock-table tbody tr`);
      expect(cells.slice(0, 6)).toEqual([
        language === 'hi' ? `गेहूँ, किस्म ${variety}` : `Wheat, variety ${variety}`,
        seasonTitle(SEASON)[language],
        language === 'hi' ? 'प्रमाणित' : 'Certified',
        language === 'hi' ? '40 किलो' : '40 kg',
        language === 'hi' ? 'स्टॉक में नहीं' : 'None in stock',
        formatIndian(FARMER_RATE),
      ]);
      expect(await page.locator(`[id="${counterAnchor(elsewhere.key)}"] .counter-closed-note`).textContent()).toBe(
        language === 'hi' ? HI_TEXTS.counterClosed : EN_TEXTS.counterClosed,
      );
      await context.close();
    }
  });

  it('offers the stock and the counters as open data, read from their records', async () => {
    const stock = await pollUntil(
      async () => (await (await fetch(url('/data/rabi-stock.json'))).json()) as Record<string, unknown>,
      (json) =>
        (json.records as { counterKey: string; bags: number }[]).some(
          (record) => record.counterKey === here.key && record.bags === 0,
        ),
    );
    expect(stock).toMatchObject({
      title: 'Rabi Availability: Rabi seed in stock at the sale counters',
      sourcePage: url(RABI_PAGE),
      downloads: { csv: url('/data/rabi-stock.csv'), json: url('/data/rabi-stock.json') },
    });
    expect(
      (stock.records as Record<string, unknown>[]).find((record) => record.counterKey === elsewhere.key),
    ).toMatchObject({ bags: 7, farmerRate: FARMER_RATE, district: 'Jind', counterStatus: { en: 'Closed', hi: 'बंद' } });
    const csv = await (await fetch(url('/data/sale-counters.csv'))).text();
    const lines = parseDelimited(csv.slice(1), ',').lines;
    expect(lines.slice(1, 8).map((cells) => cells[1])).toEqual(SPEC_CORPORATION.saleCounterUnits);
    expect(lines.some((cells) => cells[0] === here.key && cells.includes(HERE.name.en))).toBe(true);
    const catalogue = (await (await fetch(url('/data/catalog.json'))).json()) as { datasets: { key: string }[] };
    expect(catalogue.datasets.map((dataset) => dataset.key)).toEqual(
      expect.arrayContaining(['sale-counters', 'rabi-stock', 'kharif-stock']),
    );
  });

  it("gives each variety's totals once more than 10 counters keep stock, each counter's figures by district, and links to them from the sale counters page, without JavaScript", async () => {
    const district = 'Rewari';
    const added: string[] = [];
    try {
      // Counters of this run's own, each keeping 5 bags of the variety: more than the read lists all at once.
      for (let index = 0; index <= PUBLIC_STOCK_LISTED_COUNTERS; index += 1) {
        const name = JSON.stringify({ en: `Many counters ${RUN} ${index}`, hi: `अनेक केंद्र ${RUN} ${index}` });
        const [{ id }] = await e2eQuery<{ id: string }>(
          `INSERT INTO sales.sale_counters
             (id, regional_unit, name, district, address, official, designation, mobile, opening_hours, position)
           VALUES (gen_random_uuid(), $1, $1, $2, $1, 'End-to-end check', $1, '0000000000', $1, 5000 + $3)
           RETURNING id`,
          [name, district, index],
        );
        added.push(id);
        await change({ key: id } as SaleCounterItem, { bags: 5 });
      }
      const names = added.map((_, index) => `Many counters ${RUN} ${index}`);
      const page = await noScript.newPage();

      // Every district: the variety's totals, the prompt to choose a district, no counter's figures.
      const totals = await pollUntil(
        async () => {
          await page.goto(url(RABI_PAGE));
          return stockRow(page, `Wheat, variety ${variety}`);
        },
        (cells) => cells !== undefined,
      );
      expect(totals?.[1]).toMatch(/^In stock at \d+ counters$/);
      expect(Number(/\d+/.exec(totals?.[1] ?? '')?.[0])).toBeGreaterThan(PUBLIC_STOCK_LISTED_COUNTERS);
      expect(totals?.[3]).toBe(formatIndian(FARMER_RATE));
      expect(totals?.[4]).toMatch(/^updated /);
      expect(await page.locator('main .stock-choose-district').textContent()).toBe(EN_TEXTS.stockChooseDistrict);
      const main = (await page.locator('main').textContent()) ?? '';
      expect(main).not.toContain(names[0]);
      expect(main).not.toContain(HERE.name.en);
      const offered = await page
        .locator('#stock-district option')
        .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
      expect(offered).toEqual(expect.arrayContaining(['', district, 'Kurukshetra']));

      // The same in Hindi.
      const hindi = await chromium.browser.newContext({ javaScriptEnabled: false });
      await hindi.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
      const hindiPage = await hindi.newPage();
      await hindiPage.goto(url(RABI_PAGE));
      expect(await hindiPage.locator('main .stock-choose-district').textContent()).toBe(HI_TEXTS.stockChooseDistrict);
      expect((await stockRow(hindiPage, `गेहूँ, किस्म ${variety}`))?.[1]).toMatch(/^\d+ केंद्रों पर स्टॉक में$/);
      await hindi.close();

      // One district, by the form: each of its counters with its figures.
      await page.getByLabel('District', { exact: true }).selectOption(district);
      await page.getByRole('button', { name: 'Show', exact: true }).click();
      await page.waitForURL(url(`${RABI_PAGE}?district=${district}`));
      for (const name of names)
        expect((await stockRow(page, name))?.slice(1, 5)).toEqual([district, 'Certified', '40 kg', '5']);
      expect(await stockRow(page, HERE.name.en)).toBeUndefined();
      expect(await page.locator('main .stock-choose-district').count()).toBe(0);

      // The sale counters page: a link to each counter's district instead of its lines.
      await page.goto(url(COUNTERS_PAGE));
      expect(await page.locator('main .stock-table').count()).toBe(0);
      const links = page.locator(`[id="${counterAnchor(here.key)}"] a`);
      expect(await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')))).toEqual(
        expect.arrayContaining([
          `/marketing/rabi-availability${districtQuery('Kurukshetra')}`,
          `/marketing/kharif-availability${districtQuery('Kurukshetra')}`,
        ]),
      );
      await page
        .getByRole('link', { name: `Rabi seed in stock in ${district}`, exact: true })
        .first()
        .click();
      await page.waitForURL(url(`${RABI_PAGE}?district=${district}`));
      expect(await stockRow(page, names[0])).toBeDefined();
      await page.close();
    } finally {
      await e2eQuery(
        'DELETE FROM sales.stock_changes WHERE line_id IN (SELECT id FROM sales.stock_lines WHERE counter_id = ANY($1))',
        [added],
      );
      await e2eQuery('DELETE FROM sales.stock_lines WHERE counter_id = ANY($1)', [added]);
      await e2eQuery('DELETE FROM sales.sale_counters WHERE id = ANY($1)', [added]);
      // Rows deleted in the database publish no change: one recorded through the API makes the pages again.
      const [kept] = (
        await call<StockLineItem[]>('publisher', API.sales.getStock, { counterKey: here.key, season: SEASON })
      ).data;
      await change(here, { reason: 'received', bags: 1, baseVersion: kept.version });
    }
  });
});
