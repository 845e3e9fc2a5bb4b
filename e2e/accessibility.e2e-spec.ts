import type { BrowserContext, Page } from 'playwright-core';
import { ROUTES as ADMIN_ROUTES } from '../admin-web/src/routes';
import { ROUTE_TABLE } from '../web/src/routes';
import { axeViolations } from './axe';
import { useChromium } from '@seedcorp/testing/browser';
import { baseUrl } from './e2e-env';

/** Every public route (and the 404 page), and the admin pages a visitor without a session can reach. */
const PAGES = [...ROUTE_TABLE.map((entry) => entry.path), '/no-such-page', ADMIN_ROUTES.login];
/**
 * Dark mode and 200% text are checked once per page module (the sixteen crop pages share one, for
 * instance): the colours and reflow belong to the module, the content differences are covered in light.
 */
const ONE_PATH_PER_MODULE = [...new Map(ROUTE_TABLE.map((entry) => [entry.page, entry.path])).values()];

type Mode = 'light' | 'dark' | '200% text';

async function open(context: BrowserContext, path: string, mode: Mode): Promise<Page> {
  const page = await context.newPage();
  if (mode === 'dark') await page.addInitScript("localStorage.setItem('seedcorp.theme', 'dark')");
  await page.goto(`${baseUrl()}${path}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Checked once server data has filled in (or its empty state shows).
  await page.waitForFunction("document.querySelector('.loading') === null");
  if (mode === '200% text') await page.evaluate("document.documentElement.style.fontSize = '200%'");
  return page;
}

describe('accessibility (axe-core: WCAG 2.1 A and AA and best practices) of every route', () => {
  // axe is injected as an inline script, which the site's CSP rightly forbids.
  const chromium = useChromium({ bypassCSP: true });

  const cases: [string, Mode][] = [
    ...PAGES.map((path): [string, Mode] => [path, 'light']),
    ...ONE_PATH_PER_MODULE.flatMap((path): [string, Mode][] => [
      [path, 'dark'],
      [path, '200% text'],
    ]),
  ];

  it.each(cases)('%s (%s) has no axe violations', async (path, mode) => {
    const page = await open(chromium.context, path, mode);
    try {
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
