import { AGRO_CHEMICALS_TABLE } from '../web/src/content/agro-chemicals';
import { NONE, PLACEHOLDER } from '../web/src/content/content-types';
import { SALE_COUNTERS_TABLE } from '../web/src/content/counters';
import { formatIndian } from '../web/src/content/format';
import { MARKETING_OFFICES_LINKS } from '../web/src/content/marketing';
import { KHARIF_PLAN, planTable, RABI_PLAN } from '../web/src/content/plans';
import { PLANTS_TABLE } from '../web/src/content/plants';
import * as saleRates from '../web/src/content/rates';
import { CITIZEN_SERVICES_TABLE } from '../web/src/content/services';
import {
  SPEC_AGRO_CHEMICALS,
  SPEC_CORPORATION,
  SPEC_GROWER_INCENTIVES,
  SPEC_KHARIF_CROP_RATES,
  SPEC_PLANS,
  SPEC_PLANTS,
  SPEC_PRODUCTION_STAGES,
  SPEC_RABI_CROP_RATES,
  SPEC_WHERE_SEED_IS_SOLD,
  type SpecCropRate,
} from '../web/src/content/spec-figures';
import { GROWER_INCENTIVE_TEXTS, SUBSIDY_TABLE } from '../web/src/content/subsidies';
import { ROUTE_TABLE } from '../web/src/routes';
import { postJson, signIn } from './admin-session';
import { publishDocument } from './admin-records';
import {
  contentPageSession,
  expectPageShowsTable,
  rowStartingWith,
  routeTitle,
  sidewaysOverflowAt360,
} from './content-page-checks';
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

const grouped = (values: readonly number[]) => values.map((value) => formatIndian(value));

/** A stated crop rate as the rate table shows it: full, subsidy and farmer rate. */
const shownRates = ({ rates: [full, subsidy, farmer] }: SpecCropRate) => [
  formatIndian(full),
  subsidy === NONE ? saleRates.NO_SUBSIDY_TEXT : formatIndian(subsidy),
  formatIndian(farmer),
];

describe('production and marketing pages in Chromium', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  const session = contentPageSession({ bypassCSP: true });

  it('covers the sixteen pages of production and marketing, each in the route table', () => {
    expect(ROUTES).toHaveLength(16);
  });

  it.each(ROUTES)('%s shows its heading and logs no error', async (path) => {
    await session.open(path);
    expect(await session.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('lists the stated numbers of steps from breeder to foundation seed and from foundation to certified seed', async () => {
    const { page } = session;
    await session.open('/production/stages');
    for (const [name, count] of Object.entries(SPEC_PRODUCTION_STAGES)) {
      const steps = page.getByRole('heading', { level: 2, name }).locator('xpath=..').getByRole('listitem');
      expect(await steps.count()).toBe(count);
    }
  });

  it('shows the Rabi plan with its stated wheat sub-totals and grand totals, and the Kharif plan', async () => {
    const { page } = session;
    await session.open('/production/seed-production');
    const rabi = await expectPageShowsTable(page, planTable(RABI_PLAN));
    expect(rowStartingWith(rabi, 'Wheat sub-total').slice(2)).toEqual(grouped(SPEC_PLANS.rabi.wheat));
    expect(rabi.foot[0].slice(2)).toEqual(grouped(SPEC_PLANS.rabi.totals));
    const kharif = await expectPageShowsTable(page, planTable(KHARIF_PLAN));
    expect(kharif.body).toEqual(
      Object.entries(SPEC_PLANS.kharif.rows).map(([crop, quantities]) => [crop, ...grouped(quantities)]),
    );
    expect(await page.getByRole('heading', { level: 3, name: 'Field inspections' }).count()).toBe(1);
  });

  it('shows the six plants with their stated capacities and totals', async () => {
    const { page } = session;
    await session.open('/production/seed-processing');
    const plants = await expectPageShowsTable(page, PLANTS_TABLE);
    expect(plants.body.map((row) => [row[1], row[3], row[4]])).toEqual(
      SPEC_PLANTS.plants.map((plant) => [plant.name, ...grouped([plant.capacityPerHour, plant.storage])]),
    );
    const { capacityPerHour, storageShownAs } = SPEC_PLANTS.totals;
    expect(plants.foot[0].slice(3)).toEqual([String(capacityPerHour), storageShownAs]);
    expect(await page.getByRole('heading', { level: 2, name: 'Seed testing laboratory' }).count()).toBe(1);
  });

  it('lists the facilities to growers with the stated transport rebate', async () => {
    const { page } = session;
    await session.open('/production/incentives');
    await page.getByRole('heading', { level: 2, name: 'Facilities To Growers' }).waitFor();
    const rebate = GROWER_INCENTIVE_TEXTS.find((text) =>
      text.includes(`Rs ${SPEC_GROWER_INCENTIVES.transportRebateUpTo}`),
    )!;
    expect(await page.getByText(rebate).count()).toBe(1);
  });

  it('shows the Rabi 2025-26 crop rates as stated', async () => {
    const { page } = session;
    await session.open('/marketing/rabi-seeds');
    const rates = await expectPageShowsTable(page, saleRates.cropRateTable(saleRates.RABI_CROP_RATES));
    expect(rates.body.map((row) => row.slice(2, 5))).toEqual(SPEC_RABI_CROP_RATES.map(shownRates));
  });

  it('shows the Kharif 2025 crop and packet rates, a stated "none" as "No subsidy"', async () => {
    const { page } = session;
    await session.open('/marketing/kharif-seeds');
    const rates = await expectPageShowsTable(page, saleRates.cropRateTable(saleRates.KHARIF_CROP_RATES));
    expect(rates.body.map((row) => row.slice(2, 5))).toEqual(SPEC_KHARIF_CROP_RATES.map(shownRates));
    await expectPageShowsTable(page, saleRates.packetRateTable(saleRates.KHARIF_PACKET_RATES));
  });

  it('shows the Rabi vegetable rates and minikits, and the incomplete Kharif vegetable page marked', async () => {
    const { page } = session;
    await session.open('/marketing/rabi-vegetables');
    await expectPageShowsTable(page, saleRates.vegetableRateTable(saleRates.RABI_VEGETABLE_RATES));
    await expectPageShowsTable(page, saleRates.minikitTable(saleRates.RABI_VEGETABLE_MINIKITS));
    await session.freshPage();
    await session.open('/marketing/kharif-vegetables');
    expect(await session.page.locator('main p.placeholder-text').first().textContent()).toBe(PLACEHOLDER);
    await expectPageShowsTable(session.page, saleRates.kitchenGardenTable(saleRates.KITCHEN_GARDEN_PACKET));
  });

  it.each(RATE_PAGES)('%s says where seed is sold and links to the sale counters', async (path) => {
    const { page } = session;
    await session.open(path);
    const section = page
      .getByRole('heading', { level: 2, name: saleRates.WHERE_SEED_IS_SOLD_HEADING })
      .locator('xpath=..');
    const outlets = await section.getByRole('listitem').allTextContents();
    expect(outlets).toEqual(saleRates.WHERE_SEED_IS_SOLD);
    expect(outlets.map((outlet) => outlet.toLowerCase())).toEqual(SPEC_WHERE_SEED_IS_SOLD);
    await section.getByRole('link', { name: saleRates.SALE_COUNTERS_LINK.title }).click();
    await page.getByRole('heading', { level: 1, name: routeTitle(saleRates.SALE_COUNTERS_LINK.path) }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}${saleRates.SALE_COUNTERS_LINK.path}`);
  });

  it('groups the sale counters by the stated regional units in order, unknown details marked', async () => {
    await session.open('/marketing/sale-counters');
    const counters = await expectPageShowsTable(session.page, SALE_COUNTERS_TABLE);
    expect(counters.body.map((row) => row[0])).toEqual(SPEC_CORPORATION.saleCounterUnits);
  });

  it('lists the stated number of agro-chemical products, numbered in order', async () => {
    await session.open('/marketing/sale-rate-agro');
    const products = await expectPageShowsTable(session.page, AGRO_CHEMICALS_TABLE);
    expect(products.body.map((row) => row[0])).toEqual(
      Array.from({ length: SPEC_AGRO_CHEMICALS.count }, (_, index) => String(index + 1)),
    );
  });

  it('shows the citizen services and the subsidy programme', async () => {
    await session.open('/marketing/citizen-services');
    await expectPageShowsTable(session.page, CITIZEN_SERVICES_TABLE);
    await session.freshPage();
    await session.open('/marketing/subsidy-program');
    await expectPageShowsTable(session.page, SUBSIDY_TABLE);
  });

  it('marks the offices page and points to the regional offices and the sale counters', async () => {
    const { page } = session;
    await session.open('/marketing/offices');
    expect(await page.locator('main .placeholder-text').count()).toBe(1);
    for (const link of MARKETING_OFFICES_LINKS) {
      expect(await page.locator('main').getByRole('link', { name: link.title }).getAttribute('href')).toBe(link.path);
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

  it('fits a 360 px screen: the page never scrolls sideways, a wide table scrolls in its own region', async () => {
    const { page } = session;
    const caption = saleRates.cropRateTable(saleRates.KHARIF_CROP_RATES).caption;
    for (const path of ROUTES) {
      await session.open(path);
      expect({ path, overflow: await sidewaysOverflowAt360(page) }).toEqual({ path, overflow: 0 });
    }
    await session.open('/marketing/kharif-seeds');
    const region = page.getByRole('region', { name: caption });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(
      await page.evaluate(
        `getComputedStyle(document.querySelector('[role="region"][aria-label="${caption}"]')).overflowX`,
      ),
    ).toBe('auto');
  });

  it('prints the table without the header navigation', async () => {
    const { page } = session;
    await session.open('/marketing/kharif-seeds');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    expect(await navigation.isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    expect(await navigation.isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(
      await page.getByRole('table', { name: saleRates.cropRateTable(saleRates.KHARIF_CROP_RATES).caption }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { level: 1, name: routeTitle('/marketing/kharif-seeds') }).isVisible()).toBe(
      true,
    );
  });
});
