import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  API,
  BOOKING_REFUSALS,
  CONSENT_NOTICE,
  currentSeason,
  indiaDate,
  indiaDatePlus,
  type BookingWindowItem,
  type PublicStock,
  type SaleCounterForm,
  type SaleCounterItem,
  type StockLineItem,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { useChromium } from '@seedcorp/testing/browser';
import { EN_TEXTS } from '../web/src/i18n/en';
import { HI_TEXTS } from '../web/src/i18n/hi';
import { adminCli } from './admin-cli';
import { postJson, signIn } from './admin-session';
import { HINDI_COOKIE } from './content-page-checks';
import { e2eQuery } from './e2e-database';
import { baseUrl, E2E_ENV } from './e2e-env';

/**
 * A farmer books seed from a phone and is told what happens, as the seed booking issue's acceptance reads: signing
 * in by SMS code, the data notice read in Hindi and agreed to, 2 bags booked at a counter, the slip with its pickup
 * code and QR code on the page and by SMS, the availability 2 bags fewer within 2 s; more than the limit is told the
 * limit; the same with JavaScript off, by the plain forms; an uncollected booking expires by itself, its bags back and
 * the farmer told; and a farmer who withdraws consent has their bookings cancelled and their details erased, while
 * the corporation's booking totals stay.
 */

jest.setTimeout(240_000);

const url = (path: string) => `${baseUrl()}${path}`;
const RUN = Date.now().toString(36);
const PHONE = { width: 360, height: 740 };
const PUBLISHER = { mobile: '9000000184', name: `Booking Publisher ${RUN}`, role: 'publisher' };
/** Farmers of this run's own: numbers no other run has used. */
const farmerNumber = (n: number) => `9${String(Date.now() + n).slice(-9)}`;
const CROP = 'gram';
const SEASON = currentSeason('Rabi', new Date());
const MAX_BAGS = 5;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

interface OutboxLine {
  to: string;
  text?: string;
  otp?: string;
}

/** What the SMS outbox holds for `mobile`, oldest first. */
function outbox(mobile: string): OutboxLine[] {
  const file = join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'sms-outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine)
    .filter((line) => line.to === mobile);
}

/** Waits for the SMS after the `known` ones that `accept` takes (an SMS goes off the request path). */
const nextSms = (mobile: string, known: number, accept: (line: OutboxLine) => boolean) =>
  pollUntil(
    async () => outbox(mobile).slice(known).find(accept),
    (found) => found !== undefined,
    15_000,
  ) as Promise<OutboxLine>;

const counterForm: SaleCounterForm = {
  regionalUnit: { en: `Booking unit ${RUN}`, hi: `बुकिंग इकाई ${RUN}` },
  name: { en: `Booking counter ${RUN}`, hi: `बुकिंग केंद्र ${RUN}` },
  district: 'Kaithal',
  address: { en: 'Address kept by the end-to-end check', hi: 'जाँच द्वारा रखा गया पता' },
  official: 'End-to-end check',
  designation: { en: 'Sales Officer', hi: 'बिक्री अधिकारी' },
  mobile: '98765 43210',
  openingHours: { en: '9 am to 5 pm', hi: 'सुबह 9 से शाम 5' },
};

describe('seed booking by a farmer', () => {
  const chromium = useChromium();
  let token: string;
  let counter: SaleCounterItem;
  let window: BookingWindowItem;
  let variety: string;

  const call = async <T>(path: string, body: object): Promise<T> => {
    const answer = (await (await postJson(path, body, token)).json()) as Envelope<T>;
    if (answer.status !== 200) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer.data;
  };

  /** Bags of this run's line free to book, as the availability read gives them. */
  const bagsShown = async (): Promise<number | undefined> => {
    const stock = (
      (await (
        await postJson(API.sales.webGetStock, { season: 'Rabi', district: 'Kaithal' })
      ).json()) as Envelope<PublicStock>
    ).data;
    return stock.seasons
      .flatMap((season) => season.lines)
      .find((line) => line.counterKey === counter.key && line.variety.en === variety)?.bags;
  };

  beforeAll(async () => {
    adminCli('add', PUBLISHER.mobile, PUBLISHER.name, PUBLISHER.role);
    token = await signIn(PUBLISHER.mobile);
    const catalogue = (
      (await (await postJson(API.content.webGetTable, { key: `crop-varieties-${CROP}` })).json()) as Envelope<{
        rows: { variety: unknown }[];
      }>
    ).data;
    const first = catalogue.rows[0].variety;
    variety = typeof first === 'object' && first !== null ? (first as { en: string }).en : String(first);
    counter = await call<SaleCounterItem>(API.sales.createCounter, counterForm);
    await call<StockLineItem>(API.sales.changeStock, {
      counterKey: counter.key,
      season: SEASON,
      crop: CROP,
      variety,
      seedClass: 'certified',
      bagKg: 40,
      reason: 'received',
      bags: 20,
      baseVersion: 0,
    });
    const today = indiaDate(new Date());
    window = await call<BookingWindowItem>(API.booking.createWindow, {
      season: SEASON,
      crop: CROP,
      opensOn: today,
      closesOn: indiaDatePlus(today, 10),
      counterKeys: [counter.key],
      limitKind: 'bags',
      maxBags: MAX_BAGS,
      collectWithinDays: 3,
    });
  });

  /** Signs a farmer in through the pages: the number, then the code the SMS brought. */
  async function signInAsFarmer(page: Page, mobile: string, texts: Record<string, string>): Promise<void> {
    await page.goto(url('/booking'));
    const known = outbox(mobile).length;
    await page.getByLabel(texts.bookingMobile).fill(mobile);
    await page.getByRole('button', { name: texts.bookingSendCode }).click();
    await page.waitForURL(url('/booking/code'));
    const sms = await nextSms(mobile, known, (line) => !!line.otp);
    await page.getByLabel(texts.bookingCode).fill(sms.otp as string);
    await page.getByRole('button', { name: texts.bookingSignIn }).click();
  }

  /** The notice agreed to and the details given, as a farmer's first visit asks. */
  async function firstVisit(
    page: Page,
    texts: Record<string, string>,
    language: 'en' | 'hi',
    name: string,
  ): Promise<void> {
    await page.waitForURL(url('/booking/consent'));
    await page.getByRole('heading', { name: CONSENT_NOTICE.title[language] }).waitFor();
    await page.getByText(CONSENT_NOTICE.items[0].purpose[language]).waitFor();
    await page.getByRole('button', { name: texts.consentAgree }).click();
    await page.waitForURL(url('/booking/details'));
    await page.getByLabel(texts.detailsName).fill(`${name} ${RUN}`);
    await page.getByLabel(texts.detailsVillage).fill(`${name}pur ${RUN}`);
    await page.getByLabel(texts.detailsDistrict).selectOption('Kaithal');
    await page.getByRole('button', { name: texts.detailsSave }).click();
    await page.waitForURL(url('/booking'));
  }

  /** Books `bags` of this run's line in this run's window. */
  async function book(page: Page, texts: Record<string, string>, bags: number): Promise<void> {
    await page.goto(url(`/booking/book/${window.key}`));
    await page.locator('input[name="lineKey"]').first().check();
    await page.locator('#book-bags').fill(String(bags));
    await page.getByRole('button', { name: texts.bookSubmit }).click();
  }

  async function phone(browser: Browser, options: { hindi?: boolean; script?: boolean } = {}) {
    const context = await browser.newContext({
      viewport: PHONE,
      isMobile: true,
      javaScriptEnabled: options.script ?? true,
    });
    if (options.hindi) await context.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
    return context;
  }

  /** Each farmer's own phone for the whole file: signed in once (a number waits two minutes for another code). */
  let hindiPhone: BrowserContext;
  let plainPhone: BrowserContext;
  afterAll(async () => {
    await hindiPhone?.close();
    await plainPhone?.close();
  });

  const hindiFarmer = farmerNumber(1);

  it('books 2 bags in Hindi at 360 px: the slip with its code and QR code, the SMS, and 2 bags fewer within 2 s', async () => {
    hindiPhone = await phone(chromium.browser, { hindi: true });
    const page = await hindiPhone.newPage();
    try {
      await signInAsFarmer(page, hindiFarmer, HI_TEXTS);
      await firstVisit(page, HI_TEXTS, 'hi', 'Ramesh');
      const before = await bagsShown();
      const known = outbox(hindiFarmer).length;
      await book(page, HI_TEXTS, 2);
      await page.waitForURL(url('/booking/my-bookings'));
      const code = (await page.locator('.pickup-code').first().textContent())?.trim() ?? '';
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      await page.getByRole('img', { name: HI_TEXTS.slipQrLabel.replace('{{code}}', code) }).waitFor();
      const sms = await nextSms(hindiFarmer, known, (line) => (line.text ?? '').includes(code));
      expect(sms.text).toMatch(/[\u0900-\u097F]/);
      await pollUntil(bagsShown, (bags) => bags === (before as number) - 2);
      // The page fits a 360 px phone: nothing wider than the screen.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await page.close();
    }
  });

  it('tells a farmer asking for more than the limit how many more they may book, and books nothing', async () => {
    const page = await hindiPhone.newPage();
    try {
      const before = await bagsShown();
      await book(page, HI_TEXTS, MAX_BAGS + 1);
      await page.waitForURL(url(`/booking/book/${window.key}`));
      await page
        .getByRole('alert')
        .getByText(BOOKING_REFUSALS.overLimit(MAX_BAGS - 2).hi)
        .waitFor();
      expect(await bagsShown()).toBe(before);
    } finally {
      await page.close();
    }
  });

  const plainFarmer = farmerNumber(2);

  it('books with JavaScript off, by the plain forms, and cancels, the bags back at once', async () => {
    plainPhone = await phone(chromium.browser, { script: false });
    const page = await plainPhone.newPage();
    try {
      await signInAsFarmer(page, plainFarmer, EN_TEXTS);
      await firstVisit(page, EN_TEXTS, 'en', 'Suresh');
      const before = (await bagsShown()) as number;
      await book(page, EN_TEXTS, 1);
      await page.waitForURL(url('/booking/my-bookings'));
      await page.locator('.pickup-code').first().waitFor();
      await pollUntil(bagsShown, (bags) => bags === before - 1);
      await page.getByRole('button', { name: EN_TEXTS.slipCancel }).click();
      await page.getByRole('alert').getByText('Booking cancelled.').waitFor();
      await pollUntil(bagsShown, (bags) => bags === before);
    } finally {
      await page.close();
    }
  });

  it('expires a booking not collected by its date by itself: its bags return and the farmer is told', async () => {
    const page = await plainPhone.newPage();
    try {
      const before = (await bagsShown()) as number;
      await book(page, EN_TEXTS, 1);
      await page.waitForURL(url('/booking/my-bookings'));
      const code = (await page.locator('.pickup-code').first().textContent())?.trim() ?? '';
      await pollUntil(bagsShown, (bags) => bags === before - 1);
      // The test's clock: the booking's date to collect by is put in the past; the job runs every few seconds.
      await e2eQuery(
        `UPDATE sales.bookings SET collect_by = current_date - 1, expires_at = now() - interval '1 minute'
         WHERE state = 'booked' AND code = $1`,
        [code],
      );
      const known = outbox(plainFarmer).length;
      await pollUntil(bagsShown, (bags) => bags === before, 30_000);
      await nextSms(plainFarmer, known, (line) => !line.otp);
      await page.goto(url('/booking/my-bookings'));
      await page.getByText('Expired').first().waitFor();
    } finally {
      await page.close();
    }
  });

  it('cancels the bookings of a farmer who withdraws consent and erases their details; the totals stay', async () => {
    const totals = async () =>
      (
        await e2eQuery<{ bookings: string }>(`SELECT count(*) AS bookings FROM sales.bookings WHERE window_id = $1`, [
          window.key,
        ])
      )[0].bookings;
    const before = await totals();
    const page = await hindiPhone.newPage();
    try {
      const bagsBefore = (await bagsShown()) as number;
      await page.goto(url('/booking/my-data'));
      await page.getByText(`Ramesh ${RUN}`).waitFor();
      await page.getByLabel(HI_TEXTS.myDataWithdrawConfirm).check();
      await page.getByRole('button', { name: HI_TEXTS.myDataWithdraw }).click();
      await page.waitForURL(url('/booking'));
      // Their open booking of 2 bags is cancelled, the bags back.
      await pollUntil(bagsShown, (bags) => bags === bagsBefore + 2);
    } finally {
      await page.close();
    }
    const people = await e2eQuery(`SELECT 1 FROM auth.farmers WHERE mobile = $1 OR name = $2 OR village = $3`, [
      hindiFarmer,
      `Ramesh ${RUN}`,
      `Kalayat ${RUN}`,
    ]);
    expect(people).toEqual([]);
    const named = await e2eQuery(`SELECT 1 FROM sales.bookings WHERE window_id = $1 AND farmer_name = $2`, [
      window.key,
      `Ramesh ${RUN}`,
    ]);
    expect(named).toEqual([]);
    expect(await totals()).toBe(before);
  });
});
