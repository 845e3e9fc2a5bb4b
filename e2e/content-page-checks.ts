import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { ACT_NUMBERED_LINKS } from '../web/src/features/rti/act-numbering';
import { cellText, TABLE_TEXTS, termsText, type ContentLanguage } from '../libs/web/content/cell-format';
import { CONTACT_TEXTS, PAGE_TEXTS } from '../libs/web/content/page-words';
import {
  CONTENT_PLACEHOLDER,
  type ContentTableDefinition,
  type PageBlock,
  type PageContent,
  type RichText,
  type TableContent,
} from '@seedcorp/contracts';
import { seededPages, seededTables } from '../services/content/src/seed/content-seed';
import { routeEntry } from '../web/src/routes';
import { launchChromium } from '@seedcorp/testing/browser';
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

/** The route's page live: hydrated, its heading shown and no server list still loading. */
export async function openRoute(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`);
  await page.waitForSelector('html.hydrated', { state: 'attached' });
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
function tablesOf(page: Page): Promise<RenderedTable[]> {
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

async function tableCaptioned(page: Page, caption: string): Promise<RenderedTable> {
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
function shownPublishedTable(
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

/** The visitor's choice of Hindi, as the site remembers it. */
export const HINDI_COOKIE = { name: 'seedcorp_language', value: 'hi' } as const;

/** A page's words as first published (`seeds/content/pages`), which the seed tests hold to the spec. */
export function seededPage(path: string): PageContent {
  const page = seededPages().find((candidate) => candidate.path === path);
  if (!page) throw new Error(`seeds/content/pages has no page ${path}`);
  return page;
}

const isExternal = (href: string) => /^https?:\/\//.test(href);
const squeezed = (text: string) => text.replace(/\s+/g, ' ').trim();
const newTab = (href: string, language: ContentLanguage) =>
  isExternal(href) ? ` ${TABLE_TEXTS[language].newTab}` : '';

/** A text as a reader gets it: the missing fact in their language, a link to another site said to open a new tab. */
export function shownText(text: RichText, language: ContentLanguage): string {
  if (typeof text === 'string') return squeezed(text);
  return squeezed(
    text
      .map((piece) => {
        if (typeof piece === 'string') return piece;
        if ('em' in piece) return piece.em;
        if ('href' in piece) return `${piece.text}${newTab(piece.href, language)}`;
        return TABLE_TEXTS[language].notStated;
      })
      .join(''),
  );
}

/** A block of a page's words as its markup must read: the element, its class, and its text or items. */
type ShownBlock =
  | { heading: { id: string; text: string } }
  | { paragraph: { className: string; text: string } }
  | { list: { tag: 'UL' | 'OL'; className: string; items: string[]; hrefs: string[] } }
  | { table: string };

function shownBlock(block: PageBlock, language: ContentLanguage, numbered: readonly string[] = []): ShownBlock {
  switch (block.type) {
    case 'heading':
      return { heading: { id: block.id, text: squeezed(block.text[language]) } };
    case 'paragraph':
      return { paragraph: { className: '', text: shownText(block.text[language], language) } };
    case 'note':
      return { paragraph: { className: 'page-note', text: shownText(block.text[language], language) } };
    case 'list':
    case 'steps':
      return {
        list: {
          tag: block.type === 'list' ? 'UL' : 'OL',
          className: block.type === 'list' ? '' : 'page-steps',
          items: block.items.map((item) => shownText(item[language], language)),
          hrefs: [],
        },
      };
    case 'links':
      return {
        list: {
          tag: numbered.includes(block.id) ? 'OL' : 'UL',
          className: 'page-links',
          items: block.items.map((item) => `${squeezed(item.text[language])}${newTab(item.href, language)}`),
          hrefs: block.items.map((item) => item.href),
        },
      };
    case 'table': {
      const table = seededTable(block.table);
      return { table: table.caption[language] };
    }
    case 'contact':
      return { table: CONTACT_TEXTS[language].caption };
  }
}

/**
 * The blocks `<main>`'s article shows, read as `shownBlock` describes them, each table (and the contact record) by
 * the name it is given.
 */
function articleBlocks(page: Page): Promise<{ title: string; blocks: ShownBlock[]; lastUpdated: string }> {
  return page.evaluate(`(() => {
    const squeezed = (text) => text.replace(/\\s+/g, ' ').trim();
    const article = document.querySelector('main article');
    const blocks = [];
    for (const element of article.querySelectorAll('h2[id], p, ul, ol, [aria-label], caption')) {
      if (element.matches('h2[id]')) blocks.push({ heading: { id: element.id, text: squeezed(element.textContent) } });
      if (element.matches('p')) blocks.push({ paragraph: { className: element.className, text: squeezed(element.textContent) } });
      if (element.matches('ul, ol')) {
        const items = [...element.children].filter((child) => child.matches('li'));
        blocks.push({
          list: {
            tag: element.tagName,
            className: element.className,
            items: items.map((item) => squeezed(item.textContent)),
            hrefs: [...element.querySelectorAll(':scope > li > a')].map((link) => link.getAttribute('href')),
          },
        });
      }
      if (element.matches('[aria-label]')) blocks.push({ table: element.getAttribute('aria-label') });
      if (element.matches('caption')) blocks.push({ table: squeezed(element.firstChild ? element.firstChild.textContent : '') });
    }
    const lastUpdated = article.querySelector('p.last-updated');
    return { title: squeezed(article.querySelector('h1').textContent), blocks, lastUpdated: lastUpdated ? squeezed(lastUpdated.textContent) : '' };
  })()`);
}

/**
 * Checks that the page shows its seeded words in the language, in order: its title, every block as its markup
 * (tables by their caption), and the date it was last updated.
 */
export async function expectPageShowsSeededWords(page: Page, path: string, language: ContentLanguage): Promise<void> {
  const words = seededPage(path);
  const shown = await articleBlocks(page);
  expect(shown.title).toBe(words.title[language]);
  const expected = words.blocks.map((block) => shownBlock(block, language, ACT_NUMBERED_LINKS[path]));
  // The article may add its own parts (a document list, a back link) between the blocks, never drop or reorder one.
  const key = (block: ShownBlock) => JSON.stringify(block);
  const found = shown.blocks.map(key);
  let from = 0;
  const missing = expected.filter((block) => {
    const at = found.indexOf(key(block), from);
    if (at < 0) return true;
    from = at + 1;
    return false;
  });
  expect({ path, language, missing }).toEqual({ path, language, missing: [] });
  expect(shown.lastUpdated).toMatch(new RegExp(`^${PAGE_TEXTS[language].lastUpdated}: \\d{2}/\\d{2}/\\d{4}$`));
}

/**
 * Opens each page as the server sends it, without script, in the language (Hindi by its cookie), and hands it to
 * `check`; one context and page per language for the suite. The checks read the document alone, so the page's
 * styles, images and fonts are not fetched: a walk of every page then costs its HTML only.
 */
export function servedPages(
  browser: () => Browser,
): (path: string, language: ContentLanguage, check: (page: Page) => Promise<void>) => Promise<void> {
  const pages = new Map<ContentLanguage, Page>();
  afterAll(async () => {
    for (const page of pages.values()) await page.context().close();
  });
  const pageIn = async (language: ContentLanguage): Promise<Page> => {
    const open = pages.get(language);
    if (open) return open;
    const context = await browser().newContext({ javaScriptEnabled: false });
    await context.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    );
    if (language === 'hi') await context.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
    const page = await context.newPage();
    pages.set(language, page);
    return page;
  };
  return async (path, language, check) => {
    const page = await pageIn(language);
    const response = await page.goto(`${baseUrl()}${path}`);
    expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
    await check(page);
  };
}
