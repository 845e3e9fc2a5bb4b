import type { BrowserContext, Page } from 'playwright-core';
import {
  API,
  BOOKING_MESSAGES,
  CONSENT_NOTICE_VERSION,
  cropVarietiesTableKey,
  indiaDate,
  indiaDatePlus,
  publishedVarietiesOf,
  stockSeasons,
  type AdminAccount,
  type BookingOptions,
  type BookingSlip,
  type BookingWindowItem,
  type FarmerBookings,
  type FarmerSession,
  type Paged,
  type PublicContentTable,
  type SaleCounterForm,
  type SaleCounterItem,
  type StockLineItem,
} from '@seedcorp/contracts';
import { useChromium } from '@seedcorp/testing/browser';
import { BOOKING_WINDOWS_TEXTS } from '../admin-web/src/content/booking-windows';
import { COLLECTION_TEXTS } from '../admin-web/src/content/collection';
import { SECOND_FACTOR_TEXTS } from '../admin-web/src/content/second-factor';
import { ROUTES } from '../admin-web/src/routes';
import { totpCode } from '../services/auth/src/second-factor/totp';
import { adminCli } from './admin-cli';
import { nextOtp, postJson, sentCodes, signIn } from './admin-session';
import { axeViolations, passSmsStep, seeToast, signInThroughUi } from './admin-ui';
import { E2E_ADMINS } from './e2e-env';

/**
 * Seed booking in the admin app, end to end: a publisher opens a booking window on its screen; a farmer books
 * through the farmer API (signed in with an SMS code, the notice agreed to, their details given); the counter
 * operator, on a phone at 360 px, types the pickup code as a farmer reads it out, sees the booking, records its
 * collection and sees it collected; the same code is then refused.
 */

jest.setTimeout(180_000);

/** A run's own names, so that its counter is told apart from the seeded ones. */
const RUN = Date.now().toString(36);
const ADMINISTRATOR = E2E_ADMINS.adminBooking;
/** Added by the file itself with their roles, so not among the stack's own admins. */
const PUBLISHER = { mobile: '9000000191', name: `Booking Publisher ${RUN}` };
const OPERATOR = { mobile: '9000000192', name: `Booking Operator ${RUN}` };
const FARMER = { mobile: '9000000193', name: `Suresh Kumar ${RUN}`, village: 'Siwani', district: 'Hisar' };
const COUNTER = `Seed Sale Counter, Booking ${RUN}`;
/** Barley of the current Rabi season: a crop the demo seed opens no window for. */
const CROP = 'barley';
const SEASON = stockSeasons(new Date())[0];
const TODAY = indiaDate(new Date());
const PHONE = { width: 360, height: 740 };
const EN = COLLECTION_TEXTS.en;
const WINDOWS = BOOKING_WINDOWS_TEXTS;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

/** The call's data, failing with its answer when it is refused. */
async function dataOf<T>(path: string, body: unknown, token: string): Promise<T> {
  const answer = (await (await postJson(path, body, token)).json()) as Envelope<T>;
  if (answer.status !== 200) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
  return answer.data;
}

const counterForm = (name: string): SaleCounterForm => ({
  regionalUnit: { en: `Unit ${RUN}`, hi: `इकाई ${RUN}` },
  name: { en: name, hi: `बीज बिक्री केंद्र ${RUN}` },
  district: 'Hisar',
  address: { en: 'Delhi Road, Hisar', hi: 'दिल्ली रोड, हिसार' },
  official: 'Ram Kumar',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '9876543210',
  openingHours: { en: '9 am to 5 pm', hi: 'सुबह 9 से शाम 5 बजे' },
  latitude: null,
  longitude: null,
});

/** A farmer signed in with the SMS code from the outbox, the notice agreed to and their details given: their token. */
async function signInFarmer(): Promise<string> {
  const known = sentCodes(FARMER.mobile).length;
  const sent = await postJson(API.farmers.requestCode, { mobileNo: FARMER.mobile });
  if (sent.status !== 200) throw new Error(`farmer code request failed: ${await sent.text()}`);
  const verified = await dataOf<FarmerSession>(
    API.farmers.verifyCode,
    { mobileNo: FARMER.mobile, otp: await nextOtp(FARMER.mobile, known) },
    '',
  );
  // Each step answers a new session, whose token carries what the farmer has done so far.
  const consented = await dataOf<FarmerSession>(
    API.farmers.giveConsent,
    { version: CONSENT_NOTICE_VERSION, language: 'en' },
    verified.token,
  );
  const profiled = await dataOf<FarmerSession>(
    API.farmers.saveProfile,
    { name: FARMER.name, village: FARMER.village, district: FARMER.district },
    consented.token,
  );
  expect(profiled.farmer).toMatchObject({ profileComplete: true, consentCurrent: true });
  return profiled.token;
}

/** Every control a finger presses on the screen whose box is under 44 px either way. */
async function smallTargets(page: Page): Promise<string[]> {
  const controls = page.locator('main button:visible, main select:visible, main input[type="text"]:visible');
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

const scrollsSideways = (page: Page) =>
  page.evaluate('document.documentElement.scrollWidth > document.documentElement.clientWidth');

/** The value the booking's card shows beside `name`. */
const shownAs = (page: Page, name: string) =>
  page
    .locator('.collection-booking div')
    .filter({ has: page.getByText(name, { exact: true }) })
    .locator('dd');

describe('seed booking in the admin app: a window opened, a booking collected at the counter on a phone', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 900 } });
  let publisher: Page;
  let operatorContext: BrowserContext;
  let operator: Page;
  let adminToken: string;
  let counter: SaleCounterItem;
  let variety: string;
  let bookingWindow: BookingWindowItem;
  let farmerToken: string;
  let slip: BookingSlip;

  beforeAll(async () => {
    adminCli('add', PUBLISHER.mobile, PUBLISHER.name, 'publisher');
    adminCli('add', OPERATOR.mobile, OPERATOR.name, 'counter');
    adminToken = await signIn(ADMINISTRATOR);

    // The counter, the operator who keeps it, and barley in stock there, made through the services.
    counter = await dataOf<SaleCounterItem>(API.sales.createCounter, counterForm(COUNTER), adminToken);
    const admins = await dataOf<AdminAccount[]>(API.admins.getAll, {}, adminToken);
    const operatorId = admins.find((admin) => admin.mobile === OPERATOR.mobile)?.id as string;
    await dataOf(API.sales.setOperatorCounters, { adminId: operatorId, counterKeys: [counter.key] }, adminToken);
    const table = await dataOf<PublicContentTable>(API.content.webGetTable, { key: cropVarietiesTableKey(CROP) }, '');
    variety = publishedVarietiesOf(table.rows)[0].en;
    await dataOf<StockLineItem>(
      API.sales.changeStock,
      {
        counterKey: counter.key,
        season: SEASON,
        crop: CROP,
        variety,
        seedClass: 'certified',
        bagKg: 40,
        reason: 'received',
        bags: 20,
        baseVersion: 0,
        note: `Booking check ${RUN}`,
      },
      adminToken,
    );
    // Two windows of a crop and season never overlap: one left open by an earlier run of this file is closed.
    const windows = await dataOf<Paged<BookingWindowItem>>(API.booking.getWindows, { page: 0, size: 100 }, adminToken);
    for (const open of windows.content.filter((each) => each.crop === CROP && each.season === SEASON && !each.closed)) {
      await dataOf(API.booking.closeWindow, { key: open.key }, adminToken);
    }

    publisher = await chromium.context.newPage();
    // The operator works on a phone, in a browser of their own.
    operatorContext = await chromium.browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
    operator = await operatorContext.newPage();
  });

  afterAll(async () => {
    await operatorContext?.close();
  });

  it('a publisher opens a booking window on its screen, checked by the contract’s rules', async () => {
    await signInThroughUi(publisher, PUBLISHER.mobile);
    await publisher
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Booking Windows', exact: true })
      .click();
    await publisher.getByRole('heading', { level: 1, name: 'Booking Windows' }).waitFor();
    await publisher.getByRole('button', { name: WINDOWS.form.createTitle }).click();
    const dialog = publisher.getByRole('dialog', { name: WINDOWS.form.createTitle });

    // The form's own check comes first, in the service's words.
    await dialog.getByRole('combobox', { name: WINDOWS.form.season }).selectOption(SEASON);
    await dialog.getByRole('button', { name: WINDOWS.form.create }).click();
    await seeToast(publisher, BOOKING_MESSAGES.crop);

    await dialog.getByRole('combobox', { name: WINDOWS.form.crop }).selectOption(CROP);
    await dialog.getByLabel(WINDOWS.form.opensOn).fill(TODAY);
    await dialog.getByLabel(WINDOWS.form.closesOn).fill(indiaDatePlus(TODAY, 7));
    await dialog.getByRole('button', { name: WINDOWS.form.create }).click();
    await seeToast(publisher, BOOKING_MESSAGES.counters);
    await dialog.getByRole('checkbox', { name: new RegExp(COUNTER) }).check();
    await dialog.getByRole('textbox', { name: WINDOWS.form.maxBags, exact: true }).fill('5');
    await dialog.getByText(/^Booking of barley seed for Rabi/).waitFor();
    expect(await dialog.getByRole('textbox', { name: WINDOWS.form.collectWithinDays }).inputValue()).toBe('3');
    expect(await axeViolations(publisher)).toEqual([]);
    await dialog.getByRole('button', { name: WINDOWS.form.create }).click();
    await seeToast(publisher, BOOKING_MESSAGES.windowCreated);
    await dialog.waitFor({ state: 'detached' });

    const row = publisher.getByRole('row').filter({ hasText: COUNTER });
    await row.getByRole('cell', { name: WINDOWS.status.open, exact: true }).waitFor();
    expect(await row.getByRole('cell', { name: WINDOWS.limit({ kind: 'bags', bags: 5 }) }).count()).toBe(1);
    expect(await axeViolations(publisher)).toEqual([]);

    const windows = await dataOf<Paged<BookingWindowItem>>(API.booking.getWindows, { page: 0, size: 100 }, adminToken);
    bookingWindow = windows.content.find(
      (each) => each.crop === CROP && each.season === SEASON && !each.closed,
    ) as BookingWindowItem;
    expect(bookingWindow).toMatchObject({
      opensOn: TODAY,
      counters: [expect.objectContaining({ key: counter.key })],
      limit: { kind: 'bags', bags: 5 },
      collectWithinDays: 3,
      noShowLimit: null,
      open: true,
    });
  });

  it('a farmer books two bags through the farmer API and is given a pickup code', async () => {
    farmerToken = await signInFarmer();
    const options = await dataOf<BookingOptions>(API.booking.options, { windowKey: bookingWindow.key }, farmerToken);
    const line = options.counters
      .find((each) => each.key === counter.key)
      ?.lines.find((each) => each.variety.en === variety);
    if (!line) throw new Error(`no ${variety} line at the counter: ${JSON.stringify(options.counters)}`);
    slip = await dataOf<BookingSlip>(
      API.booking.book,
      { windowKey: bookingWindow.key, lineKey: line.lineKey, bags: 2 },
      farmerToken,
    );
    expect(slip).toMatchObject({ state: 'booked', bags: 2, counter: expect.objectContaining({ key: counter.key }) });
  });

  it('the counter operator, at 360 px, types the code as read out, sees the booking and records its collection', async () => {
    await passSmsStep(operator, OPERATOR.mobile);
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.smsOnly.setUp }).click();
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.enrol.totpChoice }).click();
    const key = ((await operator.locator('.totp-key').textContent()) ?? '').replace(/\s/g, '');
    await operator.getByLabel(SECOND_FACTOR_TEXTS.enrol.confirmLabel).fill(totpCode(key));
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.enrol.confirm }).click();
    await operator.getByLabel(SECOND_FACTOR_TEXTS.recoveryCodes.saved).check();
    await operator.getByRole('button', { name: SECOND_FACTOR_TEXTS.recoveryCodes.continue }).click();
    await operator.waitForURL('**/dashboard/stock');

    await operator.getByRole('button', { name: 'Menu' }).click();
    await operator
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Collect Booked Seed', exact: true })
      .click();
    await operator.waitForURL(`**${ROUTES.bookingCollection}`);
    await operator.getByRole('heading', { level: 1, name: EN.title }).waitFor();
    // Their one counter needs no choosing.
    await operator.getByText(COUNTER, { exact: true }).waitFor();
    expect(await scrollsSideways(operator)).toBe(false);
    expect(await axeViolations(operator)).toEqual([]);

    // Read out with a dash and typed in small letters: the contract's normalisation makes it the code.
    const code = operator.getByRole('textbox', { name: EN.code });
    await code.fill(`${slip.code.slice(0, 4).toLowerCase()}-${slip.code.slice(4).toLowerCase()}`);
    await operator.getByRole('button', { name: EN.find }).click();
    await operator.getByRole('heading', { name: EN.booking.heading(slip.number) }).waitFor();
    expect(await code.inputValue()).toBe(slip.code);
    expect(await shownAs(operator, EN.booking.farmer).textContent()).toBe(FARMER.name);
    expect(await shownAs(operator, EN.booking.village).textContent()).toBe(`${FARMER.village}, ${FARMER.district}`);
    expect(await shownAs(operator, EN.booking.variety).textContent()).toBe(`Barley: ${variety}`);
    expect(await shownAs(operator, EN.booking.seedClass).textContent()).toBe('Certified');
    expect(await shownAs(operator, EN.booking.bags).textContent()).toBe(EN.booking.bagsOf(2, 40));
    expect(await shownAs(operator, EN.booking.collectBy).textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(await operator.locator('.collection-state strong').textContent()).toBe('Booked');
    const bags = operator.getByRole('textbox', { name: EN.collect.bags });
    expect(await bags.inputValue()).toBe('2');
    expect(await bags.getAttribute('inputmode')).toBe('numeric');

    await operator.getByRole('textbox', { name: EN.collect.receipt }).fill(`R-${RUN}`);
    expect(await smallTargets(operator)).toEqual([]);
    expect(await scrollsSideways(operator)).toBe(false);
    expect(await axeViolations(operator)).toEqual([]);
    await operator.getByRole('button', { name: EN.collect.submit }).click();
    await seeToast(operator, BOOKING_MESSAGES.collected);
    await operator.getByText(EN.done(2, 18)).waitFor();
    expect(await operator.locator('.collection-state strong').textContent()).toBe('Collected');
    expect(await operator.getByRole('button', { name: EN.collect.submit }).count()).toBe(0);
    expect(await axeViolations(operator)).toEqual([]);

    const [line] = await dataOf<StockLineItem[]>(
      API.sales.getStock,
      { counterKey: counter.key, season: SEASON },
      adminToken,
    );
    expect([line.bags, line.reserved]).toEqual([18, 0]);
  });

  it('refuses the same code a second time, in the service’s words', async () => {
    await operator.getByRole('button', { name: EN.next }).click();
    const code = operator.getByRole('textbox', { name: EN.code });
    expect(await code.inputValue()).toBe('');
    await code.fill(slip.code);
    await operator.getByRole('button', { name: EN.find }).click();
    await operator.getByRole('alert').getByText(BOOKING_MESSAGES.codeCollected, { exact: true }).waitFor();
    expect(await operator.locator('.collection-booking').count()).toBe(0);
    expect(await scrollsSideways(operator)).toBe(false);

    // The farmer's own bookings say so too (their session lives 15 minutes: the one they booked with).
    const farmer = await dataOf<FarmerBookings>(API.booking.farmerBookings, {}, farmerToken);
    expect(farmer.bookings.find((each) => each.key === slip.key)?.state).toBe('collected');
  });
});
