import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ROUTES as ADMIN_ROUTES } from '../admin-web/src/routes';
import { ROUTES as PUBLIC_ROUTES } from '../web/src/routes';
import { launchChromium } from './browser';
import { baseUrl } from './e2e-env';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string;
  nodes: { target: string[] }[];
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    return (await axe.run()).violations;
  });
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Every public route, and the admin pages a visitor without a session can reach. */
const PAGES = [...Object.values(PUBLIC_ROUTES), ADMIN_ROUTES.login];

describe('accessibility (axe-core) of every route', () => {
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    browser = await launchChromium();
    // axe is injected as an inline script, which the site's CSP rightly forbids.
    context = await browser.newContext({ bypassCSP: true });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(PAGES)('%s has no axe violations', async (path) => {
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
