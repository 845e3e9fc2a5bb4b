import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  ADMIN_MESSAGES,
  API,
  cropVarietiesTableKey,
  SALES_MESSAGES,
  stockSeasons,
  STOCK_LOAD_COLUMNS,
  STOCK_MESSAGES,
  type Bilingual,
  type CounterOperatorCounters,
  type Paged,
  type PublicContentTable,
  type SaleCounterItem,
  type StockLineItem,
  publishedVarietiesOf,
} from '@seedcorp/contracts';
import { ADMINS_TEXTS } from '../admin-web/src/content/admins';
import { ROLE_ACCESS_TEXTS } from '../admin-web/src/content/role-access';
import { SALE_COUNTERS_TEXTS } from '../admin-web/src/content/sale-counters';
import { SECOND_FACTOR_TEXTS } from '../admin-web/src/content/second-factor';
import { STOCK_TEXTS } from '../admin-web/src/content/stock';
import { STOCK_LOAD_TEXTS } from '../admin-web/src/content/stock-load';
import { ROUTES } from '../admin-web/src/routes';
import { totpCode } from '../services/auth/src/second-factor/totp';
import { letResendWaitPass, postJson, signIn } from './admin-session';
import { axeViolations, passSmsStep, seeToast, showPageWith, signInThroughUi } from './admin-ui';
import { downloadedBytes, useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

jest.setTimeout(180_000);

/** A run's own names, so that its counters are told apart from the seeded ones and an earlier run's. */
const RUN = Date.now().toString(36);
const ADMINISTRATOR = { mobile: E2E_ADMINS.counterStock, name: 'Administrator' };
/** Added through the Admins screen by the test itself, so not among the stack's own admins. */
const OPERATOR = { mobile: '9000000141', name: `Kamla Devi ${RUN}` };
const ALPHA = `Seed Sale Counter, Alpha ${RUN}`;
const BETA = `Seed Sale Counter, Beta ${RUN}`;
/** Seed of the current Rabi season, when wheat is sown. */
const SEASON = stockSeasons(new Date())[0];
const PHONE = { width: 360, height: 740 };
const EN = STOCK_TEXTS.en;
const HI = STOCK_TEXTS.hi;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function call<T>(
  path: string,
  body: unknown,
  token: string,
): Promise<{ status: number; message: string; data: T }> {
  const answer = await postJson(path, body, token);
  return (await answer.json()) as { status: number; message: string; data: T };
}

function counterForm(name: string) {
  return {
    regionalUnit: { en: `Unit ${RUN}`, hi: `इकाई ${RUN}` },
    name: { en: name, hi: `बीज बिक्री केंद्र ${name.split(', ')[1]}` },
    district: 'Hisar',
    address: { en: 'Delhi Road, Hisar', hi: 'दिल्ली रोड, हिसार' },
    official: 'Ram Kumar',
    designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
    mobile: '9876543210',
    openingHours: { en: '9 am to 5 pm', hi: 'सुबह 9 से शाम 5 बजे' },
    latitude: null,
    longitude: null,
  };
}

/** Every control a finger presses on the screen (and its open dialog) whose box is under 44 px either way. */
async function smallTargets(page: Page): Promise<string[]> {
  const controls = page.locator(
    'main button:visible, main select:visible, main input[type="text"]:visible, [role="dialog"] button:visible, [role="dialog"] select:visible, [role="dialog"] input[type="text"]:visible, [role="dialog"] .stock-choices label',
  );
  const small: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box && (box.height < 44 || box.width < 44)) {
      small.push(
        `${(await control.textContent()) || (await control.getAttribute('aria-label'))}: ${box.width}x${box.height}`,
      );
    }
  }
  return small;
}

/** Whether the page scrolls sideways at its width. */
const scrollsSideways = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth');

/** The stock line card of a variety, once the screen shows it. */
async function cardOf(page: Page, variety: string): Promise<Locator> {
  const card = page.locator('.stock-line').filter({ has: page.locator('h3', { hasText: variety }) });
  await card.waitFor();
  return card;
}

const bagsOn = async (card: Locator) => Number(await card.locator('.stock-bags dd').textContent());

describe('sale counters, their stock and counter operators, in Chromium through the gateway', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 900 } });
  let admin: Page;
  let operatorContext: BrowserContext;
  let operator: Page;
  let adminToken: string;
  let alpha: SaleCounterItem;
  let beta: SaleCounterItem;
  /** Two of wheat's published varieties: the one the operator records, and one the CSV adds. */
  let wheat: Bilingual;
  let otherWheat: Bilingual;

  /** The counter of this run named `name`, as the service now holds it. */
  const counterNamed = async (name: string): Promise<SaleCounterItem> => {
    const page = await call<Paged<SaleCounterItem>>(API.sales.getCounters, { page: 0, size: 100 }, adminToken);
    const found = page.data.content.find((counter) => counter.name.en === name);
    if (!found) throw new Error(`no counter named ${name}`);
    return found;
  };
  const stockOf = async (counter: SaleCounterItem) =>
    (await call<StockLineItem[]>(API.sales.getStock, { counterKey: counter.key, season: SEASON }, adminToken)).data;

  beforeAll(async () => {
    admin = await chromium.context.newPage();
    await chromium.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    // The operator works on a phone, in a browser of their own.
    operatorContext = await chromium.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    operator = await operatorContext.newPage();
    await signInThroughUi(admin, ADMINISTRATOR.mobile);
    await letResendWaitPass(ADMINISTRATOR.mobile);
    adminToken = await signIn(ADMINISTRATOR.mobile);
    const table = (await call<PublicContentTable>(API.content.webGetTable, { key: cropVarietiesTableKey('wheat') }, ''))
      .data;
    [wheat, otherWheat] = publishedVarietiesOf(table.rows);
    expect(otherWheat).toBeDefined();
  });

  it('adds a sale counter on its screen, in English and Hindi, its key shown and copied for stock files', async () => {
    await sidebar(admin).getByRole('link', { name: 'Manage Sale Counters', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: 'Manage Sale Counters' }).waitFor();
    await admin.getByRole('button', { name: 'Add Sale Counter' }).click();
    const dialog = admin.getByRole('dialog', { name: SALE_COUNTERS_TEXTS.form.createTitle });
    expect(await axeViolations(admin)).toEqual([]);

    // The form's own check comes first, in the service's words.
    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.form.create }).click();
    await seeToast(admin, SALES_MESSAGES.required);

    const form = counterForm(ALPHA);
    for (const field of ['name', 'regionalUnit', 'address', 'designation', 'openingHours'] as const) {
      const label = SALE_COUNTERS_TEXTS.form[field];
      await dialog.getByLabel(`${label}, English`).fill(form[field].en);
      await dialog.getByLabel(`${label}, हिन्दी (Hindi)`).fill(form[field].hi);
    }
    await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.district).selectOption('Hisar');
    await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.official).fill(form.official);
    await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.mobile).fill(form.mobile);
    await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.latitude).fill('29.1492');
    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.form.create }).click();
    await seeToast(admin, SALES_MESSAGES.coordinatesPair);
    await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.longitude).fill('75.7217');
    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.form.create }).click();
    await seeToast(admin, SALES_MESSAGES.counterCreated);
    await dialog.waitFor({ state: 'detached' });

    alpha = await counterNamed(ALPHA);
    expect(alpha).toMatchObject({ district: 'Hisar', latitude: 29.1492, longitude: 75.7217, name: form.name });
    const created = await call<SaleCounterItem>(API.sales.createCounter, counterForm(BETA), adminToken);
    expect(created.status).toBe(200);
    beta = created.data;

    // Counters other suites made may come first: Alpha may be on a later page, where the search finds it.
    const row = admin.getByRole('row').filter({ hasText: ALPHA });
    expect(await showPageWith(admin, row)).toBe(true);
    await admin.getByRole('searchbox').fill(RUN);
    await row.waitFor();
    expect(await row.locator('code').textContent()).toBe(alpha.key);
    await row.getByRole('button', { name: `${SALE_COUNTERS_TEXTS.copyKey} ${ALPHA}` }).click();
    await seeToast(admin, SALE_COUNTERS_TEXTS.keyCopied);
    expect(await admin.evaluate('navigator.clipboard.readText()')).toBe(alpha.key);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('refuses an edit another admin overtook, with the service’s message and the counter as it is now; none of it is lost', async () => {
    await admin.getByRole('button', { name: `${SALE_COUNTERS_TEXTS.edit} ${ALPHA}` }).click();
    const dialog = admin.getByRole('dialog', { name: SALE_COUNTERS_TEXTS.form.editTitle(alpha) });
    await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.official).fill('Suresh Kumar');

    // Meanwhile another administrator changes the counter.
    const { key, version, position, closed, closedAt, closedReason, createdAt, updatedAt, ...fields } = alpha;
    void [position, closed, closedAt, closedReason, createdAt, updatedAt];
    const other = await call<SaleCounterItem>(
      API.sales.updateCounter,
      { ...fields, key, baseVersion: version, mobile: '9876500000' },
      adminToken,
    );
    expect(other.status).toBe(200);

    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.form.update }).click();
    await seeToast(admin, SALES_MESSAGES.staleVersion(other.data.version));
    const notice = dialog.getByRole('alert');
    await notice.getByText(SALES_MESSAGES.staleVersion(other.data.version)).waitFor();
    const difference = (field: string) =>
      notice
        .getByRole('row')
        .filter({ has: admin.getByRole('rowheader', { name: field }) })
        .getByRole('cell');
    expect(await difference(SALE_COUNTERS_TEXTS.form.official).allTextContents()).toEqual([
      'Ram Kumar',
      'Suresh Kumar',
    ]);
    expect(await difference(SALE_COUNTERS_TEXTS.form.mobile).allTextContents()).toEqual(['9876500000', '9876543210']);
    expect(await axeViolations(admin)).toEqual([]);

    // Kept on the counter as it is now: the admin's own change goes through, and the other admin's stays.
    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.form.stale.keep }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.official).inputValue()).toBe('Suresh Kumar');
    expect(await dialog.getByLabel(SALE_COUNTERS_TEXTS.form.mobile).inputValue()).toBe('9876500000');
    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.form.update }).click();
    await seeToast(admin, SALES_MESSAGES.counterUpdated);
    await dialog.waitFor({ state: 'detached' });
    alpha = await counterNamed(ALPHA);
    expect([alpha.official, alpha.mobile]).toEqual(['Suresh Kumar', '9876500000']);
  });

  it('closes a counter with its reason and reopens it', async () => {
    await admin.getByRole('button', { name: `${SALE_COUNTERS_TEXTS.close} ${BETA}` }).click();
    const dialog = admin.getByRole('dialog', { name: SALE_COUNTERS_TEXTS.closeForm.title(beta) });
    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.closeForm.submit }).click();
    await seeToast(admin, SALES_MESSAGES.reasonRequired);
    await dialog.getByLabel(SALE_COUNTERS_TEXTS.closeForm.reason).fill('Roof repairs');
    await dialog.getByRole('button', { name: SALE_COUNTERS_TEXTS.closeForm.submit }).click();
    await seeToast(admin, SALES_MESSAGES.counterClosed);
    const row = admin.getByRole('row').filter({ hasText: BETA });
    await row.getByText('Roof repairs').waitFor();

    await row.getByRole('button', { name: `${SALE_COUNTERS_TEXTS.reopen} ${BETA}` }).click();
    const question = admin.getByRole('alertdialog', { name: SALE_COUNTERS_TEXTS.confirmReopen(beta) });
    await question.getByRole('button', { name: 'Yes' }).click();
    await seeToast(admin, SALES_MESSAGES.counterReopened);
    await row.getByRole('cell', { name: SALE_COUNTERS_TEXTS.open, exact: true }).waitFor();
  });

  it('adds a counter operator for the two counters on the Admins screen', async () => {
    await sidebar(admin).getByRole('link', { name: 'Admins', exact: true }).click();
    await admin.getByRole('button', { name: ADMINS_TEXTS.add }).click();
    const dialog = admin.getByRole('dialog', { name: ADMINS_TEXTS.form.addTitle });
    await dialog.getByLabel(ADMINS_TEXTS.form.mobile).fill(OPERATOR.mobile);
    await dialog.getByLabel(ADMINS_TEXTS.form.name).fill(OPERATOR.name);
    await dialog.getByLabel(ADMINS_TEXTS.form.role).selectOption({ label: 'Counter operator' });
    const counters = dialog.getByRole('group', { name: ADMINS_TEXTS.operator.legend });
    await counters.getByRole('checkbox', { name: new RegExp(ALPHA) }).check();
    await counters.getByRole('checkbox', { name: new RegExp(BETA) }).check();
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: ADMINS_TEXTS.form.add }).click();
    await seeToast(admin, ADMIN_MESSAGES.created);
    await seeToast(admin, SALES_MESSAGES.operatorSaved);
    await dialog.waitFor({ state: 'detached' });

    const row = admin.getByRole('row').filter({ has: admin.getByRole('cell', { name: OPERATOR.mobile, exact: true }) });
    expect((await row.getByRole('cell').allTextContents()).slice(0, 2)).toEqual([OPERATOR.mobile, 'Counter operator']);
    const admins = await call<{ id: string; mobile: string }[]>(API.admins.getAll, {}, adminToken);
    const id = admins.data.find((each) => each.mobile === OPERATOR.mobile)?.id as string;
    const kept = await call<CounterOperatorCounters>(API.sales.getOperatorCounters, { adminId: id }, adminToken);
    expect(new Set(kept.data.counterKeys)).toEqual(new Set([alpha.key, beta.key]));

    // Editing the operator shows their counters ticked.
    await row.getByRole('button', { name: new RegExp(`^${ADMINS_TEXTS.actions.edit}`) }).click();
    const edit = admin.getByRole('dialog', { name: ADMINS_TEXTS.form.editTitle(OPERATOR) });
    const alphaTick = edit.getByRole('checkbox', { name: new RegExp(ALPHA) });
    await alphaTick.waitFor();
    expect(await alphaTick.isChecked()).toBe(true);
    expect(await edit.getByRole('checkbox', { checked: true }).count()).toBe(2);
    await edit.getByRole('button', { name: 'Close' }).click();
  });

  it('signs the operator in on a phone: the SMS code, a second factor set up, then their stock, not the dashboard', async () => {
    await passSmsStep(operator, OPERATOR.mobile);
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.smsOnly.setUp }).click();
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.enrol.totpChoice }).click();
    const key = ((await operator.locator('.totp-key').textContent()) ?? '').replace(/\s/g, '');
    await operator.getByLabel(SECOND_FACTOR_TEXTS.enrol.confirmLabel).fill(totpCode(key));
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.enrol.confirm }).click();
    await operator.getByLabel(SECOND_FACTOR_TEXTS.recoveryCodes.saved).check();
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.recoveryCodes.continue }).click();

    await operator.waitForURL('**/dashboard/stock');
    await operator.getByRole('heading', { level: 1, name: EN.title }).waitFor();
    // Only their own two counters are offered.
    const choice = operator.getByLabel(EN.counter);
    await choice.locator('option').nth(2).waitFor({ state: 'attached' });
    expect(await choice.locator('option').allTextContents()).toEqual([EN.chooseCounter, ALPHA, BETA]);

    await operator.getByRole('button', { name: 'Menu' }).click();
    expect(await sidebar(operator).getByRole('link').allTextContents()).toEqual([
      'Stock at Counters',
      'Collect Booked Seed',
      'Bookings Report',
      'Sessions',
    ]);
    await operator.getByRole('button', { name: 'Menu' }).click();
  });

  it('shows the operator the "not for your role" page at every other admin address', async () => {
    for (const path of [ROUTES.dashboardHome, ROUTES.saleCounters, ROUTES.stockLoad, ROUTES.admins, ROUTES.images]) {
      await operator.goto(`${baseUrl()}${path}`);
      await operator.getByRole('heading', { level: 1, name: ROLE_ACCESS_TEXTS.refusedTitle }).waitFor();
      expect(await operator.getByText(ROLE_ACCESS_TEXTS.signedInAs('counter')).count()).toBe(1);
      expect(await operator.locator('.Toastify__toast--error').count()).toBe(0);
    }
    await operator.getByRole('link', { name: ROLE_ACCESS_TEXTS.goTo('Stock at Counters') }).click();
    await operator.waitForURL('**/dashboard/stock');
    await operator.goto(`${baseUrl()}/dashboard`);
    await operator.waitForURL('**/dashboard/stock');
    // The services refuse it too: another role's call, and stock at a counter not theirs.
    const token = (await operator.evaluate("sessionStorage.getItem('seedcorp.admin.token')")) as string;
    const counts = await fetch(`${baseUrl()}${API.dashboard.counts}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(counts.status).toBe(403);
    const seeded = (await call<Paged<SaleCounterItem>>(API.sales.getCounters, { page: 0, size: 100 }, adminToken)).data
      .content[0];
    const notTheirs = await call(API.sales.getStock, { counterKey: seeded.key, season: SEASON }, token);
    expect([notTheirs.status, notTheirs.message]).toEqual([403, SALES_MESSAGES.notYourCounter]);
  });

  it('records 120 bags of a wheat variety received at one counter, at 360 px, partly in Hindi', async () => {
    await operator.getByLabel(EN.counter).selectOption({ label: ALPHA });
    await operator.getByRole('heading', { level: 2, name: EN.linesHeading(SEASON, ALPHA) }).waitFor();
    await operator.getByText(EN.noLines).waitFor();

    await operator.getByRole('button', { name: 'हिन्दी' }).click();
    await operator.getByRole('heading', { level: 1, name: HI.title }).waitFor();
    expect(await operator.locator('article.stock-screen').getAttribute('lang')).toBe('hi');
    expect(await axeViolations(operator)).toEqual([]);

    await operator.getByRole('button', { name: HI.addLine }).click();
    const dialog = operator.getByRole('dialog', { name: HI.change.newTitle });
    await dialog.getByLabel(HI.line.crop).selectOption({ label: 'गेहूँ' });
    await dialog.getByLabel(HI.line.variety).selectOption(wheat.en);
    await dialog.getByRole('radio', { name: 'प्रमाणित' }).check();
    await dialog.getByLabel(HI.line.bagKg).fill('40');
    await dialog.getByRole('radio', { name: 'प्राप्त' }).check();
    const bags = dialog.getByRole('textbox', { name: HI.change.bagsMoved, exact: true });
    expect(await bags.getAttribute('inputmode')).toBe('numeric');
    // Numbers only: what is not a digit is not kept.
    await bags.pressSequentially('12o0');
    expect(await bags.inputValue()).toBe('120');
    await dialog.getByText(HI.change.after(HI.bags(120))).waitFor();
    expect(await smallTargets(operator)).toEqual([]);
    expect(await scrollsSideways(operator)).toBe(false);
    expect(await axeViolations(operator)).toEqual([]);
    await dialog.getByRole('button', { name: HI.change.save }).click();
    await seeToast(operator, 'स्टॉक अपडेट हो गया।');
    await dialog.waitFor({ state: 'detached' });

    const card = await cardOf(operator, wheat.hi);
    expect(await bagsOn(card)).toBe(120);
    await card.getByText(HI.kg(40), { exact: true }).waitFor();

    await operator.getByRole('button', { name: 'English' }).click();
    const english = await cardOf(operator, wheat.en);
    await english.getByText('Certified', { exact: true }).waitFor();
    expect(await english.locator('dd').last().textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(await smallTargets(operator)).toEqual([]);
    expect(await scrollsSideways(operator)).toBe(false);
    expect(await axeViolations(operator)).toEqual([]);
    const [line] = await stockOf(alpha);
    expect(line).toMatchObject({ variety: wheat, seedClass: 'certified', bagKg: 40, bags: 120 });
  });

  it('lists the change in the line’s history: who, when, before, after and why', async () => {
    const card = await cardOf(operator, wheat.en);
    await card.getByRole('button', { name: new RegExp(`^${EN.history}`) }).click();
    const dialog = operator.getByRole('dialog', { name: new RegExp(`^History: `) });
    const entry = dialog.getByRole('listitem').first();
    await entry.waitFor();
    const field = (name: string) =>
      entry
        .locator('div')
        .filter({ has: operator.getByText(name, { exact: true }) })
        .locator('dd');
    expect(await field(EN.historyOf.by).textContent()).toBe(OPERATOR.name);
    expect(await field(EN.historyOf.when).textContent()).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(await field(EN.historyOf.before).textContent()).toBe(EN.bags(0));
    expect(await field(EN.historyOf.after).textContent()).toBe(EN.bags(120));
    expect(await field(EN.historyOf.reason).textContent()).toBe('Received');
    expect(await scrollsSideways(operator)).toBe(false);
    expect(await axeViolations(operator)).toEqual([]);
    await dialog.getByRole('button', { name: EN.close }).click();
  });

  it('two saves of the same line from two pages: the second is refused with the figure now on hand, and neither is lost', async () => {
    await sidebar(admin).getByRole('link', { name: 'Stock at Counters', exact: true }).click();
    await admin.getByLabel(EN.counter).selectOption({ label: ALPHA });
    const adminCard = await cardOf(admin, wheat.en);
    const operatorCard = await cardOf(operator, wheat.en);

    // Both open the line as it is: 120 bags.
    await adminCard.getByRole('button', { name: new RegExp(`^${EN.recordChange}`) }).click();
    await operatorCard.getByRole('button', { name: new RegExp(`^${EN.recordChange}`) }).click();
    const adminDialog = admin.getByRole('dialog');
    const operatorDialog = operator.getByRole('dialog');
    await adminDialog.getByText(EN.change.nowOnHand(EN.bags(120))).waitFor();

    await operatorDialog.getByRole('radio', { name: 'Sold at the counter' }).check();
    await operatorDialog.getByRole('textbox', { name: EN.change.bagsMoved, exact: true }).fill('20');
    await operatorDialog.getByRole('button', { name: EN.change.save }).click();
    await seeToast(operator, STOCK_MESSAGES.stockChanged);
    expect(await bagsOn(operatorCard)).toBe(100);

    await adminDialog.getByRole('radio', { name: 'Received' }).check();
    await adminDialog.getByRole('textbox', { name: EN.change.bagsMoved, exact: true }).fill('30');
    await adminDialog.getByLabel(EN.change.note).fill('Second truck');
    await adminDialog.getByRole('button', { name: EN.change.save }).click();
    await adminDialog
      .getByRole('alert')
      .getByText(`${STOCK_MESSAGES.staleLine(100)} ${EN.change.staleKept}`)
      .waitFor();
    // The figure now on hand is shown, what was typed is kept, and the card behind shows the figure too.
    await adminDialog.getByText(EN.change.nowOnHand(EN.bags(100))).waitFor();
    expect(await adminDialog.getByRole('textbox', { name: EN.change.bagsMoved, exact: true }).inputValue()).toBe('30');
    expect(await adminDialog.getByLabel(EN.change.note).inputValue()).toBe('Second truck');
    await adminDialog.getByText(EN.change.after(EN.bags(130))).waitFor();
    expect(await bagsOn(adminCard)).toBe(100);
    expect(await axeViolations(admin)).toEqual([]);

    await adminDialog.getByRole('button', { name: EN.change.save }).click();
    await seeToast(admin, STOCK_MESSAGES.stockChanged);
    await adminDialog.waitFor({ state: 'detached' });
    expect(await bagsOn(adminCard)).toBe(130);

    const history = await call<{ changes: { by: string; reason: string; before: number; after: number }[] }>(
      API.sales.getStockHistory,
      { key: (await stockOf(alpha))[0].key },
      adminToken,
    );
    expect(history.data.changes.map(({ by, reason, before, after }) => [by, reason, before, after])).toEqual([
      [ADMINISTRATOR.name, 'received', 100, 130],
      [OPERATOR.name, 'sold', 120, 100],
      [OPERATOR.name, 'received', 0, 120],
    ]);
  });

  it('downloads the current stock as the load’s starting file', async () => {
    await sidebar(admin).getByRole('link', { name: 'Load Stock from CSV', exact: true }).click();
    await admin.getByRole('heading', { level: 1, name: STOCK_LOAD_TEXTS.title }).waitFor();
    await admin.getByLabel(STOCK_LOAD_TEXTS.download.counter).selectOption({ label: ALPHA });
    await admin.getByLabel(STOCK_LOAD_TEXTS.download.season).selectOption(SEASON);
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: STOCK_LOAD_TEXTS.download.submit }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`stock-${SEASON.toLowerCase().replace(' ', '-')}-${alpha.key}.csv`);
    const csv = (await downloadedBytes(download)).toString('utf8');
    expect(csv.split('\r\n')).toEqual([
      `\uFEFF${STOCK_LOAD_COLUMNS.join(',')}`,
      [alpha.key, SEASON, 'wheat', wheat.en, 'certified', '40', '130'].join(','),
      '',
    ]);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('refuses a file with one bad row, naming the row and changing nothing; then applies a good one whole', async () => {
    const header = STOCK_LOAD_COLUMNS.join(',');
    const good = [
      [alpha.key, SEASON, 'wheat', wheat.en, 'certified', '40', '77'],
      [beta.key, SEASON, 'wheat', otherWheat.en, 'foundation', '40', '15'],
    ].map((row) => row.join(','));
    const bad = [beta.key, SEASON, 'wheat', `NO-SUCH-VARIETY-${RUN}`, 'certified', '40', '5'].join(',');
    const file = admin.getByLabel(STOCK_LOAD_TEXTS.load.file);
    const load = admin.getByRole('button', { name: STOCK_LOAD_TEXTS.load.submit });
    const choose = (rows: string[]) =>
      file.setInputFiles({
        name: 'stock.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from([header, ...rows].join('\r\n')),
      });
    const problems = admin.locator('.import-problems li');

    await choose([...good, bad]);
    await load.click();
    await seeToast(admin, STOCK_MESSAGES.loadRefused(1));
    await problems.first().waitFor();
    expect(await problems.allTextContents()).toEqual([STOCK_MESSAGES.loadRow(4, STOCK_MESSAGES.unknownVariety)]);
    expect(await axeViolations(admin)).toEqual([]);
    expect((await stockOf(alpha)).map((line) => line.bags)).toEqual([130]);
    expect(await stockOf(beta)).toEqual([]);

    // A slip the file shows by itself is named before anything is sent.
    const sent: string[] = [];
    admin.on('request', (request) => {
      if (request.url().endsWith(API.sales.loadStock)) sent.push(request.url());
    });
    await choose([good[0], [beta.key, SEASON, 'wheat', '=1+1', 'certified', '40', '5'].join(',')]);
    await load.click();
    await problems.getByText(STOCK_MESSAGES.loadRow(3, STOCK_MESSAGES.loadFormula)).waitFor();
    expect(sent).toEqual([]);

    await choose(good);
    await load.click();
    await seeToast(admin, STOCK_MESSAGES.stockLoaded(2));
    await admin.getByText(STOCK_LOAD_TEXTS.load.result({ rows: 2, changed: 2 })).waitFor();
    expect(await problems.count()).toBe(0);
    expect((await stockOf(alpha)).map((line) => line.bags)).toEqual([77]);
    expect((await stockOf(beta)).map(({ variety, seedClass, bags }) => [variety.en, seedClass, bags])).toEqual([
      [otherWheat.en, 'foundation', 15],
    ]);
    expect(sent).toHaveLength(1);
  });
});
