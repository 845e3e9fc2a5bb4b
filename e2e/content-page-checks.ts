import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { cellText, TABLE_TEXTS, termsText, type ContentLanguage } from '../libs/web/content/cell-format';
import { CONTENT_PLACEHOLDER, type ContentTableDefinition, type TableContent } from '../libs/src/contracts';
import { seededTables } from '../services/content/src/seed/content-seed';
import { routeEntry } from '../web/src/routes';
import { launchChromium } from './browser';
import { baseUrl } from './e2e-env';

/** The browser of one suite of public content pages, with a fresh page for each test. */
export interface ContentPageSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** The current test's page. */
  readonly page: Page;
  /** Console errors and uncaught exceptions of the current page. */
  readonly errors: string[];
  /** Opens a route and waits until its heading is shown and no server list is still loading. */
  open(path: string): Promise<void>;
  /** Swaps the current page for a fresh one, for a test that reads a second route. */
  freshPage(): Promise<void>;
}

export function routeTitle(path: string): string {
  const entry = routeEntry(path);
  if (!entry) throw new Error(`${path} is not in the route table`);
  return entry.title;
}

/** The route's page fully rendered: its heading shown and no server list still loading. */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: routeTitle(path), exact: true }).waitFor();
  await page.waitForFunction("document.querySelector('.loading') === null");
}

/**
 * Registers the suite's hooks: one Chromium and context for the file, a page per test that records
 * its console errors, so a test can assert the page logged none.
 */
export function contentPageSession(contextOptions: BrowserContextOptions = {}): ContentPageSession {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  const newPage = async () => {
    errors.length = 0;
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
  };

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext(contextOptions);
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(newPage);
  afterEach(async () => {
    await page.close();
  });

  return {
    get browser() {
      return browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    errors,
    open: (path) => openRoute(page, path),
    freshPage: async () => {
      await page.close();
      await newPage();
    },
  };
}

/** How far the page scrolls sideways at 360 px: 0 when it fits a small phone. */
export async function sidewaysOverflowAt360(page: Page): Promise<number> {
  await page.setViewportSize({ width: 360, height: 740 });
  return page.evaluate<number>('Math.max(0, document.documentElement.scrollWidth - window.innerWidth)');
}

export interface RenderedTable {
  caption: string;
  head: string[];
  body: string[][];
  foot: string[][];
}

/** Every table of the main content as a visitor reads it: caption, header row, body and footer rows of cell texts. */
export function tablesOf(page: Page): Promise<RenderedTable[]> {
  return page.evaluate(`[...document.querySelectorAll('main table')].map((table) => {
    const cells = (row) => [...row.cells].map((cell) => cell.textContent.replace(/\\s+/g, ' ').trim());
    return {
      caption: table.caption ? table.caption.textContent.trim() : '',
      head: table.tHead ? cells(table.tHead.rows[0]) : [],
      body: [...table.tBodies[0].rows].map(cells),
      foot: table.tFoot ? [...table.tFoot.rows].map(cells) : [],
    };
  })`);
}

export async function tableCaptioned(page: Page, caption: string): Promise<RenderedTable> {
  const table = (await tablesOf(page)).find((candidate) => candidate.caption === caption);
  if (!table) throw new Error(`no table "${caption}" on ${page.url()}`);
  return table;
}

export function rowStartingWith(table: RenderedTable, ...cells: string[]): string[] {
  const row = table.body.find((candidate) => cells.every((cell, i) => candidate[i] === cell));
  if (!row) throw new Error(`no row ${cells.join(' | ')} in "${table.caption}"`);
  return row;
}

/** One of the corporation's tables as first published (`seeds/content`), whose figures the seed test holds to the spec. */
export function seededTable(key: string): ContentTableDefinition & TableContent {
  const table = seededTables().find((candidate) => candidate.key === key);
  if (!table) throw new Error(`seeds/content has no table ${key}`);
  return table;
}

/** A published table as the page must show it in a language: caption (with a rate list's terms), headers, cells. */
export function shownPublishedTable(
  table: ContentTableDefinition & TableContent,
  language: ContentLanguage = 'en',
): RenderedTable {
  const caption = table.caption[language];
  return {
    caption: table.kind === 'rateList' ? `${caption} ${termsText(table, language)}` : caption,
    head: table.columns.map((column) => column.header[language]),
    body: table.rows.map((row) =>
      table.columns.map((column) => {
        const value = row[column.key];
        return value === CONTENT_PLACEHOLDER && language === 'hi'
          ? TABLE_TEXTS.hi.notStated
          : cellText(value, column, language);
      }),
    ),
    foot: [],
  };
}

/** Checks that the page shows the published table whole, as `shownPublishedTable` reads it. */
export async function expectPageShowsPublishedTable(
  page: Page,
  table: ContentTableDefinition & TableContent,
  language: ContentLanguage = 'en',
): Promise<RenderedTable> {
  const expected = shownPublishedTable(table, language);
  const rendered = await tableCaptioned(page, expected.caption);
  expect(rendered).toEqual(expected);
  return rendered;
}
