import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './browser';
import { baseUrl } from './e2e-env';

describe('the apps in Chromium', () => {
  let browser: Browser;
  let page: Page;
  const consoleErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async () => {
    consoleErrors.length = 0;
    page = await browser.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));
  });

  afterEach(async () => {
    await page.close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('opens the public home page with its landmarks and no errors', async () => {
    await page.goto(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Skip to main content' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('opens the admin login page with a labelled mobile number field', async () => {
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(await page.getByLabel(/mobile/i).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Send OTP' }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('sends a visitor without a session from the dashboard to the login page', async () => {
    await page.goto(`${baseUrl()}/dashboard/home`);
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
