import type { Locator, Page } from 'playwright-core';
import {
  ADMIN_MESSAGES,
  API,
  LOGIN_FORM_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  type SecondFactorResult,
  type TotpEnrolment,
} from '@seedcorp/contracts';
import { ADMINS_TEXTS } from '../admin-web/src/content/admins';
import { ROLE_ACCESS_TEXTS } from '../admin-web/src/content/role-access';
import { SITE_SETTINGS_TEXTS } from '../admin-web/src/content/site-settings';
import { WORKFLOW_TEXTS } from '../admin-web/src/content/workflow';
import { ROUTES } from '../admin-web/src/routes';
import { totpCode } from '../services/auth/src/second-factor/totp';
import { adminCli } from './admin-cli';
import { postJson, signIn } from './admin-session';
import { axeViolations, confirm, seeToast, signInThroughUi } from './admin-ui';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl } from './e2e-env';

jest.setTimeout(120000);

/** This file's admins: the administrator at the screen, the editor they add, and an admin who lost their factor. */
const ADMINISTRATOR = { mobile: '9000000120', name: 'Asha Administrator' };
const EDITOR = { mobile: '9000000121', name: 'Esha Editor' };
const RESET = { mobile: '9000000122', name: 'Ravi Resettable' };

/** The spec's record managers and the administrators' own screens, none of which an editor sees. */
const NOT_FOR_EDITORS = [
  'Manage Images',
  'Manage Directory',
  'Manage Notifications',
  'Manage RTI Directory',
  'Manage RTI Authorities',
  'Manage Master Lists',
  'Feedback',
  'Admins',
  'Sign-in Log',
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

async function goTo(page: Page, link: string, heading: string): Promise<void> {
  await sidebar(page).getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The row of the admin with this number, once the list shows it. */
async function rowOf(page: Page, mobile: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: mobile, exact: true }) });
  await row.waitFor();
  return row;
}

/** Mobile, role, status, second factor, last sign-in, as the row shows them. */
async function cellsOf(page: Page, mobile: string): Promise<string[]> {
  return (await (await rowOf(page, mobile)).getByRole('cell').allTextContents()).slice(0, 5);
}

/** Sets up an authenticator app for the admin through the API, as the app's set-up does; answers the session token. */
async function enrolAuthenticator(mobile: string): Promise<string> {
  const session = await signIn(mobile);
  const started = (await (await postJson(API.secondFactor.totpStart, {}, session)).json()) as { data: TotpEnrolment };
  const key = started.data.key.replace(/\s/g, '');
  const confirmed = (await (await postJson(API.secondFactor.totpConfirm, { code: totpCode(key) }, session)).json()) as {
    status: number;
    data: SecondFactorResult;
  };
  expect(confirmed.status).toBe(200);
  return confirmed.data.token ?? session;
}

describe('the Admins screen in Chromium through the gateway, and what each role sees', () => {
  const chromium = useChromium({ viewport: { width: 1280, height: 900 } });
  let admin: Page;
  let editor: Page;
  let resetSession: string;

  beforeAll(async () => {
    expect(adminCli('add', ADMINISTRATOR.mobile, ADMINISTRATOR.name, 'administrator')).toContain('as administrator');
    expect(adminCli('add', RESET.mobile, RESET.name, 'publisher')).toContain('as publisher');
    resetSession = await enrolAuthenticator(RESET.mobile);
    admin = await chromium.context.newPage();
    // The editor works in a browser of their own: session storage is per tab, the sign-in per admin.
    editor = await (await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });

  it('lists the admins with their role in the command line’s list', () => {
    const lines = adminCli('list').split('\n');
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^${RESET.mobile}\\s+active\\s+publisher\\s+${RESET.name}$`)),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${ADMINISTRATOR.mobile}\\s+active\\s+administrator\\s+${ADMINISTRATOR.name}$`),
      ),
    );
  });

  it('shows an administrator the admins: name, number, role, status, second factor and last sign-in', async () => {
    await signInThroughUi(admin, ADMINISTRATOR.mobile);
    await goTo(admin, 'Admins', ADMINS_TEXTS.title);
    // The list arrives after the heading: read the headings once the table is there.
    await admin.getByRole('columnheader').first().waitFor();
    expect(await admin.getByRole('columnheader').allTextContents()).toEqual(Object.values(ADMINS_TEXTS.headings));
    const reset = await cellsOf(admin, RESET.mobile);
    expect(reset.slice(0, 4)).toEqual([RESET.mobile, 'Publisher', 'Active', 'Yes']);
    expect(reset[4]).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    const own = await rowOf(admin, ADMINISTRATOR.mobile);
    expect(await own.getByRole('rowheader').textContent()).toBe(`${ADMINISTRATOR.name} (${ADMINS_TEXTS.you})`);
    // No one disables themselves or resets their own factor.
    expect(await own.getByRole('button').allTextContents()).toEqual([
      `${ADMINS_TEXTS.actions.edit} ${ADMINISTRATOR.name} (${ADMINISTRATOR.mobile})`,
    ]);
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('adds an editor from the keyboard, checking the number by the login form’s rules', async () => {
    const add = admin.getByRole('button', { name: ADMINS_TEXTS.add });
    await add.focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: ADMINS_TEXTS.form.addTitle });
    await dialog.waitFor();
    expect(await axeViolations(admin)).toEqual([]);

    // The number field has the focus; it keeps digits only.
    await admin.keyboard.type('51234-56789');
    expect(await dialog.getByLabel(ADMINS_TEXTS.form.mobile).inputValue()).toBe('5123456789');
    await admin.keyboard.press('Enter');
    await seeToast(admin, LOGIN_FORM_MESSAGES.mobileStart);
    await dialog.getByLabel(ADMINS_TEXTS.form.mobile).fill('98765');
    await admin.keyboard.press('Enter');
    await seeToast(admin, LOGIN_FORM_MESSAGES.mobileLength);

    await dialog.getByLabel(ADMINS_TEXTS.form.mobile).fill(EDITOR.mobile);
    await admin.keyboard.press('Tab');
    await admin.keyboard.type(EDITOR.name);
    await admin.keyboard.press('Enter');
    await seeToast(admin, ADMIN_MESSAGES.roleInvalid);
    await dialog.getByLabel(ADMINS_TEXTS.form.role).selectOption('editor');
    await dialog.getByRole('button', { name: ADMINS_TEXTS.form.add }).press('Enter');
    await seeToast(admin, ADMIN_MESSAGES.created);
    await dialog.waitFor({ state: 'detached' });
    expect(await cellsOf(admin, EDITOR.mobile)).toEqual([EDITOR.mobile, 'Editor', 'Active', 'No', ADMINS_TEXTS.never]);

    // The same number again is refused with the server's message, and what was typed stays.
    await admin.getByRole('button', { name: ADMINS_TEXTS.add }).click();
    await dialog.getByLabel(ADMINS_TEXTS.form.mobile).fill(EDITOR.mobile);
    await dialog.getByLabel(ADMINS_TEXTS.form.name).fill('Someone else');
    await dialog.getByLabel(ADMINS_TEXTS.form.role).selectOption('publisher');
    await dialog.getByRole('button', { name: ADMINS_TEXTS.form.add }).click();
    await seeToast(admin, ADMIN_MESSAGES.mobileTaken);
    expect(await dialog.getByLabel(ADMINS_TEXTS.form.name).inputValue()).toBe('Someone else');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the editor only the content screens, tells them their role does not allow another screen, and offers no publishing', async () => {
    await signInThroughUi(editor, EDITOR.mobile);
    const links = await sidebar(editor).getByRole('link').allTextContents();
    expect(links).toEqual(expect.arrayContaining(['Home', 'Manage Site Content', 'Manage Site Settings', 'Sessions']));
    expect(links.filter((link) => NOT_FOR_EDITORS.includes(link))).toEqual([]);
    await editor.getByRole('button', { name: 'Welcome Admin' }).click();
    expect(await editor.locator('.profile-role').textContent()).toBe('Editor');
    await editor.keyboard.press('Escape');

    for (const screen of [ROUTES.images, ROUTES.admins, ROUTES.signInLog]) {
      await editor.goto(`${baseUrl()}${screen}`);
      await editor.getByRole('heading', { level: 1, name: ROLE_ACCESS_TEXTS.refusedTitle }).waitFor();
      // Inside the frame, without a refused call behind it.
      expect(await sidebar(editor).isVisible()).toBe(true);
      expect(await editor.locator('.Toastify__toast--error').count()).toBe(0);
    }
    expect(await editor.getByText(ROLE_ACCESS_TEXTS.signedInAs('editor')).count()).toBe(1);
    expect(await axeViolations(editor)).toEqual([]);
    await editor.getByRole('link', { name: ROLE_ACCESS_TEXTS.home }).click();
    await editor.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    await goTo(editor, 'Manage Site Settings', SITE_SETTINGS_TEXTS.title);
    await editor.getByRole('button', { name: SITE_SETTINGS_TEXTS.actions.save }).waitFor();
    expect(await editor.getByRole('button', { name: WORKFLOW_TEXTS.actions.publish, exact: true }).count()).toBe(0);
    await goTo(editor, 'Manage Site Content', 'Manage Site Content');
  });

  it("changes the editor's role to publisher: their next call takes them back to the login screen", async () => {
    await admin.getByRole('button', { name: `${ADMINS_TEXTS.actions.edit} ${EDITOR.name} (${EDITOR.mobile})` }).click();
    const dialog = admin.getByRole('dialog', { name: ADMINS_TEXTS.form.editTitle(EDITOR) });
    await dialog.getByLabel(ADMINS_TEXTS.form.role).selectOption('publisher');
    await dialog.getByRole('button', { name: ADMINS_TEXTS.form.save }).click();
    await seeToast(admin, ADMIN_MESSAGES.updated);
    await dialog.waitFor({ state: 'detached' });
    expect((await cellsOf(admin, EDITOR.mobile)).slice(1, 3)).toEqual(['Publisher', 'Active']);
    expect(adminCli('list')).toMatch(new RegExp(`${EDITOR.mobile}\\s+active\\s+publisher\\s+${EDITOR.name}`));

    await sidebar(editor).getByRole('link', { name: 'Manage Site Settings' }).click();
    await editor.getByText('Session has ended. Please log in again.').first().waitFor();
    await editor.waitForURL('**/login');
  });

  it('disables and enables an admin after asking', async () => {
    const question = ADMINS_TEXTS.actions.confirmDisable(EDITOR);
    await admin
      .getByRole('button', { name: `${ADMINS_TEXTS.actions.disable} ${EDITOR.name} (${EDITOR.mobile})` })
      .click();
    await confirm(admin, question);
    await seeToast(admin, ADMIN_MESSAGES.updated);
    await admin
      .getByRole('button', { name: `${ADMINS_TEXTS.actions.enable} ${EDITOR.name} (${EDITOR.mobile})` })
      .click();
    await seeToast(admin, ADMIN_MESSAGES.updated);
    expect((await cellsOf(admin, EDITOR.mobile)).slice(1, 3)).toEqual(['Publisher', 'Active']);
  });

  it("resets another admin's second factor after saying what it does: their sessions end and the sign-in log shows it", async () => {
    expect((await postJson(API.secondFactor.factors, {}, resetSession)).status).toBe(200);
    await admin
      .getByRole('button', { name: `${ADMINS_TEXTS.actions.reset} of ${RESET.name} (${RESET.mobile})` })
      .click();
    const dialog = admin.getByRole('dialog', { name: ADMINS_TEXTS.reset.title });
    await dialog.getByText(ADMINS_TEXTS.reset.question(RESET)).waitFor();
    for (const effect of ADMINS_TEXTS.reset.effects) await dialog.getByText(effect).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: ADMINS_TEXTS.reset.confirm }).click();
    await seeToast(admin, SECOND_FACTOR_MESSAGES.resetDone);
    await dialog.waitFor({ state: 'detached' });
    // The list is fetched again: the admin has no second factor now, and nothing left to reset.
    await (await rowOf(admin, RESET.mobile)).getByRole('cell', { name: ADMINS_TEXTS.no, exact: true }).waitFor();
    expect((await cellsOf(admin, RESET.mobile)).slice(1, 4)).toEqual(['Publisher', 'Active', 'No']);
    expect((await postJson(API.secondFactor.factors, {}, resetSession)).status).toBe(401);

    await goTo(admin, 'Sign-in Log', 'Sign-in Log');
    const entry = admin
      .getByRole('row')
      .filter({ hasText: 'Second factor reset' })
      .filter({ hasText: RESET.mobile.slice(-4) });
    await entry.first().waitFor();
    expect(await entry.first().textContent()).toContain(`by admin ******${ADMINISTRATOR.mobile.slice(-4)}`);
  });
});
