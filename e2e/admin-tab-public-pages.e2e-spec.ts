import { API } from '@seedcorp/contracts';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { indiaDay } from '../services/notifications/src/notifications/india-calendar';
import { ROUTE_TABLE } from '../web/src/routes';
import { createAuthority, createDirector, createOfficer, publishDocument } from './admin-records';
import { postJson } from './admin-session';
import { signInThroughUi, storedToken } from './admin-ui';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { pollUntil } from '@seedcorp/testing/poll-until';

const url = (path: string) => `${baseUrl()}${path}`;
const heading = (path: string) => (path === '/' ? 'Welcome' : ROUTE_TABLE.find((entry) => entry.path === path)!.title);

/** An administrator who signs in and then reads the public site in the same tab gets the visitor's pages. */
describe('public pages in the tab of a signed-in administrator', () => {
  const stamp = randomUUID().slice(0, 8);
  const data = {
    news: `Announcement read by an admin ${stamp}`,
    tender: `Tender read by an admin ${stamp}`,
    archived: `Archived tender read by an admin ${stamp}`,
    director: `Director read by an admin ${stamp}`,
    officer: `Officer read by an admin ${stamp}`,
  };
  const authorityDistrict = 'Charkhi Dadri';
  let browser: Browser;
  let page: Page;
  const signInContentTypes: string[] = [];
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === API.auth.authenticateUser || path === API.auth.authorizeUser)
        signInContentTypes.push(request.headers()['content-type'] ?? '');
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    await signInThroughUi(page, E2E_ADMINS.adminTab);
    const token = (await storedToken(page)) as string;
    await publishDocument(token, 'Home Page', data.news);
    await publishDocument(token, 'Tender', data.tender, indiaDay(10));
    await publishDocument(token, 'Archived Tender', data.archived, indiaDay(-10));
    await createDirector(token, data.director);
    await createOfficer(token, data.officer);
    await createAuthority(token, 'General Manager', authorityDistrict);
    // What the site reads is published within the 2-s promise; the last write is the one to wait for.
    await pollUntil(
      async () => (await (await postJson(API.authorities.webGetAll, { location: 'All' })).json()) as { data: object },
      (answer) => authorityDistrict in answer.data,
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sent the sign-in calls as form data, as the spec documents them', () => {
    expect(signInContentTypes).toHaveLength(2);
    for (const type of signInContentTypes) expect(type).toContain('application/x-www-form-urlencoded');
  });

  it.each([
    ['/', data.news],
    ['/latest-news', data.news],
    ['/tenders', data.tender],
    ['/tenders/archived', data.archived],
    ['/directory/directors', data.director],
    ['/rti/proactive-disclouser/directory-of-officers-employees', data.officer],
  ])('%s shows its heading and its data with no page error and no redirect', async (path, text) => {
    pageErrors.length = 0;
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: heading(path) }).waitFor();
    await page.getByRole('main').getByText(text).first().waitFor({ timeout: 5000 });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await storedToken(page)).not.toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('/rti/list-of-authorities shows its heading and its data with no page error and no redirect', async () => {
    pageErrors.length = 0;
    await page.goto(url('/rti/list-of-authorities'));
    await page.getByRole('heading', { level: 1, name: heading('/rti/list-of-authorities') }).waitFor();
    await page.getByRole('table', { name: authorityDistrict }).getByText('General Manager').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/rti/list-of-authorities');
    expect(pageErrors).toEqual([]);
  });

  it('never sends the admin token with the public calls', async () => {
    const authorised: string[] = [];
    const listen = (request: { url(): string; headers(): Record<string, string> }) => {
      if (request.url().includes('/api/') && request.headers().authorization) authorised.push(request.url());
    };
    page.on('request', listen);
    try {
      for (const path of ['/', '/tenders', '/directory/directors', '/rti/list-of-authorities']) {
        await page.goto(url(path), { waitUntil: 'networkidle' });
      }
    } finally {
      page.off('request', listen);
    }
    expect(authorised).toEqual([]);
  });
});
