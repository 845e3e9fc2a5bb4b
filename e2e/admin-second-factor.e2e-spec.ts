import type { Browser, Page } from 'playwright-core';
import { API, SECOND_FACTOR_MESSAGES, signInTokenStage, type Paged, type SignInLogItem } from '@seedcorp/contracts';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../admin-web/src/content/second-factor';
import { totpCode } from '../services/auth/src/second-factor/totp';
import { adminCli } from './admin-cli';
import { letResendWaitPass, postJson, signIn } from './admin-session';
import { axeViolations, passSmsStep, storedToken } from './admin-ui';
import { attackRoutes } from './attack-routes';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

const ADMIN = E2E_ADMINS.secondFactor;
const PERIOD_MS = 30_000;

describe('Two-step sign-in in Chromium through the gateway', () => {
  let browser: Browser;
  let page: Page;
  /** The authenticator key the admin set up, as the app showed it. */
  let key = '';
  /** A second step's token, left unspent. */
  let step = '';

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('tells an SMS-only admin of the risk in English and Hindi, sets up an authenticator app from its QR code, and shows the recovery codes once', async () => {
    await passSmsStep(page, ADMIN);
    await page.getByRole('heading', { name: new RegExp(TEXTS.smsOnly.heading.en) }).waitFor();
    await page.getByText(TEXTS.smsOnly.risk.en).waitFor();
    expect(await page.locator('p[lang="hi"]').first().textContent()).toBe(TEXTS.smsOnly.risk.hi);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: TEXTS.smsOnly.setUp }).click();
    await page.getByRole('button', { name: TEXTS.enrol.totpChoice }).click();
    await page.getByRole('img', { name: TEXTS.enrol.qrAlt }).waitFor();
    key = ((await page.locator('.totp-key').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(TEXTS.enrol.confirmLabel).fill(totpCode(key));
    await page.getByRole('button', { name: TEXTS.enrol.confirm }).click();

    await page.getByRole('heading', { name: TEXTS.recoveryCodes.heading }).waitFor();
    const codes = await page
      .getByRole('list', { name: TEXTS.recoveryCodes.listLabel })
      .getByRole('listitem')
      .allTextContents();
    expect(codes).toHaveLength(10);
    expect(await axeViolations(page)).toEqual([]);
    const proceed = page.getByRole('button', { name: TEXTS.recoveryCodes.continue });
    expect(await proceed.isDisabled()).toBe(true);
    await page.getByLabel(TEXTS.recoveryCodes.saved).check();
    await proceed.click();
    await page.waitForURL('**/dashboard/home');
    expect(signInTokenStage((await storedToken(page)) ?? '')).toBe('session');
  });

  it('signs out, then signs in with the SMS code and a code from the app; the same code is refused on the next sign-in', async () => {
    await page.getByRole('button', { name: 'Welcome Admin' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    await passSmsStep(page, ADMIN);
    await page.getByRole('heading', { name: TEXTS.verify.heading }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // The code of the current step confirmed the set-up; the app's next one is accepted (one step of drift).
    const code = totpCode(key, Date.now() + PERIOD_MS);
    await page.getByLabel(TEXTS.verify.codeLabel).fill(code);
    await page.getByRole('button', { name: TEXTS.verify.submit, exact: true }).click();
    await page.waitForURL('**/dashboard/home');

    await letResendWaitPass(ADMIN);
    step = await signIn(ADMIN);
    expect(signInTokenStage(step)).toBe('verify');
    const replayed = await postJson(API.secondFactor.verifyTotp, { code }, step);
    expect(await replayed.json()).toEqual({ status: 400, message: SECOND_FACTOR_MESSAGES.wrongCode });
  });

  it('refuses the second step’s token on every admin call of every service', async () => {
    expect(signInTokenStage(step)).toBe('verify');
    const adminRoutes = (await attackRoutes()).filter((route) => route.admin);
    expect(adminRoutes.length).toBeGreaterThan(40);
    const accepted: string[] = [];
    for (const route of adminRoutes) {
      const call = () =>
        fetch(`${baseUrl()}${route.path}`, {
          method: route.method,
          headers: {
            Authorization: `Bearer ${step}`,
            ...(route.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
          },
          ...(route.method === 'POST' ? { body: '{}' } : {}),
        });
      let answer = await call();
      // The gateway holds the sign-in calls to a rate per address: a burst of them waits its turn.
      for (let retry = 0; answer.status === 429 && retry < 10; retry += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        answer = await call();
      }
      if (answer.status !== 401) accepted.push(`${route.method} ${route.template} answered ${answer.status}`);
    }
    expect(accepted).toEqual([]);
  });

  it('resets an admin who lost every factor from the command line: their sessions end, the sign-in log shows it, and they sign in without a factor again', async () => {
    const session = (await storedToken(page)) ?? '';
    expect((await postJson(API.secondFactor.factors, {}, session)).status).toBe(200);
    expect(adminCli('reset-second-factor', ADMIN)).toContain('reset');
    expect((await postJson(API.secondFactor.factors, {}, session)).status).toBe(401);

    await letResendWaitPass(ADMIN);
    const fresh = await signIn(ADMIN);
    expect(signInTokenStage(fresh)).toBe('session');
    const factors = (await (await postJson(API.secondFactor.factors, {}, fresh)).json()) as { data: { totp: boolean } };
    expect(factors.data.totp).toBe(false);
    const log = await fetch(`${baseUrl()}${API.dashboard.signInLog}?page=0&size=50`, {
      headers: { Authorization: `Bearer ${fresh}` },
    });
    const entries = ((await log.json()) as { data: Paged<SignInLogItem> }).data.content;
    expect(entries).toContainEqual(
      expect.objectContaining({
        activityType: 'Second factor reset',
        activityDetails: expect.stringContaining(ADMIN.slice(-4)),
      }),
    );
  });
});
