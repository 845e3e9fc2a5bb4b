import { API } from '@seedcorp/contracts';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { publishDocument } from './admin-records';
import { postJson, signIn } from './admin-session';
import { launchChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';
import { pollUntil } from '@seedcorp/testing/poll-until';

const url = (path: string) => `${baseUrl()}${path}`;

/** Same-site addresses a page's HTML refers to, as a crawler reads them: href and src (and each srcset entry). */
function sameSiteReferences(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) found.push(match[1]);
  for (const match of html.matchAll(/\ssrcset="([^"]*)"/g)) {
    found.push(...match[1].split(',').map((candidate) => candidate.trim().split(/\s+/)[0]));
  }
  return found
    .map((reference) => reference.replaceAll('&amp;', '&').split('#')[0])
    .filter((reference) => reference.startsWith('/') && !reference.startsWith('//'));
}

describe('links of the site (GIGW: no broken links)', () => {
  it('every page in sitemap.xml, as served, links only to addresses that answer 200', async () => {
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(pages.length).toBeGreaterThan(90);
    const references = new Map<string, string>();
    for (const path of pages) {
      const response = await fetch(url(path));
      expect([path, response.status]).toEqual([path, 200]);
      for (const reference of sameSiteReferences(await response.text())) {
        if (!references.has(reference)) references.set(reference, path);
      }
    }
    const broken: string[] = [];
    for (const [reference, foundOn] of references) {
      const response = await fetch(url(reference));
      await response.arrayBuffer();
      if (response.status !== 200) broken.push(`${reference} (on ${foundOn}): ${response.status}`);
    }
    expect(references.size).toBeGreaterThan(pages.length);
    expect(broken).toEqual([]);
  });

  describe('the policy documents of the home page', () => {
    let browser: Browser;
    let page: Page;
    const quickLinks = () => page.getByRole('region', { name: 'Quick Links' });

    beforeAll(async () => {
      browser = await launchChromium();
      page = await browser.newPage();
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('every link of the home page says where it leads, read out of context', async () => {
      await page.goto(url('/'), { waitUntil: 'networkidle' });
      const names = await page
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => (link.textContent ?? '').replace(/\s+/g, ' ').trim()));
      const vague = names.filter((name) =>
        /^(see more|view all|view more|read more|more|click here|here)$/i.test(name),
      );
      expect(vague).toEqual([]);
      expect(names).toContain('See More: About Us');
    });

    it('say in words that a policy is not published yet, with no link, then open the latest published PDF', async () => {
      const token = await signIn(E2E_ADMINS.siteLinks);
      await page.goto(url('/'));
      await quickLinks().getByText('Vigil Mechanism Policy (PDF): not published yet.').waitFor();
      expect(
        await quickLinks()
          .getByRole('link', { name: /Vigil Mechanism Policy/ })
          .count(),
      ).toBe(0);

      const title = `Vigil mechanism policy ${randomUUID()}`;
      const key = await publishDocument(token, 'Vigil Mechanism Policy', title);
      // Read as a visitor does: the page is loaded again until the card offers the document.
      const link = quickLinks().getByRole('link', { name: /Vigil Mechanism Policy/ });
      await pollUntil(
        async () => {
          await page.reload({ waitUntil: 'networkidle' });
          return link.count();
        },
        (count) => count === 1,
      );
      expect(await link.getAttribute('target')).toBe('_blank');
      const document = await fetch(url((await link.getAttribute('href')) as string));
      expect(document.status).toBe(200);
      expect(document.headers.get('content-type')).toContain('application/pdf');
      expect(await quickLinks().getByText('not published yet').count()).toBe(1);

      const removed = (await (await postJson(API.notifications.deleteNotification, { key }, token)).json()) as {
        status: number;
      };
      expect(removed.status).toBe(200);
    });
  });
});
