import { FEEDBACK_MESSAGES } from '@seedcorp/contracts';
import Redis from 'ioredis';
import type { Page } from 'playwright-core';
import { E2E_ENV } from './e2e-env';

/** Forgets the posts counted against the loopback address's minute, as the minute passing would. */
async function letFeedbackMinutePass(): Promise<void> {
  const redis = new Redis(E2E_ENV.REDIS_URL as string);
  try {
    await redis.del('feedback:posts:127.0.0.1');
  } finally {
    redis.disconnect();
  }
}

/**
 * Presses "Send feedback" on the public form and waits for the thanks. Every suite posts from 127.0.0.1,
 * so the per-address limit may have been reached by another (the dashboard suite reaches it on purpose): then
 * the form is sent again once the address's minute is forgotten.
 */
export async function sendFeedbackForm(page: Page): Promise<void> {
  const send = page.getByRole('button', { name: 'Send feedback' });
  const thanks = page.getByText(FEEDBACK_MESSAGES.received);
  const tooMany = page.getByText(FEEDBACK_MESSAGES.tooMany);
  await send.click();
  await thanks.or(tooMany).first().waitFor();
  if (await tooMany.isVisible()) {
    await letFeedbackMinutePass();
    await send.click();
    await thanks.waitFor();
  }
}

/**
 * Fills the public feedback form's four fields once the page is live (its send button enabled): typed into
 * the prerendered form before hydration, the text would not reach the form's state and the send would fail.
 */
export async function fillFeedbackForm(
  page: Page,
  form: { name: string; email: string; subject: string; message: string },
): Promise<void> {
  await page.waitForSelector('button:has-text("Send feedback"):not([disabled])');
  await page.getByLabel('Name (required)').fill(form.name);
  await page.getByLabel('Email (required)').fill(form.email);
  await page.getByLabel('Subject (required)').fill(form.subject);
  await page.getByLabel('Message (required)').fill(form.message);
}
