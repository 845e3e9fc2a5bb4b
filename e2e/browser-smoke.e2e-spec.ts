import type { Page } from 'playwright-core';
import { recordPageProblems, useChromium } from '@seedcorp/testing/browser';
import { baseUrl } from './e2e-env';

describe('the apps in Chromium', () => {
  const chromium = useChromium();
  let page: Page;
  const consoleErrors: string[] = [];

  beforeEach(async () => {
    consoleErrors.length = 0;
    page = await chromium.browser.newPage();
    recordPageProblems(page, consoleErrors);
  });

  afterEach(async () => {
    await page.close();
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
