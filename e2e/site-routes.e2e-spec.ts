import { ROUTE_TABLE } from '../web/src/routes';
import { recordPageProblems, useChromium } from '@seedcorp/testing/browser';
import { baseUrl } from './e2e-env';

/**
 * Every page of the route table (which the sitemap is built from) opened as a visitor would, with
 * JavaScript: it answers 200, shows its own heading once the page has hydrated and its data arrived,
 * and logs nothing to the console.
 */
describe('every route of the site in Chromium', () => {
  const chromium = useChromium();

  it.each(ROUTE_TABLE.map((entry) => [entry.path, entry.title]))(
    '%s answers 200 and shows "%s" without a console error',
    async (path, title) => {
      const page = await chromium.context.newPage();
      const problems: string[] = [];
      recordPageProblems(page, problems, { warnings: true });
      try {
        const response = await page.goto(`${baseUrl()}${path}`);
        expect(response?.status()).toBe(200);
        const heading = page.getByRole('heading', { level: 1, name: path === '/' ? 'Welcome' : title, exact: true });
        await heading.waitFor();
        // Server data has arrived (or its empty state shows): a failed call would have logged by now.
        await page.locator('.loading').first().waitFor({ state: 'detached' });
        expect(await heading.count()).toBe(1);
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );
});
