import type { Browser, Page } from 'playwright-core';
import { nextOtp, sentCodes } from './admin-session';
import { reachDashboard } from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

describe('admin login in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async () => {
    page = await browser.newPage();
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  });

  afterEach(async () => {
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps digits only, and shows the spec message for a number starting with 5', async () => {
    const field = page.getByLabel('Mobile number');
    await field.pressSequentially('5a1b2c3d4e5f67890');
    expect(await field.inputValue()).toBe('5123456789');
    await field.fill('98765 43210');
    expect(await field.inputValue()).toBe('9876543210');
    await field.fill('5123456789');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('Number must start with a digit between 6 and 9, followed by any digits 0-9.').waitFor();
  });

  it('sends a code, locks the number, counts down the resend, and signs in with the six boxes', async () => {
    const known = sentCodes(E2E_ADMINS.browser).length;
    const field = page.getByLabel('Mobile number');
    await field.fill(E2E_ADMINS.browser);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByText('If this number is registered, an OTP has been sent to it.').waitFor();

    expect(await field.getAttribute('readonly')).not.toBeNull();
    const resend = page.getByRole('button', { name: /^Resend OTP in \d+s$/ });
    expect(await resend.isDisabled()).toBe(true);
    expect(Number(/(\d+)s/.exec((await resend.textContent()) ?? '')?.[1])).toBeGreaterThan(115);

    const otp = await nextOtp(E2E_ADMINS.browser, known);
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(otp);
    await page.getByRole('button', { name: 'Login' }).click();

    await reachDashboard(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const token = await page.evaluate(() =>
      (globalThis as unknown as { sessionStorage: { getItem(key: string): string | null } }).sessionStorage.getItem(
        'seedcorp.admin.token',
      ),
    );
    expect(token?.split('.')).toHaveLength(3);
  });
});
