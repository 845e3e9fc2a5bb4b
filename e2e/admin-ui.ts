import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { E2E_PUBLISH_REASON, letResendWaitPass, nextOtp, sentCodes } from './admin-session';
import { SECOND_FACTOR_TEXTS } from '../admin-web/src/content/second-factor';
import { WORKFLOW_TEXTS } from '../admin-web/src/content/workflow';
import { readFileSync } from 'node:fs';
import { baseUrl, stackLogPath } from './e2e-env';
export { axeViolations } from './axe';

const authLog = () => readFileSync(stackLogPath('auth'), 'utf8');

/**
 * Takes a second-factor step (`step`, a click say) and waits for the dashboard. A refusal shown instead fails at
 * once, with its words and what the auth service logged meanwhile (a passkey refusal logs its reason), rather than
 * as a bare timeout.
 */
export async function enterDashboardAfterFactor(page: Page, step: () => Promise<void>): Promise<void> {
  const loggedBefore = authLog().length;
  // Toasts of earlier steps (a refusal the test asked for, say) are not this step's.
  await page.evaluate(
    "document.querySelectorAll('.Toastify__toast').forEach((toast) => toast.setAttribute('data-seen', ''))",
  );
  const refusal = page.locator('.Toastify__toast--error:not([data-seen])').first();
  await step();
  const shown = await Promise.race([
    page.waitForURL('**/dashboard/home').then(() => undefined),
    // Only a refusal seen settles this side: its wait timing out leaves the dashboard's wait to say so.
    refusal.waitFor().then(
      () => refusal.innerText(),
      () => new Promise<never>(() => undefined),
    ),
  ]);
  if (shown === undefined) return;
  const logged = authLog()
    .slice(loggedBefore)
    .split('\n')
    .filter((line) => line.includes('"level":40') || line.includes('"level":50'));
  throw new Error(`the sign-in was refused: "${shown}"; the auth service logged: ${logged.join('\n') || 'nothing'}`);
}

/** Signs in through the login screen, reading the code from the SMS outbox, and waits for the dashboard. */
export async function signInThroughUi(page: Page, mobile: string): Promise<void> {
  await page.goto(`${baseUrl()}/login`);
  const known = sentCodes(mobile).length;
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').waitFor();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(await nextOtp(mobile, known));
  await page.getByRole('button', { name: 'Login' }).click();
  await reachDashboard(page);
}

/** The login screen up to the SMS code typed in and sent; the resend wait of earlier sign-ins lifted. */
export async function passSmsStep(page: Page, mobile: string): Promise<void> {
  await letResendWaitPass(mobile);
  await page.goto(`${baseUrl()}/login`);
  const known = sentCodes(mobile).length;
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(await nextOtp(mobile, known));
  await page.getByRole('button', { name: 'Login' }).click();
}

/**
 * After the SMS code: an admin without a second factor is told of the SMS code's risk first; these sign-ins set
 * one up later.
 */
export async function reachDashboard(page: Page): Promise<void> {
  const later = page.getByRole('button', { name: SECOND_FACTOR_TEXTS.smsOnly.later });
  await Promise.race([page.waitForURL('**/dashboard/home'), later.waitFor()]);
  if (!page.url().endsWith('/dashboard/home')) {
    await later.click();
    await page.waitForURL('**/dashboard/home');
  }
}

interface BrowserGlobals {
  sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  document: { activeElement: unknown };
}

/** The stored session token of the page's tab. */
export function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as BrowserGlobals).sessionStorage.getItem('seedcorp.admin.token'));
}

export async function storeToken(page: Page, token: string): Promise<void> {
  await page.evaluate(
    (saved) => (globalThis as unknown as BrowserGlobals).sessionStorage.setItem('seedcorp.admin.token', saved),
    token,
  );
}

/** Whether the element has the keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === (globalThis as unknown as BrowserGlobals).document.activeElement);
}

/** Whether the keyboard focus is on the element or inside it. */
export function holdsFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    (element as unknown as { contains(node: unknown): boolean }).contains(
      (globalThis as unknown as BrowserGlobals).document.activeElement,
    ),
  );
}

/** Waits for a new toast showing exactly `text`. */
export async function seeToast(page: Page, text: string): Promise<void> {
  // A toast stays a few seconds: each one seen is marked, so that a later wait for the same words (the next
  // save, say) needs a toast of its own instead of passing on this one.
  const toast = page
    .locator('.Toastify__toast:not([data-seen])')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
  await toast.waitFor();
  await toast.evaluate((element) =>
    (element as unknown as { setAttribute(name: string, value: string): void }).setAttribute('data-seen', ''),
  );
}

/** Answers Yes in the confirmation toast `question`. */
export async function confirm(page: Page, question: string, answer: 'Yes' | 'No' = 'Yes'): Promise<void> {
  // An answered confirmation fades out for a moment: the newest is the one asking.
  const dialog = page.getByRole('alertdialog', { name: question }).last();
  await dialog.waitFor();
  await dialog.getByRole('button', { name: answer }).click();
}

export function pngImage(width: number, height: number, background = '#2e7d32'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A PNG above `bytes`: noise does not compress. */
export async function largePng(bytes: number): Promise<Buffer> {
  const side = Math.ceil(Math.sqrt(bytes / 3)) + 10;
  const pixels = Buffer.alloc(side * side * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A one-page PDF showing `text`, with a correct cross-reference table. */
export function pdfDocument(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * Publishes the editor's draft (saving its changes first) as an administrator alone, from the keyboard: the
 * button, the reason typed into its dialog, and the dialog's own publish button.
 */
export async function publishAloneThroughUi(page: Page, reason = E2E_PUBLISH_REASON): Promise<void> {
  await page.getByRole('button', { name: WORKFLOW_TEXTS.actions.publishAlone, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: WORKFLOW_TEXTS.reason.title });
  const field = dialog.getByLabel(WORKFLOW_TEXTS.reason.label, { exact: true });
  await field.focus();
  await page.keyboard.type(reason);
  await dialog.getByRole('button', { name: WORKFLOW_TEXTS.reason.submit, exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}

/**
 * A list screen pages its records from the service, and other suites' records may come first: walks the pages from
 * the one shown until `target` is on one; false when no page holds it.
 */
export async function showPageWith(page: Page, target: Locator): Promise<boolean> {
  await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  for (;;) {
    if ((await target.count()) > 0) return true;
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) return false;
    const status = (await page.locator('.pagination-status').textContent()) as string;
    await next.click();
    await page.locator('.pagination-status').filter({ hasNotText: status }).waitFor();
  }
}
