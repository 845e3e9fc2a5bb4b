import { API } from '@seedcorp/contracts';
import { FEEDBACK_MESSAGES } from '@seedcorp/contracts';
import type { Page } from 'playwright-core';
import { postJson, signIn } from './admin-session';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { sendFeedbackForm } from './feedback-form';

describe('the public feedback form', () => {
  const chromium = useChromium();
  let page: Page;

  beforeAll(async () => {
    page = await chromium.context.newPage();
    await page.goto(`${baseUrl()}/feedback`);
    await page.getByRole('heading', { name: 'Feedback', level: 1 }).waitFor();
  });

  it('names each missing field and a bad email before sending', async () => {
    const send = page.getByRole('button', { name: 'Send feedback' });
    await send.click();
    await page.getByText(FEEDBACK_MESSAGES.nameRequired).waitFor();
    await page.getByLabel('Name (required)').fill('Asha Devi');
    await send.click();
    await page.getByText(FEEDBACK_MESSAGES.emailRequired).waitFor();
    await page.getByLabel('Email (required)').fill('asha.example.in');
    await send.click();
    await page.getByText(FEEDBACK_MESSAGES.emailInvalid).waitFor();
    await page.getByLabel('Email (required)').fill('asha@example.in');
    await send.click();
    await page.getByText(FEEDBACK_MESSAGES.subjectRequired).waitFor();
    await page.getByLabel('Subject (required)').fill('Seed availability at Umri');
    await send.click();
    await page.getByText(FEEDBACK_MESSAGES.messageRequired).waitFor();
  });

  it('sends the message, says thank you, clears the form, and the inbox holds it', async () => {
    const subject = `Seed availability ${Date.now()}`;
    await page.getByLabel('Subject (required)').fill(subject);
    await page.getByLabel('Message (required)').fill('Is certified wheat seed available this week?');
    await sendFeedbackForm(page);
    expect(await page.getByLabel('Name (required)').inputValue()).toBe('');
    expect(await page.getByLabel('Message (required)').inputValue()).toBe('');

    const token = await signIn(E2E_ADMINS.feedbackForm);
    const inbox = (await (await postJson(`${API.feedback.getAll}?page=0&size=20`, {}, token)).json()) as {
      data: { content: { subject: string; email: string }[] };
    };
    expect(inbox.data.content).toContainEqual(expect.objectContaining({ subject, email: 'asha@example.in' }));
  }, 120_000);
});
