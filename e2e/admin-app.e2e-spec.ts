import { API, CONTENT_COUNT_NAMES, IMAGE_MESSAGES, LOGIN_FORM_MESSAGES } from '@seedcorp/contracts';
import type { Page } from 'playwright-core';
import { ROUTES } from '../admin-web/src/routes';
import { uploadImage } from './admin-records';
import { nextOtp, postJson, sentCodes } from './admin-session';
import {
  axeViolations,
  confirm,
  holdsFocus,
  isFocused,
  largePng,
  pngImage,
  reachDashboard,
  seeToast,
  storedToken,
  storeToken,
} from './admin-ui';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { pollUntil } from '@seedcorp/testing/poll-until';

jest.setTimeout(120000);

const SIDEBAR = [
  'Home',
  'Manage Images',
  'Manage Directory',
  'Manage Notifications',
  'Manage RTI Directory',
  'Manage RTI Authorities',
  'Manage Sale Counters',
  'Stock at Counters',
  'Load Stock from CSV',
  'Manage Seed Lots',
  'Collect Booked Seed',
  'Booking Windows',
  'Bookings Report',
  'Manage Site Content',
  'Manage Site Settings',
  'Approvals',
  'Language States',
  'Placeholders to Fill',
  'Manage Master Lists',
  'Feedback',
  'Admins',
  'Sign-in Log',
  'Audit Trail',
  'Sessions',
];

interface ImageRow {
  key: string;
  url: string;
}

async function publicGallery(): Promise<ImageRow[]> {
  const answer = (await (await postJson(API.files.webGetImages, { location: 'Photo Gallery' })).json()) as {
    data: ImageRow[];
  };
  return answer.data;
}

describe('admin app in Chromium: sign-in, shell, images manager, accessibility, logout', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  let token: string;

  beforeAll(async () => {
    // One tab for the whole file: the session token lives in the tab's session storage.
    page = await chromium.context.newPage();
  });

  const goTo = async (link: string, heading: string) => {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  };

  it('sends a visitor without a session to /login, shows the login messages, then signs in', async () => {
    await page.goto(`${baseUrl()}${ROUTES.images}`);
    await page.waitForURL('**/login');

    await page.getByLabel('Mobile number').fill('98765');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await seeToast(page, LOGIN_FORM_MESSAGES.mobileLength);
    await page.getByLabel('Mobile number').fill('5123456789');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await seeToast(page, LOGIN_FORM_MESSAGES.mobileStart);

    const known = sentCodes(E2E_ADMINS.adminApp).length;
    await page.getByLabel('Mobile number').fill(E2E_ADMINS.adminApp);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await page.getByLabel('Digit 1 of 6').click();
    const otp = await nextOtp(E2E_ADMINS.adminApp, known);
    await page.keyboard.type(otp.slice(0, 3));
    await page.getByRole('button', { name: 'Login' }).click();
    await seeToast(page, LOGIN_FORM_MESSAGES.otpFormat);
    await page.getByLabel('Digit 4 of 6').click();
    await page.keyboard.type(otp.slice(3));
    await page.getByRole('button', { name: 'Login' }).click();
    await reachDashboard(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    token = (await storedToken(page)) as string;
    expect(token.split('.')).toHaveLength(3);
  });

  it('shows the sidebar links in order, the header toggle and the profile menu', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(SIDEBAR);
    const toggle = page.getByRole('button', { name: 'Menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await sidebar.isVisible()).toBe(false);
    await toggle.click();
    expect(await sidebar.getByRole('link', { name: 'Manage Images' }).isVisible()).toBe(true);

    const profile = page.getByRole('button', { name: 'Welcome Admin' });
    await profile.click();
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Logout' }).isVisible()).toBe(false);
    expect(await isFocused(profile)).toBe(true);
  });

  it('collapses the sidebar by itself at 700 px and opens it again from the header', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    const toggle = page.getByRole('button', { name: 'Menu' });
    await page.setViewportSize({ width: 700, height: 900 });
    await sidebar.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    await sidebar.getByRole('link', { name: 'Manage Images' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Images' }).waitFor();
    // On a narrow screen, following a link folds the sidebar away again.
    await sidebar.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 1280, height: 900 });
    await sidebar.waitFor({ state: 'visible' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('refuses an incomplete form, a wrong type and an oversized file before sending, in a modal that keeps focus', async () => {
    await goTo('Manage Images', 'Manage Images');
    const opener = page.getByRole('button', { name: 'Upload Image' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await dialog.waitFor();
    expect(await holdsFocus(dialog)).toBe(true);
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Tab');
    expect(await holdsFocus(dialog)).toBe(true);

    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/uploadFile')) uploads.push(request.url());
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await seeToast(page, IMAGE_MESSAGES.required);

    const fileField = dialog.getByLabel(/^Image/);
    await fileField.setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await seeToast(page, IMAGE_MESSAGES.invalidType);
    await fileField.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: await largePng(2.1 * 1024 * 1024),
    });
    await seeToast(page, IMAGE_MESSAGES.tooLarge);
    await dialog.getByText('No file chosen').waitFor();
    expect(uploads).toEqual([]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await isFocused(opener)).toBe(true);
  });

  it("shows the server's message when the server refuses a file the browser let through", async () => {
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await dialog.getByLabel('Location').selectOption('Photo Gallery');
    await dialog.getByLabel(/^Image/).setInputFiles({
      name: 'not-really.png',
      mimeType: 'image/png',
      buffer: Buffer.from('plain text, not a picture'),
    });
    const answer = page.waitForResponse((response) => response.url().includes('/uploadFile'));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    expect((await answer).status()).toBe(400);
    await seeToast(page, IMAGE_MESSAGES.invalidType);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  let uploadedKey: string;

  it('uploads an image with its name, type and size shown, lists it and publishes it to the gallery', async () => {
    const before = new Set((await publicGallery()).map((row) => row.key));
    await page.getByRole('button', { name: 'Upload Image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Image' });
    await dialog.getByLabel('Location').selectOption('Photo Gallery');
    const png = await largePng(300 * 1024);
    await dialog.getByLabel(/^Image/).setInputFiles({ name: 'field.png', mimeType: 'image/png', buffer: png });
    await dialog.getByText(`field.png · image/png · ${(png.length / 1024).toFixed(1)} KB`).waitFor();
    await dialog.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();

    // A slow uplink keeps the upload going long enough to watch its progress bar move.
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: png.length / 2,
    });
    try {
      await dialog.getByRole('button', { name: 'Upload' }).click();
      const progress = dialog.getByRole('progressbar', { name: 'Upload progress' });
      await progress.waitFor();
      expect(Number(await progress.getAttribute('value'))).toBeGreaterThan(0);
    } finally {
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await network.detach();
    }
    await seeToast(page, IMAGE_MESSAGES.uploaded);
    await dialog.waitFor({ state: 'detached' });

    const gallery = await pollUntil(publicGallery, (rows) => rows.some((row) => !before.has(row.key)));
    const added = gallery.filter((row) => !before.has(row.key));
    expect(added).toHaveLength(1);
    uploadedKey = added[0].key;
    const thumbnail = page.locator(`img[src="${added[0].url}"]`);
    await thumbnail.waitFor();
    expect(await thumbnail.getAttribute('alt')).toMatch(/^Photo Gallery image \d+$/);
    await page.getByText(/^Showing 1-\d+ of \d+$/).waitFor();
  });

  it('searches the current page by location', async () => {
    const search = page.getByLabel('Search this page by location');
    // Other suites may leave carousel images on this page: a location nothing has shows the empty state.
    await search.fill('no such location');
    await page.getByText('No Images Found.').waitFor();
    await search.fill('home corousel');
    expect(await page.locator(`img[src*="${uploadedKey}"]`).count()).toBe(0);
    await search.fill('GALLERY');
    await page.locator(`img[src*="${uploadedKey}"]`).waitFor();
    await search.fill('');
  });

  it('deletes an image only after Yes in the confirmation toast, and the gallery drops it', async () => {
    const row = page.getByRole('row').filter({ has: page.locator(`img[src*="${uploadedKey}"]`) });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const question = `Delete ${(await row.getByRole('img').getAttribute('alt')) as string}?`;
    await page.getByRole('alertdialog', { name: question }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm(page, question, 'No');
    expect(await row.count()).toBe(1);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await confirm(page, question, 'Yes');
    await seeToast(page, IMAGE_MESSAGES.deleted);
    await row.waitFor({ state: 'detached' });
    const gallery = await pollUntil(publicGallery, (rows) => !rows.some((entry) => entry.key === uploadedKey));
    expect(gallery.some((entry) => entry.key === uploadedKey)).toBe(false);
  });

  it('pages the list ten at a time with the count of what is shown', async () => {
    const existing = (await (
      await postJson(`${API.files.getImages}?page=0&size=1`, { location: 'All', includeFile: false }, token)
    ).json()) as { data: { totalItems: number } };
    const fillers: string[] = [];
    const picture = await pngImage(64, 64, '#1b5e20');
    for (let index = existing.data.totalItems; index < 11; index += 1)
      fillers.push(await uploadImage(token, 'Photo Gallery', picture));
    const total = Math.max(existing.data.totalItems, 11);
    try {
      await goTo('Home', 'Dashboard');
      await goTo('Manage Images', 'Manage Images');
      await page.getByText(`Showing 1-10 of ${total}`).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(10);
      const pages = page.getByRole('navigation', { name: 'Pages' });
      expect(await pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
      await pages.getByRole('button', { name: 'Page 2' }).click();
      await page.getByText(`Showing 11-${Math.min(20, total)} of ${total}`).waitFor();
      expect(await pages.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    } finally {
      for (const key of fillers) await postJson(API.files.deleteImage, { key }, token);
    }
  });

  it('has no axe violations on any admin screen, nor with a modal open', async () => {
    const screens: [string, string][] = [
      ['Home', 'Dashboard'],
      ['Manage Images', 'Manage Images'],
      ['Manage Directory', 'Manage Directory'],
      ['Manage Notifications', 'Manage Notifications'],
      ['Manage RTI Directory', 'Manage RTI Directory'],
      ['Manage RTI Authorities', 'Manage RTI Authorities'],
      ['Manage Site Content', 'Manage Site Content'],
      ['Manage Master Lists', 'Manage Master Lists'],
      ['Feedback', 'Feedback'],
      ['Sign-in Log', 'Sign-in Log'],
      ['Audit Trail', 'Audit Trail'],
      ['Sessions', 'Sessions'],
    ];
    for (const [link, heading] of screens) {
      await goTo(link, heading);
      await page
        .locator('[aria-busy="true"]')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      expect({ screen: heading, violations: await axeViolations(page) }).toEqual({ screen: heading, violations: [] });
    }
    await goTo('Manage Images', 'Manage Images');
    await page.getByRole('button', { name: 'Upload Image' }).click();
    await page.getByRole('dialog', { name: 'Upload Image' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it("shows the site's tables and their drafts in a panel below the four cards, not as a fifth card", async () => {
    await goTo('Home', 'Dashboard');
    const panel = page.getByRole('region', { name: 'Site content' });
    await panel.locator('dd').first().waitFor();
    expect(await panel.locator('dt').allTextContents()).toEqual([...CONTENT_COUNT_NAMES]);
    expect(Number(await panel.locator('dd').first().textContent())).toBeGreaterThan(20);
    expect(await page.locator('.count-card').count()).toBe(4);
    const cards = await page.locator('.count-cards').boundingBox();
    const below = await panel.boundingBox();
    expect(cards && below && below.y >= cards.y + cards.height).toBe(true);
  });

  it("says 'Failed to fetch links.' when the counts come without the link counts, and shows no false 0", async () => {
    // The dashboard service always answers every part: an answer without one is made here, as a failing owner would.
    await page.route('**/api/dashboard/counts', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          status: 200,
          message: 'Counts fetched.',
          data: { galleryCounts: [{ name: 'Photo Gallery', count: 4 }], notificationCounts: [] },
        }),
      }),
    );
    try {
      await page.goto(`${baseUrl()}${ROUTES.dashboardHome}`);
      await seeToast(page, 'Failed to fetch links.');
      const card = page.locator('.count-card', { hasText: 'Total Links' });
      expect(await card.locator('.count-value').textContent()).toBe('Not available');
      expect(await page.locator('.count-card', { hasText: 'Total Images' }).locator('.count-value').textContent()).toBe(
        '4',
      );
      expect(await page.locator('.site-content-counts p').textContent()).toBe(
        'The site content counts could not be loaded.',
      );
    } finally {
      await page.unroute('**/api/dashboard/counts');
    }
  });

  it("answers a 401 saying 'expired' with the spec's toast and a return to /login", async () => {
    await page.route('**/api/v1/files/getImages*', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ status: 401, message: 'Session expired. Please log in again.' }),
      }),
    );
    try {
      await goTo('Home', 'Dashboard');
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Images' }).click();
      await seeToast(page, 'Session expired. Redirecting to login...');
      await page.waitForURL('**/login', { timeout: 5000 });
      expect(await storedToken(page)).toBeNull();
    } finally {
      await page.unroute('**/api/v1/files/getImages*');
    }
  });

  it('logs out from the profile menu, and the old token no longer opens anything', async () => {
    await storeToken(page, token);
    await page.goto(`${baseUrl()}${ROUTES.dashboardHome}`);
    await page.getByRole('button', { name: 'Welcome Admin' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    expect(await storedToken(page)).toBeNull();

    const reused = await postJson(`${API.files.getImages}?page=0&size=10`, { location: 'All' }, token);
    expect(reused.status).toBe(401);

    await page.goto(`${baseUrl()}${ROUTES.images}`);
    await page.waitForURL('**/login');
  });
});
