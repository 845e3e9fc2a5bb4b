import type { Page } from 'playwright-core';
import { pollUntil } from '@seedcorp/testing/poll-until';
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

/**
 * Opens `path` by client-side navigation from a live page without lists, so that its route loader reads the lists in
 * the browser (where `page.route` can answer them): the page's own history moving to another address hands the page
 * to the app, which is then in charge of it. A page loaded from the server arrives with its lists already read by
 * the site renderer.
 */
export async function openByClientNavigation(page: Page, origin: string, path: string): Promise<void> {
  await page.goto(`${origin}/about-us`);
  await page.waitForSelector('html.hydrated', { state: 'attached' });
  await page.evaluate(
    `history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'));`,
  );
  await page.waitForURL(`${origin}${path}`);
  await page.waitForSelector('html[data-hydrate="page"]', { state: 'attached' });
}
