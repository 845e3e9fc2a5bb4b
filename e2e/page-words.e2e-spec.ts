import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import {
  API,
  type AdminSiteSettings,
  type PlaceholderEntry,
  type SiteSettings,
  type AdminPage,
  type AdminPageSummary,
  type PageBlock,
  type PageContent,
  type RichText,
  type PublicPage,
} from '@seedcorp/contracts';
import { PAGE_TEXTS } from '../libs/web/content/page-words';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { declaredReads, ROUTE_TABLE, showsWords } from '../web/src/routes';
import { postJson, publishedAlone, signIn } from './admin-session';
import { recordPageProblems, useChromium } from '@seedcorp/testing/browser';
import { baseUrl, E2E_ADMINS } from './e2e-env';

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

const call = async <T>(path: string, body: unknown, token?: string) =>
  (await (await postJson(path, body, token)).json()) as Envelope<T>;

const PATH = '/about-us';
const BLOCK = 'history-text-2';
const HINDI_COOKIE = 'seedcorp_language=hi';
/** "Visible within 2 s" of the publish, through the gateway's caches. */
const within2s = <T>(check: () => Promise<T>) => pollUntil(check, () => true, 2_000);

const todayInIndia = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date())
    .toString();

/** The text of `<main>` in the HTML the server sends, tags removed and the few entities React writes decoded. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(time|em|span|a)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

const served = async (path: string, cookie?: string) =>
  (await fetch(`${baseUrl()}${path}`, { headers: cookie ? { Cookie: cookie } : {} })).text();

/** One sign-in for the file: a second OTP within the resend interval is refused. */
let token: string;
beforeAll(async () => {
  token = await signIn(E2E_ADMINS.pageWords);
});

describe('pages as content: an administrator changes a page in English and Hindi', () => {
  const suite = useChromium();
  let noScript: BrowserContext;
  let original: PageContent;

  const admin = async () => (await call<AdminPage>(API.content.getPage, { path: PATH }, token)).data;

  /** Saves the blocks as the draft and publishes them, each step based on the version the one before left. */
  async function publish(
    change: (blocks: PageBlock[]) => PageBlock[],
    hindiReview = original.hindiReview,
    title = original.title,
  ) {
    const before = await admin();
    const saved = await call<{ version: number }>(
      API.content.savePageDraft,
      {
        path: PATH,
        baseVersion: before.currentVersion,
        title,
        blocks: change(structuredClone(original.blocks)),
        hindiReview,
      },
      token,
    );
    expect(saved.status).toBe(200);
    const published = await call<{ version: number }>(
      API.content.publishPage,
      publishedAlone({ path: PATH, baseVersion: saved.data.version }),
      token,
    );
    expect(published.status).toBe(200);
  }

  const withParagraph = (en: string, hi: string) => (blocks: PageBlock[]) =>
    blocks.map((block) => (block.id === BLOCK && block.type === 'paragraph' ? { ...block, text: { en, hi } } : block));

  beforeAll(async () => {
    noScript = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = (await admin()).published;
    if (!page) throw new Error(`${PATH} has no published words`);
    original = { path: PATH, title: page.title, blocks: page.blocks, hindiReview: page.hindiReview };
  });

  afterAll(async () => {
    // The page goes back to its seeded words (English and Hindi together, so nothing is left marked out of date).
    if (original) await publish(() => original.blocks.map(({ ...block }) => block));
    await noScript?.close();
  });

  it('shows a changed paragraph in both languages within 2 s, with and without JavaScript, dated today', async () => {
    const stamp = Date.now().toString(36);
    const en = `The corporation received a new award (${stamp}).`;
    const hi = `निगम को एक नया पुरस्कार मिला (${stamp})।`;
    await publish(withParagraph(en, hi));

    await within2s(async () => expect(mainText(await served(PATH))).toContain(en));
    await within2s(async () => expect(mainText(await served(PATH, HINDI_COOKIE))).toContain(hi));
    const english = mainText(await served(PATH));
    expect(english).toContain(`${PAGE_TEXTS.en.lastUpdated}: ${todayInIndia()}`);
    expect(mainText(await served(PATH, HINDI_COOKIE))).toContain(`${PAGE_TEXTS.hi.lastUpdated}: ${todayInIndia()}`);
    // The footer's date is the latest publish across the site.
    expect(await served(PATH)).toMatch(new RegExp(`Last updated: (<!-- -->)?${todayInIndia()}`));

    for (const [context, script] of [
      [suite.context, true],
      [noScript, false],
    ] as const) {
      const page = await context.newPage();
      const problems: string[] = [];
      recordPageProblems(page, problems);
      await page.goto(`${baseUrl()}${PATH}`);
      if (script) await page.waitForSelector('html.hydrated', { state: 'attached' });
      expect(await page.locator('main').textContent()).toContain(en);
      expect(problems).toEqual([]);
      await page.close();
    }
  });

  it('shows a Hindi reader the current English of a block changed in English only, under a notice, until the Hindi follows', async () => {
    const stamp = Date.now().toString(36);
    const hi = `निगम को पुरस्कार मिला (${stamp})।`;
    await publish(withParagraph(`An award, first wording (${stamp}).`, hi));
    const englishOnly = `An award, second wording (${stamp}).`;
    await publish(withParagraph(englishOnly, hi));

    const published = (await call<PublicPage>(API.content.webGetPage, { path: PATH })).data;
    expect(published.blocks.find((block) => block.id === BLOCK)).toMatchObject({ hindiOutdated: true });
    await within2s(async () => {
      const html = await served(PATH, HINDI_COOKIE);
      expect(mainText(html)).toContain(englishOnly);
      expect(mainText(html)).toContain(PAGE_TEXTS.hi.hindiBeingUpdated);
      expect(mainText(html)).not.toContain(hi);
    });
    const summary = (await call<AdminPageSummary[]>(API.content.getPages, undefined, token)).data.find(
      (page) => page.path === PATH,
    );
    expect(summary?.hindiOutdated).toBe(1);

    const updated = `निगम को पुरस्कार मिला, नया पाठ (${stamp})।`;
    await publish(withParagraph(englishOnly, updated));
    await within2s(async () => {
      const text = mainText(await served(PATH, HINDI_COOKIE));
      expect(text).toContain(updated);
      expect(text).not.toContain(PAGE_TEXTS.hi.hindiBeingUpdated);
    });
    const cleared = (await call<AdminPageSummary[]>(API.content.getPages, undefined, token)).data.find(
      (page) => page.path === PATH,
    );
    expect(cleared?.hindiOutdated).toBe(0);
  });

  it('names a renamed page by its new title in both languages, everywhere the site names it, within 2 s', async () => {
    const stamp = Date.now().toString(36);
    const title = { en: `Our Corporation ${stamp}`, hi: `हमारा निगम ${stamp}` };
    await publish((blocks) => blocks, original.hindiReview, title);
    /** The server's HTML of a page, as a visitor in `language` gets it. */
    const html = (path: string, language: 'en' | 'hi') => served(path, language === 'hi' ? HINDI_COOKIE : undefined);
    for (const language of ['en', 'hi'] as const) {
      const name = title[language];
      await within2s(async () => {
        const page = await html(PATH, language);
        // The heading and the `<title>`; the breadcrumb's last crumb and the main menu's link name the page.
        expect(mainText(page)).toContain(name);
        expect(page).toContain(`<title>${name} |`);
        expect(page.split(`>${name}</a>`).length - 1).toBeGreaterThanOrEqual(2);
        // Every other page's menu, and the sitemap page.
        expect(await html('/help', language)).toContain(`>${name}</a>`);
        expect(await html('/sitemap', language)).toContain(`>${name}</a>`);
      });
    }
    // The site search offers it by its new title.
    const page = await suite.context.newPage();
    try {
      await page.goto(`${baseUrl()}/help`);
      await page.getByRole('combobox', { name: 'Search this site' }).fill(`Corporation ${stamp}`);
      await page.getByRole('option', { name: title.en, exact: true }).waitFor();
    } finally {
      await page.close();
    }
  });

  it('shows markup, template patterns and entities in a block verbatim, as text', async () => {
    const text = `<script>window.__ran=1</script> $' </p> &amp; ${Date.now().toString(36)}`;
    await publish(withParagraph(text, text));
    for (const [context, script] of [
      [suite.context, true],
      [noScript, false],
    ] as const) {
      const page = await context.newPage();
      await within2s(async () => {
        await page.goto(`${baseUrl()}${PATH}`);
        if (script) await page.waitForSelector('html.hydrated', { state: 'attached' });
        expect(await page.locator('main').textContent()).toContain(text);
      });
      expect(await page.evaluate(() => (globalThis as { __ran?: unknown }).__ran)).toBeUndefined();
      expect(await page.locator('#root').count()).toBe(1);
      await page.close();
    }
  });
});

describe('site settings and placeholders kept by the corporation', () => {
  let before: AdminSiteSettings['published'];

  const settings = async () => (await call<AdminSiteSettings>(API.content.getSettings, undefined, token)).data;

  async function publishSettings(change: (current: SiteSettings) => SiteSettings) {
    const current = await settings();
    if (!current.published) throw new Error('the site settings are not published');
    const saved = await call<{ version: number }>(
      API.content.saveSettingsDraft,
      {
        baseVersion: current.currentVersion,
        settings: change(structuredClone(current.published.settings)),
        hindiReview: current.published.hindiReview,
      },
      token,
    );
    expect(saved.status).toBe(200);
    const published = await call(
      API.content.publishSettings,
      publishedAlone({ baseVersion: saved.data.version }),
      token,
    );
    expect(published.status).toBe(200);
  }

  beforeAll(async () => {
    before = (await settings()).published;
  });

  afterAll(async () => {
    if (before) await publishSettings(() => before!.settings);
  });

  it('shows the corporation’s name changed in the settings in the header and title of every page, in both languages', async () => {
    const stamp = Date.now().toString(36);
    const name = { en: `Seed Corporation ${stamp}`, hi: `बीज निगम ${stamp}` };
    await publishSettings((current) => ({ ...current, name }));
    for (const path of ['/', '/about-us', '/tenders', '/rti/fees']) {
      await within2s(async () => {
        const english = await served(path);
        expect(/<header[\s\S]*<\/header>/.exec(english)?.[0]).toContain(name.en);
        expect(/<title>([^<]*)<\/title>/.exec(english)?.[1]).toContain(name.en);
        const hindi = await served(path, HINDI_COOKIE);
        expect(/<header[\s\S]*<\/header>/.exec(hindi)?.[0]).toContain(name.hi);
        expect(/<title>([^<]*)<\/title>/.exec(hindi)?.[1]).toContain(name.hi);
      });
    }
  });

  it('drops a placeholder filled in from the placeholder list and shows the fact on its page', async () => {
    const placeholders = async () =>
      (await call<PlaceholderEntry[]>(API.content.getPlaceholders, undefined, token)).data;
    const entry = (await placeholders()).find((candidate) => candidate.kind === 'page' && candidate.key === PATH);
    if (!entry?.blockId) throw new Error(`${PATH} lists no placeholder`);
    const page = (await call<AdminPage>(API.content.getPage, { path: PATH }, token)).data;
    const words = page.published!;
    const fact = `Supplied fact ${Date.now().toString(36)}`;
    const filled = (text: RichText): RichText =>
      typeof text === 'string'
        ? text
        : text.map((piece) => (typeof piece === 'object' && 'placeholder' in piece ? fact : piece));
    const blocks = words.blocks.map(({ hindiOutdated: _outdated, ...block }) => {
      if (block.id !== entry.blockId) return block;
      if (block.type === 'paragraph' || block.type === 'note') {
        return { ...block, text: { en: filled(block.text.en), hi: filled(block.text.hi) } };
      }
      if (block.type === 'list' || block.type === 'steps') {
        return { ...block, items: block.items.map((item) => ({ en: filled(item.en), hi: filled(item.hi) })) };
      }
      return block;
    }) as PageBlock[];
    const publishWords = async (next: PageBlock[]) => {
      const current = (await call<AdminPage>(API.content.getPage, { path: PATH }, token)).data;
      const saved = await call<{ version: number }>(
        API.content.savePageDraft,
        {
          path: PATH,
          baseVersion: current.currentVersion,
          title: words.title,
          blocks: next,
          hindiReview: words.hindiReview,
        },
        token,
      );
      expect(saved.status).toBe(200);
      await call(API.content.publishPage, publishedAlone({ path: PATH, baseVersion: saved.data.version }), token);
    };
    const original = words.blocks.map(({ hindiOutdated: _outdated, ...block }) => block) as PageBlock[];
    try {
      await publishWords(blocks);
      const left = await placeholders();
      expect(
        left.some(
          (candidate) => candidate.kind === 'page' && candidate.key === PATH && candidate.blockId === entry.blockId,
        ),
      ).toBe(false);
      await within2s(async () => expect(mainText(await served(PATH))).toContain(fact));
    } finally {
      await publishWords(original);
    }
  });
});

describe('the site in Hindi', () => {
  /** Letters only: digits, punctuation and spaces say nothing about the language. */
  const DEVANAGARI = /[\u0900-\u0963\u0971-\u097F]/gu;
  const LATIN = /[A-Za-z]/g;

  /**
   * Pages of prose: the corporation's words and the tables they name, and no list of documents or people, whose
   * titles and names are written as administrators upload them. Tables hold variety codes and figures, so the share
   * is of the words around them.
   */
  const prose = new Set(
    ROUTE_TABLE.filter((entry) => showsWords(entry) && declaredReads(entry).length === 0).map((entry) => entry.path),
  );

  it('has at least 80% Devanagari among the letters of <main> on every page of prose in the sitemap', async () => {
    const sitemap = await served('/sitemap.xml');
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths.length).toBeGreaterThan(90);
    const walked = paths.filter((candidate) => prose.has(candidate));
    expect(walked.length).toBeGreaterThan(50);
    const below: string[] = [];
    for (const path of walked) {
      const html = (await served(path, HINDI_COOKIE)).replace(
        /<section class="published-table">[\s\S]*?<\/section>/g,
        ' ',
      );
      const text = mainText(html);
      const devanagari = text.match(DEVANAGARI)?.length ?? 0;
      const latin = text.match(LATIN)?.length ?? 0;
      const share = devanagari / Math.max(1, devanagari + latin);
      if (share < 0.8) below.push(`${path}: ${Math.round(share * 100)}%`);
    }
    expect(below).toEqual([]);
  });

  it('keeps the pages’ sentences out of the public JavaScript', () => {
    const assets = join(__dirname, '..', 'web', 'dist', 'assets');
    const scripts = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    const aboutUs = JSON.parse(
      readFileSync(join(__dirname, '..', 'seeds', 'content', 'pages', 'about-us.json'), 'utf8'),
    ) as PageContent;
    const sentences = aboutUs.blocks.flatMap((block) =>
      block.type === 'paragraph' && typeof block.text.en === 'string' ? [block.text.en.slice(0, 60)] : [],
    );
    expect(sentences.length).toBeGreaterThan(3);
    expect(sentences.filter((sentence) => scripts.includes(sentence))).toEqual([]);
  });
});
