import type { Page } from 'playwright-core';
import { pollUntil } from '../libs/src/testing/poll-until';
import { postJson } from './admin-session';

/** A public list read through the gateway, as the site reads it, polled until `accept` holds (2-s promise). */
export function publicList<T>(path: string, body: object, accept: (items: T[]) => boolean): Promise<T[]> {
  return pollUntil(async () => {
    const answer = (await (await postJson(path, body)).json()) as { status: number; data: T[] };
    if (answer.status !== 200) throw new Error(`${path} answered ${JSON.stringify(answer)}`);
    return answer.data;
  }, accept);
}

/** Loads the page again, as a visitor would, until it shows the change (2-s promise). */
export async function reloadUntil(page: Page, shows: () => Promise<boolean>): Promise<void> {
  await pollUntil(async () => {
    await page.reload();
    await page.waitForSelector('.loading', { state: 'detached' });
    return shows();
  }, Boolean);
}
