import Redis from 'ioredis';
import type { Page } from 'playwright-core';
import {
  API,
  CONTENT_MESSAGES,
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_MESSAGES,
  signInTokenStage,
  type AdminContentTable,
  type AdminFactors,
} from '@seedcorp/contracts';
import { secondFactorAtKey } from '../libs/src/auth/token-claims';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { SECOND_FACTOR_TEXTS as TEXTS } from '../admin-web/src/content/second-factor';
import { SIGN_IN_SECURITY_TEXTS as SECURITY } from '../admin-web/src/content/sign-in-security';
import { ROUTES, siteContentTablePath } from '../admin-web/src/routes';
import { totpCode } from '../services/auth/src/second-factor/totp';
import { postJson } from './admin-session';
import {
  axeViolations,
  confirm,
  enterDashboardAfterFactor,
  isFocused,
  passSmsStep,
  publishAloneThroughUi,
  seeToast,
  storedToken,
} from './admin-ui';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS, E2E_ENV } from './e2e-env';
import { PasskeyDevices } from './virtual-authenticator';

jest.setTimeout(120000);

const ADMIN = E2E_ADMINS.passkeys;
const DATE_TIME = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/;
/** A rate list whose published version is taken up again and published unchanged: its page shows the same. */
const RATE_LIST = 'rabi-crop-rates';
/** Longer ago than the step-up setting (15 minutes in the stack). */
const OLD_CHECK_MS = 16 * 60 * 1000;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

const call = async <T>(path: string, body: object, token: string): Promise<Envelope<T>> =>
  (await (await postJson(path, body, token)).json()) as Envelope<T>;

const sessionClaims = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string };

describe('Passkeys in the admin app, in Chromium with virtual authenticators, through the gateway', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 900 } });
  let page: Page;
  let devices: PasskeyDevices;
  /** The recovery codes last shown. */
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    page = await chromium.context.newPage();
    devices = await PasskeyDevices.forPage(page);
  });

  const session = async () => (await storedToken(page)) ?? '';
  const factors = async () => (await call<AdminFactors>(API.secondFactor.factors, {}, await session())).data;
  const passkeyRows = () => page.getByRole('table', { name: SECURITY.passkeys.caption }).locator('tbody tr');
  const passkeyNames = () => passkeyRows().getByRole('rowheader').allTextContents();

  async function signOut(): Promise<void> {
    await page.getByRole('button', { name: 'Welcome Admin' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  }

  /** Reads the recovery codes shown, says they are kept, and goes on. */
  async function keepRecoveryCodes(): Promise<string[]> {
    await page.getByRole('heading', { name: TEXTS.recoveryCodes.heading }).waitFor();
    const shown = await page
      .getByRole('list', { name: TEXTS.recoveryCodes.listLabel })
      .getByRole('listitem')
      .allTextContents();
    await page.getByLabel(TEXTS.recoveryCodes.saved).check();
    await page.getByRole('button', { name: TEXTS.recoveryCodes.continue }).click();
    return shown;
  }

  async function openSignInSecurity(): Promise<void> {
    await page.getByRole('button', { name: 'Welcome Admin' }).click();
    await page.getByRole('link', { name: SECURITY.title }).click();
    await page.waitForURL(`**${ROUTES.signInSecurity}`);
    await page.getByRole('heading', { level: 1, name: SECURITY.title }).waitFor();
    await page.getByRole('heading', { level: 2, name: SECURITY.passkeys.heading }).waitFor();
  }

  /** Adds a passkey on the device in hand from the screen, by name. */
  async function addPasskey(name: string): Promise<void> {
    await page.getByRole('button', { name: SECURITY.passkeys.add }).click();
    await page.getByLabel(TEXTS.enrol.passkeyNameLabel).fill(name);
    await page.getByRole('button', { name: TEXTS.enrol.passkeySubmit }).click();
    await seeToast(page, SECOND_FACTOR_MESSAGES.passkeyAdded);
    await pollUntil(passkeyNames, (names) => names.includes(name));
  }

  const removeButton = (name: string) =>
    page.getByRole('button', { name: `${SECURITY.passkeys.remove}${SECURITY.passkeys.removeTarget(name)}` });

  it('offers a passkey beside the authenticator app after an SMS-only sign-in, creates one under its name, and shows the recovery codes once', async () => {
    await devices.hold('office laptop');
    await passSmsStep(page, ADMIN);
    await page.getByRole('button', { name: TEXTS.smsOnly.setUp }).click();
    await page.getByRole('heading', { name: TEXTS.enrol.heading }).waitFor();
    await page.getByRole('button', { name: TEXTS.enrol.totpChoice }).waitFor();
    await page.getByRole('button', { name: TEXTS.enrol.passkeyChoice }).click();

    const name = page.getByLabel(TEXTS.enrol.passkeyNameLabel);
    expect(await isFocused(name)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: TEXTS.enrol.passkeySubmit }).click();
    await seeToast(page, SECOND_FACTOR_MESSAGES.passkeyName);
    expect(await devices.passkeys()).toHaveLength(0);

    await name.fill('  Office laptop ');
    await page.getByRole('button', { name: TEXTS.enrol.passkeySubmit }).click();
    await seeToast(page, SECOND_FACTOR_MESSAGES.passkeyAdded);
    expect(await axeViolations(page)).toEqual([]);
    recoveryCodes = await keepRecoveryCodes();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    await page.waitForURL('**/dashboard/home');

    expect(await devices.passkeys()).toHaveLength(1);
    expect(await factors()).toMatchObject({
      totp: false,
      passkeys: [{ name: 'Office laptop', lastUsedAt: null }],
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
  });

  it('signs out, then signs in with the SMS code and the passkey', async () => {
    await signOut();
    await passSmsStep(page, ADMIN);
    await page.getByRole('heading', { name: TEXTS.verify.heading }).waitFor();
    const usePasskey = page.getByRole('button', { name: TEXTS.verify.passkey, exact: true });
    await usePasskey.waitFor();
    // The admin has no authenticator app: no code is asked for.
    expect(await page.getByLabel(TEXTS.verify.codeLabel).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await enterDashboardAfterFactor(page, () => usePasskey.click());
    expect(signInTokenStage(await session())).toBe('session');
    expect((await factors()).passkeys[0].lastUsedAt).not.toBeNull();
  });

  it('lists the passkeys on the sign-in security screen, reached from the profile menu, and adds two more by name, one from the keyboard alone', async () => {
    await openSignInSecurity();
    expect(await passkeyNames()).toEqual(['Office laptop']);
    const cells = await passkeyRows().first().getByRole('cell').allTextContents();
    expect(cells[0]).toMatch(DATE_TIME);
    expect(cells[1]).toMatch(DATE_TIME);
    expect(await axeViolations(page)).toEqual([]);

    const before = await session();
    await devices.hold('phone');
    await addPasskey('Phone');
    // The session that added a factor gives way to a new one.
    expect(await session()).not.toBe(before);
    expect((await postJson(API.secondFactor.factors, {}, before)).status).toBe(401);

    await devices.hold('security key');
    await page.getByRole('button', { name: SECURITY.passkeys.add }).focus();
    await page.keyboard.press('Enter');
    expect(await isFocused(page.getByLabel(TEXTS.enrol.passkeyNameLabel))).toBe(true);
    await page.keyboard.type('Spare key');
    await page.keyboard.press('Enter');
    await seeToast(page, SECOND_FACTOR_MESSAGES.passkeyAdded);
    await pollUntil(passkeyNames, (names) => names.length === 3);
    expect(await passkeyNames()).toEqual(['Office laptop', 'Phone', 'Spare key']);
    expect(await isFocused(page.getByRole('heading', { name: SECURITY.passkeys.heading }))).toBe(true);
    const spare = await passkeyRows().nth(2).getByRole('cell').allTextContents();
    expect(spare[0]).toMatch(DATE_TIME);
    expect(spare[1]).toBe(SECURITY.passkeys.neverUsed);
  });

  it('removes one passkey after asking, and that passkey no longer signs in', async () => {
    await removeButton('Phone').click();
    await confirm(page, SECURITY.passkeys.confirmRemove('Phone'), 'No');
    expect(await passkeyNames()).toHaveLength(3);

    await removeButton('Phone').click();
    await confirm(page, SECURITY.passkeys.confirmRemove('Phone'));
    await seeToast(page, SECOND_FACTOR_MESSAGES.passkeyRemoved);
    await pollUntil(passkeyNames, (names) => names.length === 2);
    expect(await passkeyNames()).toEqual(['Office laptop', 'Spare key']);
    expect(await isFocused(page.getByRole('heading', { name: SECURITY.passkeys.heading }))).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await signOut();
    await devices.hold('phone');
    await passSmsStep(page, ADMIN);
    await page.getByRole('button', { name: TEXTS.verify.passkey, exact: true }).click();
    // The browser has no passkey the server names any more, and says so.
    await seeToast(page, TEXTS.passkey.cancelled);
    expect(page.url()).toContain('/login');

    await devices.hold('security key');
    await enterDashboardAfterFactor(page, () =>
      page.getByRole('button', { name: TEXTS.verify.passkey, exact: true }).click(),
    );
  });

  it('sets up and removes an authenticator app there, and refuses to remove the last factor with the server’s message', async () => {
    await openSignInSecurity();
    await page.getByText(SECURITY.app.off).waitFor();
    await page.getByRole('button', { name: SECURITY.app.setUp }).click();
    await page.getByRole('img', { name: TEXTS.enrol.qrAlt }).waitFor();
    const key = ((await page.locator('.totp-key').textContent()) ?? '').replace(/\s/g, '');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel(TEXTS.enrol.confirmLabel).fill(totpCode(key));
    await page.getByRole('button', { name: TEXTS.enrol.confirm }).click();
    await seeToast(page, SECOND_FACTOR_MESSAGES.totpAdded);
    await page.getByText(SECURITY.app.on).waitFor();
    expect(await factors()).toMatchObject({ totp: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });

    await page.getByRole('button', { name: SECURITY.app.remove }).click();
    await confirm(page, SECURITY.app.confirmRemove);
    await seeToast(page, SECOND_FACTOR_MESSAGES.totpRemoved);
    await page.getByText(SECURITY.app.off).waitFor();

    await removeButton('Spare key').click();
    await confirm(page, SECURITY.passkeys.confirmRemove('Spare key'));
    await seeToast(page, SECOND_FACTOR_MESSAGES.passkeyRemoved);
    await pollUntil(passkeyNames, (names) => names.length === 1);

    await removeButton('Office laptop').click();
    await confirm(page, SECURITY.passkeys.confirmRemove('Office laptop'));
    await seeToast(page, SECOND_FACTOR_MESSAGES.lastFactor);
    expect(await passkeyNames()).toEqual(['Office laptop']);
    expect((await factors()).passkeys).toHaveLength(1);
  });

  it('makes new recovery codes after asking, shown once in place of the old ones', async () => {
    await page.getByText(SECURITY.recovery.left(RECOVERY_CODE_COUNT)).waitFor();
    await page.getByRole('button', { name: SECURITY.recovery.renew }).click();
    await confirm(page, SECURITY.recovery.confirmRenew);
    await seeToast(page, SECOND_FACTOR_MESSAGES.recoveryCodesMade);
    expect(await axeViolations(page)).toEqual([]);
    const previous = recoveryCodes;
    recoveryCodes = await keepRecoveryCodes();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(recoveryCodes.filter((code) => previous.includes(code))).toEqual([]);
    expect(await isFocused(page.getByRole('heading', { name: SECURITY.recovery.heading }))).toBe(true);
    await page.getByText(SECURITY.recovery.left(RECOVERY_CODE_COUNT)).waitFor();
    // Shown once: the screen, opened again, lists no code.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: SECURITY.recovery.heading }).waitFor();
    expect(await page.getByRole('list', { name: TEXTS.recoveryCodes.listLabel }).count()).toBe(0);
  });

  it('signs in once with a recovery code, which leads to setting up a factor again; the same code is refused the next time', async () => {
    const [code] = recoveryCodes;
    await signOut();
    await passSmsStep(page, ADMIN);
    await page.getByRole('button', { name: TEXTS.verify.recoveryLink }).click();
    const field = page.getByLabel(TEXTS.verify.recoveryLabel);
    expect(await isFocused(field)).toBe(true);
    await field.fill(code);
    await page.getByRole('button', { name: TEXTS.verify.recoverySubmit }).click();
    await seeToast(page, SECOND_FACTOR_MESSAGES.recoveryUsed);
    // The reason stays with the set-up step after the toast has gone.
    const enrol = page.getByRole('region', { name: TEXTS.enrol.heading });
    await enrol.getByText(SECOND_FACTOR_MESSAGES.recoveryUsed).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await devices.hold('new laptop');
    await page.getByRole('button', { name: TEXTS.enrol.passkeyChoice }).click();
    await page.getByLabel(TEXTS.enrol.passkeyNameLabel).fill('New laptop');
    await page.getByRole('button', { name: TEXTS.enrol.passkeySubmit }).click();
    await seeToast(page, SECOND_FACTOR_MESSAGES.passkeyAdded);
    // Nine codes are left: none are made, and the admin goes straight on.
    await page.waitForURL('**/dashboard/home');
    expect(await factors()).toMatchObject({
      passkeys: [{ name: 'Office laptop' }, { name: 'New laptop' }],
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
    });

    await signOut();
    await passSmsStep(page, ADMIN);
    await page.getByRole('button', { name: TEXTS.verify.recoveryLink }).click();
    await page.getByLabel(TEXTS.verify.recoveryLabel).fill(code);
    await page.getByRole('button', { name: TEXTS.verify.recoverySubmit }).click();
    await seeToast(page, SECOND_FACTOR_MESSAGES.wrongRecoveryCode);
    expect(await page.getByRole('heading', { name: TEXTS.verify.heading }).isVisible()).toBe(true);

    await page.getByRole('button', { name: TEXTS.verify.back }).click();
    await enterDashboardAfterFactor(page, () =>
      page.getByRole('button', { name: TEXTS.verify.passkey, exact: true }).click(),
    );
  });

  it('asks for the passkey again before publishing a rate list when the last check is older than the setting', async () => {
    const token = await session();
    const table = (await call<AdminContentTable>(API.content.getTable, { key: RATE_LIST }, token)).data;
    const published = table.published?.version as number;
    // The published version taken up again as the draft: publishing it leaves the page as it is.
    const restored = await call(
      API.content.restore,
      { key: RATE_LIST, version: published, baseVersion: table.currentVersion },
      token,
    );
    expect(restored.status).toBe(200);

    const redis = new Redis(E2E_ENV.REDIS_URL as string);
    try {
      await redis.set(secondFactorAtKey(sessionClaims(token).jti), Date.now() - OLD_CHECK_MS, 'KEEPTTL');
    } finally {
      redis.disconnect();
    }

    await page.goto(`${baseUrl()}${siteContentTablePath(RATE_LIST)}`);
    await page.locator('.grid-table').waitFor();
    await publishAloneThroughUi(page);

    const dialog = page.getByRole('dialog', { name: TEXTS.stepUp.title });
    await dialog.getByText(SECOND_FACTOR_MESSAGES.stepUpDue).waitFor();
    const usePasskey = dialog.getByRole('button', { name: TEXTS.verify.passkey, exact: true });
    await usePasskey.waitFor();
    expect(await isFocused(usePasskey)).toBe(true);
    expect(await dialog.getByLabel(TEXTS.verify.codeLabel).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(
      (await call<AdminContentTable>(API.content.getTable, { key: RATE_LIST }, token)).data.published?.version,
    ).toBe(published);

    await usePasskey.click();
    await seeToast(page, CONTENT_MESSAGES.published);
    await dialog.waitFor({ state: 'detached' });
    const after = (await call<AdminContentTable>(API.content.getTable, { key: RATE_LIST }, token)).data;
    expect(after.published?.version).toBeGreaterThan(published);
    expect(after.published?.rows).toEqual(table.published?.rows);
  });
});
