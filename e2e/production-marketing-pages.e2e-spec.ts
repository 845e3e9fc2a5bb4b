import type { PageBlock } from '@seedcorp/contracts';
import { NONE, PLACEHOLDER } from '../web/src/content/content-types';
import { formatIndian } from '../libs/web/content/cell-format';
import {
  SPEC_AGRO_CHEMICALS,
  SPEC_CORPORATION,
  SPEC_GROWER_INCENTIVES,
  SPEC_KHARIF_CROP_RATES,
  SPEC_PLANS,
  SPEC_PLANTS,
  SPEC_PRODUCTION_STAGES,
  SPEC_RABI_CROP_RATES,
  SPEC_SERVICES,
  SPEC_SUBSIDIES_PER_QUINTAL,
  SPEC_WHERE_SEED_IS_SOLD,
  type SpecCropRate,
} from '../web/src/content/spec-figures';
import { ROUTE_TABLE, showsWords } from '../web/src/routes';
import { postJson, signIn } from './admin-session';
import { publishDocument } from './admin-records';
import {
  contentPageSession,
  expectPageShowsPublishedTable,
  expectPageShowsSeededWords,
  HINDI_COOKIE,
  rowStartingWith,
  routeTitle,
  seededPage,
  seededTable,
  servedPages,
  shownText,
} from './content-page-checks';
import { reloadUntil } from './public-reads';
import { baseUrl, E2E_ADMINS } from './e2e-env';

const ROUTES = ROUTE_TABLE.filter(
  (entry) => entry.path.startsWith('/production/') || entry.path.startsWith('/marketing/'),
).map((entry) => entry.path);

/** The pages of the area whose words the corporation keeps. */
const WORDS_ROUTES = ROUTE_TABLE.filter((entry) => ROUTES.includes(entry.path) && showsWords(entry)).map(
  (entry) => entry.path,
);

/** A block of a page's seeded words, by its id. */
function seededBlock<T extends PageBlock['type']>(path: string, id: string, type: T): Extract<PageBlock, { type: T }> {
  const block = seededPage(path).blocks.find((candidate) => candidate.id === id);
  if (block?.type !== type) throw new Error(`${path} has no ${type} block ${id}`);
  return block as Extract<PageBlock, { type: T }>;
}

const RATE_PAGES = [
  '/marketing/rabi-seeds',
  '/marketing/rabi-vegetables',
  '/marketing/kharif-seeds',
  '/marketing/kharif-vegetables',
];

const grouped = (values: readonly number[]) => values.map((value) => formatIndian(value));

/** A stated crop rate as the rate table shows it: full, subsidy and farmer rate. */
const shownRates = ({ rates: [full, subsidy, farmer] }: SpecCropRate) => [
  formatIndian(full),
  subsidy === NONE ? 'No subsidy' : formatIndian(subsidy),
  formatIndian(farmer),
];

describe('production and marketing pages in Chromium', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  const session = contentPageSession({ bypassCSP: true });
  const served = servedPages(() => session.browser);

  it('covers the sixteen pages of production and marketing, each in the route table, all but the document pages of words', () => {
    expect(ROUTES).toHaveLength(16);
    expect(ROUTES.filter((path) => !WORDS_ROUTES.includes(path))).toEqual([
      '/marketing/rabi-availability',
      '/marketing/kharif-availability',
      '/marketing/seeds-allocation',
    ]);
  });

  // Each page's heading, its words once its script has run and a clean console: the walk of every route
  // (accessibility.e2e-spec.ts).
  it.each(WORDS_ROUTES.flatMap((path) => [[path, 'en'] as const, [path, 'hi'] as const]))(
    '%s is served with its seeded words in %s, before any script runs',
    async (path, language) => {
      await served(path, language, (page) => expectPageShowsSeededWords(page, path, language));
    },
  );

  it('lists the stated numbers of steps from breeder to foundation seed and from foundation to certified seed, each marked', async () => {
    const { page } = session;
    await session.open('/production/stages');
    for (const [name, count] of Object.entries(SPEC_PRODUCTION_STAGES)) {
      const id = await page.getByRole('heading', { level: 2, name, exact: true }).getAttribute('id');
      const steps = page.locator(`main article h2[id="${id}"] + ol.page-steps > li`);
      expect(await steps.count()).toBe(count);
      expect(await steps.locator('.placeholder-text').allTextContents()).toEqual(
        Array<string>(count).fill(PLACEHOLDER),
      );
    }
  });

  it('shows the Rabi plan with its stated wheat sub-totals and grand totals, and the Kharif plan', async () => {
    const { page } = session;
    await session.open('/production/seed-production');
    const rabi = await expectPageShowsPublishedTable(page, seededTable('rabi-production-plan'));
    expect(rabi.head.slice(2)).toEqual(SPEC_PLANS.rabi.seasons.map((season) => `${season} (quintals)`));
    expect(rowStartingWith(rabi, 'Wheat sub-total').slice(2)).toEqual(grouped(SPEC_PLANS.rabi.wheat));
    expect(rabi.body.at(-1)).toEqual(['Grand total', '', ...grouped(SPEC_PLANS.rabi.totals)]);
    const kharif = await expectPageShowsPublishedTable(page, seededTable('kharif-production-plan'));
    expect(kharif.body.slice(0, -1)).toEqual(
      Object.entries(SPEC_PLANS.kharif.rows).map(([crop, quantities]) => [crop, ...grouped(quantities)]),
    );
    const sums = SPEC_PLANS.kharif.seasons.map((_, index) =>
      Object.values(SPEC_PLANS.kharif.rows).reduce((sum, quantities) => sum + quantities[index], 0),
    );
    expect(kharif.body.at(-1)).toEqual(['Grand total', ...grouped(sums)]);
    expect(await page.getByRole('heading', { level: 2, name: 'Field inspections' }).count()).toBe(1);
  });

  it('shows the six plants with their stated capacities and totals', async () => {
    const { page } = session;
    await session.open('/production/seed-processing');
    const plants = await expectPageShowsPublishedTable(page, seededTable('processing-plants'));
    expect(plants.body.slice(0, -1).map((row) => [row[1], row[3], row[4]])).toEqual(
      SPEC_PLANTS.plants.map((plant) => [plant.name, ...grouped([plant.capacityPerHour, plant.storage])]),
    );
    const { capacityPerHour, storageShownAs } = SPEC_PLANTS.totals;
    expect(rowStartingWith(plants, 'Total').slice(3)).toEqual([String(capacityPerHour), storageShownAs]);
    expect(await page.getByRole('heading', { level: 2, name: 'Seed testing laboratory' }).count()).toBe(1);
  });

  it('lists the facilities to growers with the stated wheat prices and transport rebate', async () => {
    const { page } = session;
    await session.open('/production/incentives');
    const heading = seededBlock('/production/incentives', 'facilities-to-growers', 'heading');
    await page.getByRole('heading', { level: 2, name: heading.text.en }).waitFor();
    const incentives = await expectPageShowsPublishedTable(page, seededTable('grower-incentives'));
    const amountOf = (facility: string) => rowStartingWith(incentives, facility)[3];
    expect(amountOf('Transport rebate on certified seed')).toBe(String(SPEC_GROWER_INCENTIVES.transportRebateUpTo));
    expect(amountOf('Price above the support price, including bonus')).toBe(
      String(SPEC_GROWER_INCENTIVES.wheatAboveSupportPrice),
    );
    expect(rowStartingWith(incentives, 'Payment at delivery')[4]).toContain(
      `${SPEC_GROWER_INCENTIVES.paidAtDeliveryPercent}%`,
    );
  });

  it('shows the Rabi 2025-26 crop rates as stated, the season and date under the caption', async () => {
    const { page } = session;
    await session.open('/marketing/rabi-seeds');
    const rates = await expectPageShowsPublishedTable(page, seededTable('rabi-crop-rates'));
    expect(rates.caption).toContain(`Season: Rabi 2025-26 · Effective from: ${PLACEHOLDER}`);
    expect(rates.body.map((row) => row.slice(2, 5))).toEqual(SPEC_RABI_CROP_RATES.map(shownRates));
  });

  it('shows the Kharif 2025 crop and packet rates, a stated "none" as "No subsidy"', async () => {
    const { page } = session;
    await session.open('/marketing/kharif-seeds');
    const rates = await expectPageShowsPublishedTable(page, seededTable('kharif-crop-rates'));
    expect(rates.caption).toContain('Season: Kharif 2025 · ');
    expect(rates.body.map((row) => row.slice(2, 5))).toEqual(SPEC_KHARIF_CROP_RATES.map(shownRates));
    await expectPageShowsPublishedTable(page, seededTable('kharif-packet-rates'));
  });

  it('shows the Rabi vegetable rates and minikits, and the incomplete Kharif vegetable page marked', async () => {
    const { page } = session;
    await session.open('/marketing/rabi-vegetables');
    await expectPageShowsPublishedTable(page, seededTable('rabi-vegetable-rates'));
    await expectPageShowsPublishedTable(page, seededTable('rabi-vegetable-minikits'));
    await session.freshPage();
    await session.open('/marketing/kharif-vegetables');
    expect(await session.page.locator('main article > p:first-of-type > .placeholder-text').textContent()).toBe(
      PLACEHOLDER,
    );
    await expectPageShowsPublishedTable(session.page, seededTable('kitchen-garden-packet'));
  });

  it('shows a rate list in Hindi: its caption, headers and crop names, the unknown marked in Hindi', async () => {
    // A context of its own: the chosen language is remembered by the browser, and the other tests read English.
    const hindi = await session.browser.newContext();
    try {
      await hindi.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
      const page = await hindi.newPage();
      await page.goto(`${baseUrl()}/marketing/kharif-seeds`);
      await page.waitForSelector('html[lang="hi"]', { state: 'attached' });
      const rates = await expectPageShowsPublishedTable(page, seededTable('kharif-crop-rates'), 'hi');
      expect(rates.body[0][0]).toBe('मूंग');
      await expectPageShowsPublishedTable(page, seededTable('kharif-packet-rates'), 'hi');
    } finally {
      await hindi.close();
    }
  });

  it.each(RATE_PAGES)('%s says where seed is sold and links to the sale counters', async (path) => {
    const { page } = session;
    await session.open(path);
    const places = seededBlock(path, 'where-seed-is-sold-places', 'list');
    const outlets = await page.locator('main article h2#where-seed-is-sold + ul > li').allTextContents();
    expect(outlets).toEqual(places.items.map((item) => shownText(item.en, 'en')));
    expect(outlets.map((outlet) => outlet.toLowerCase())).toEqual(SPEC_WHERE_SEED_IS_SOLD);
    const [counters] = seededBlock(path, 'where-seed-is-sold-links', 'links').items;
    await page.locator('main article ul.page-links').getByRole('link', { name: counters.text.en }).click();
    await page.getByRole('heading', { level: 1, name: routeTitle(counters.href) }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}${counters.href}`);
  });

  it('groups the sale counters by the stated regional units in order, unknown details marked', async () => {
    const { page } = session;
    await session.open('/marketing/sale-counters');
    const stated = SPEC_CORPORATION.saleCounterUnits;
    const units = page.locator('main section.regional-unit');
    expect((await units.locator('> h2').allTextContents()).slice(0, stated.length)).toEqual(stated);
    // Each seeded counter's name, district, official, designation, mobile, address and hours are still to be given.
    for (const index of stated.keys()) {
      const counter = units.nth(index).locator('article.sale-counter').first();
      expect(await counter.locator('.placeholder-text').allTextContents()).toEqual(Array(7).fill(PLACEHOLDER));
    }
    expect(session.errors).toEqual([]);
  });

  it('lists the stated number of agro-chemical products, numbered in order', async () => {
    await session.open('/marketing/sale-rate-agro');
    const products = await expectPageShowsPublishedTable(session.page, seededTable('agro-chemical-rates'));
    expect(products.body.map((row) => row[0])).toEqual(
      Array.from({ length: SPEC_AGRO_CHEMICALS.count }, (_, index) => String(index + 1)),
    );
  });

  it('shows the citizen services with their stated time limits, and the subsidy per quintal of each crop', async () => {
    await session.open('/marketing/citizen-services');
    const services = await expectPageShowsPublishedTable(session.page, seededTable('citizen-services'));
    expect(services.body.map((row) => row[1])).toEqual(
      SPEC_SERVICES.timelines.map(({ days, workingDays }) => `Within ${days} ${workingDays ? 'working ' : ''}days`),
    );
    await session.freshPage();
    await session.open('/marketing/subsidy-program');
    const subsidies = await expectPageShowsPublishedTable(session.page, seededTable('subsidy-program'));
    expect(subsidies.body.map((row) => [row[0].toLowerCase(), row[2]])).toEqual(
      SPEC_SUBSIDIES_PER_QUINTAL.map(([crop, rupees]) => [crop, formatIndian(rupees)]),
    );
  });

  it('marks the offices page and points to the regional offices and the sale counters', async () => {
    const { page } = session;
    await session.open('/marketing/offices');
    expect(await page.locator('main .placeholder-text').count()).toBe(1);
    const { items } = seededBlock('/marketing/offices', 'see-also-links', 'links');
    expect(items.map((link) => link.href)).toEqual(['/directory/regional-offices', '/marketing/sale-counters']);
    for (const link of items) {
      expect(await page.locator('main').getByRole('link', { name: link.text.en }).getAttribute('href')).toBe(link.href);
    }
  });

  it('lists the published Rabi availability and seed allocation documents', async () => {
    await session.open('/marketing/rabi-availability');
    expect(await session.page.locator('main .document-list li').count()).toBeGreaterThanOrEqual(2);
    await session.freshPage();
    await session.open('/marketing/seeds-allocation');
    expect(await session.page.locator('main .document-list li').count()).toBeGreaterThanOrEqual(1);
  });

  it('says "Not available Yet" on Kharif availability until a document is published there', async () => {
    const { page } = session;
    const empty = page.locator('main').getByText('Not available Yet', { exact: true });
    await session.open('/marketing/kharif-availability');
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
    expect(session.errors).toEqual([]);
  });

  // That no page scrolls sideways at 360 px is checked in the one walk of every route (accessibility.e2e-spec.ts).
  it('reads a rate list as cards at 360 px, lead columns first, and as a table on a desktop and in print', async () => {
    const { page } = session;
    await session.open('/marketing/kharif-seeds');
    const firstCard = "document.querySelector('main table.content-table--cards tbody tr')";
    const layout = () => page.evaluate<string>(`getComputedStyle(${firstCard}).display`);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await layout()).toBe('flex');
    // The card shows the crop, the variety and the farmer's rate first, each under its header.
    const cardOrder = await page.evaluate<string[]>(
      `[...${firstCard}.cells].sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top).map((cell) => cell.dataset.label)`,
    );
    expect(cardOrder.slice(0, 3)).toEqual(['Crop', 'Variety', 'Rate to the farmer (Rs per quintal)']);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await layout()).toBe('table-row');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.emulateMedia({ media: 'print' });
    expect(await layout()).toBe('table-row');
    await page.emulateMedia({ media: 'screen' });
  });

  it('prints the table without the header navigation', async () => {
    const { page } = session;
    await session.open('/marketing/kharif-seeds');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    expect(await navigation.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await navigation.isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    const caption = seededTable('kharif-crop-rates').caption.en;
    expect(
      await page
        .getByRole('table', { name: new RegExp(`^${caption}`) })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: routeTitle('/marketing/kharif-seeds') }).isVisible()).toBe(
      true,
    );
  });
});
