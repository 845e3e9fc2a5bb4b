import type { BrowserContext, Page } from 'playwright-core';
import { ROUTES as ADMIN_ROUTES } from '../admin-web/src/routes';
import { ROUTE_TABLE, showsWords } from '../web/src/routes';
import { axeViolations } from './axe';
import { expectPageShowsSeededWords } from './content-page-checks';
import { recordPageProblems, useChromium } from '@seedcorp/testing/browser';
import { baseUrl } from './e2e-env';

/**
 * 200% text and dark mode are checked once per page module (the sixteen crop pages share one, for instance): the
 * colours and reflow belong to the module, the content differences are covered in light.
 */
const ONE_PATH_PER_MODULE = new Set(new Map(ROUTE_TABLE.map((entry) => [entry.page.module, entry.path])).values());
/**
 * The pages of words, each an article: each shows its seeded words once its script has run, as the server sent them.
 * The home page lays its words out around its news and pictures, not as one article.
 */
const WORDS_PATHS = new Set(
  ROUTE_TABLE.filter((entry) => showsWords(entry) && entry.path !== '/').map((entry) => entry.path),
);

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 360, height: 740 };

interface Opened {
  page: Page;
  status: number | undefined;
  /** What the page logged as an error or a warning, its uncaught exceptions, and the islands it holds in a paragraph. */
  problems: string[];
}

/**
 * The islands the server put inside a paragraph: an island's wrapper is a block, before which the browser closes the
 * paragraph, so its part falls out of its place.
 */
function islandsInParagraphs(html: string): string[] {
  return [...html.matchAll(/<div class="island" data-island="(\w+)"/g)].flatMap((match) => {
    const before = html.slice(0, match.index);
    const opened = Math.max(before.lastIndexOf('<p>'), before.lastIndexOf('<p '));
    return opened > before.lastIndexOf('</p>') ? [match[1]] : [];
  });
}

async function open(context: BrowserContext, path: string): Promise<Opened> {
  const page = await context.newPage();
  const problems: string[] = [];
  recordPageProblems(page, problems, { warnings: true });
  const response = await page.goto(`${baseUrl()}${path}`);
  const html = (await response?.text()) ?? '';
  if (islandsInParagraphs(html).length > 0)
    problems.push(`islands in a paragraph: ${islandsInParagraphs(html).join(', ')}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Checked once server data has filled in (or its empty state shows): a failed call would have logged by now.
  await page.waitForFunction("document.querySelector('.loading') === null");
  return { page, status: response?.status(), problems };
}

/**
 * Every page of the route table (which the sitemap is built from) opened as a visitor would, with JavaScript, in one
 * walk: it answers 200, shows its own heading once, a page of words its seeded words, logs nothing to the console,
 * axe-core (WCAG 2.1 A and AA and best practices) finds nothing at a 360 px phone's width, where nothing may scroll
 * sideways (a wide table reads as cards, any other scrolls inside its own region), and, once per page module, at 200%
 * text and, on a desktop's width, in dark mode. The page suites read each page's words as the server sends them; the
 * walk reads them once the page's script has run.
 */
// axe is evaluated through the DevTools protocol, so the pages keep their real content security policy.
// Most visitors come on a phone: every page is walked at a small phone's width, and each module once on a desktop,
// in dark mode, in a context of its own (the theme is kept in the origin's storage).
// The contexts are made at the file's top level: jest starts concurrent tests after its top-level hooks only.
const chromium = useChromium({ viewport: PHONE });
let darkContext: BrowserContext;
beforeAll(async () => {
  darkContext = await chromium.browser.newContext({ viewport: DESKTOP });
  await darkContext.addInitScript("localStorage.setItem('seedcorp.theme', 'dark')");
});

/**
 * The walk only reads, so its pages load side by side (jest's `maxConcurrency`): one page's axe run overlaps the
 * next page's loading and hydration.
 */
describe('every route of the site in Chromium', () => {
  it.concurrent.each(ROUTE_TABLE.map((entry) => [entry.path, entry.title]))(
    '%s answers 200, shows "%s" once, logs nothing, has no axe violations and fits 360 px',
    async (path, title) => {
      const { page, status, problems } = await open(chromium.context, path);
      try {
        expect(status).toBe(200);
        const heading = page.getByRole('heading', { level: 1, name: path === '/' ? 'Welcome' : title, exact: true });
        expect(await heading.count()).toBe(1);
        if (WORDS_PATHS.has(path)) await expectPageShowsSeededWords(page, path, 'en');
        expect(await axeViolations(page)).toEqual([]);
        const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
        expect({ at: '360 px', overflow }).toEqual({ at: '360 px', overflow: 0 });
        const scrolling = await page.evaluate<string[]>(
          "Array.from(document.querySelectorAll('.table-scroll:not(:has(> .content-table--cards))'), (el) => getComputedStyle(el).overflowX)",
        );
        expect({ at: '360 px', tablesNotScrolling: scrolling.filter((overflowX) => overflowX !== 'auto') }).toEqual({
          at: '360 px',
          tablesNotScrolling: [],
        });
        if (ONE_PATH_PER_MODULE.has(path)) {
          await page.evaluate("document.documentElement.style.fontSize = '200%'");
          expect({ at: '200% text', violations: await axeViolations(page) }).toEqual({
            at: '200% text',
            violations: [],
          });
        }
        expect(problems).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it.concurrent.each([...ONE_PATH_PER_MODULE])('%s has no axe violations in dark mode', async (path) => {
    const { page } = await open(darkContext, path);
    try {
      expect(await page.evaluate("document.documentElement.classList.contains('dark')")).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.concurrent.each(['/no-such-page', ADMIN_ROUTES.login])('%s has no axe violations', async (path) => {
    const { page } = await open(chromium.context, path);
    try {
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
