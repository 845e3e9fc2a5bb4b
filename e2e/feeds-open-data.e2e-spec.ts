import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import {
  API,
  parseDelimited,
  rowsFromDelimited,
  type AdminContentTable,
  type ContentColumn,
  type ContentRow,
  type PublicContentTable,
} from '@seedcorp/contracts';
import { pollUntil } from '@seedcorp/testing/poll-until';
import { readRss, type RssFeed } from '@seedcorp/testing/read-rss';
import { FEED_NAMES, feedPath } from '../web/src/features/feeds/site-feeds';
import { dataAddresses, DATA_CATALOGUE_PATH } from '../web/src/features/open-data/data-addresses';
import { OPEN_DATA_LICENCE } from '../web/src/features/open-data/open-data-files';
import { createTender, publishDocument } from './admin-records';
import { postJson, publishedAlone, signIn } from './admin-session';
import { downloadedBytes, launchChromium } from '@seedcorp/testing/browser';
import { expectPageShowsPublishedTable, HINDI_COOKIE, openRoute } from './content-page-checks';
import { baseUrl, E2E_ADMINS, E2E_ENV } from './e2e-env';
import { ensureServiceRunning } from './stack-service';

/**
 * The feeds and the open data through the gateway: each feed is valid RSS 2.0 and shows what an administrator
 * publishes within 2 s, their words kept as text; each published table downloads as CSV and JSON that hold what
 * its page shows, a formula kept as text.
 */

jest.setTimeout(180000);

const url = (path: string) => `${baseUrl()}${path}`;
/** A run's own names, told apart from the seeded ones and from other runs'. */
const RUN = Date.now().toString(36);
/** What an administrator might type: markup, the end of a CDATA section, an entity, quotes. */
const hostile = (what: string) => `<script>alert("${what}")</script> ]]> &amp; 'Rs' ${what} ${RUN}`;

/** A rate list few other suites read, changed by this file and put back after it. */
const MINIKITS = { key: 'rabi-vegetable-minikits', page: '/marketing/rabi-vegetables' };
const NEW_SEASON = `Rabi ${RUN}`;

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function call<T>(path: string, body: object, token?: string): Promise<Envelope<T>> {
  return (await (await postJson(path, body, token)).json()) as Envelope<T>;
}

async function feed(path: string): Promise<RssFeed> {
  const response = await fetch(url(path));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return readRss(await response.text());
}

/** The feed at `path`, read again until it holds an item titled `title` (the 2-s promise). */
const feedShowing = (path: string, title: string) =>
  pollUntil(
    () => feed(path),
    (read) => read.items.some((item) => item.title === title),
  );

describe('feeds and open data through the gateway', () => {
  let token: string;
  let original: AdminContentTable;

  beforeAll(async () => {
    token = await signIn(E2E_ADMINS.feedsOpenData);
    original = (await call<AdminContentTable>(API.content.getTable, { key: MINIKITS.key }, token)).data;
  });

  /** The rate list as this file found it: its original version restored as the draft and published. */
  afterAll(async () => {
    const table = (await call<AdminContentTable>(API.content.getTable, { key: MINIKITS.key }, token)).data;
    if (!original?.published || table.published?.version === original.published.version) return;
    const restored = await call<{ version: number }>(
      API.content.restore,
      { key: MINIKITS.key, version: original.published.version, baseVersion: table.currentVersion },
      token,
    );
    await call(API.content.publish, publishedAlone({ key: MINIKITS.key, baseVersion: restored.data.version }), token);
    await pollUntil(
      () => call<PublicContentTable>(API.content.webGetTable, { key: MINIKITS.key }),
      (answer) => JSON.stringify(answer.data.rows) === JSON.stringify(original.published?.rows),
    );
  });

  describe('feeds', () => {
    it.each(FEED_NAMES.flatMap((name) => (['en', 'hi'] as const).map((language) => [name, language] as const)))(
      '%s in %s is valid RSS 2.0, kept by the gateway like a page',
      async (name, language) => {
        const response = await fetch(url(feedPath(name, language)));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
        expect(response.headers.get('x-cache-status')).toMatch(/^(MISS|HIT|EXPIRED|UPDATING)$/);
        expect(response.headers.get('content-security-policy')).toBeTruthy();
        const read = readRss(await response.text());
        expect(read.language).toBe(`${language}-IN`);
        expect(read.link.startsWith(baseUrl())).toBe(true);
      },
    );

    it('shows a notice published through the admin API within 2 s in both news feeds, its title verbatim, with its PDF', async () => {
      const title = hostile('notice');
      await publishDocument(token, 'Home Page', title);
      const english = await feedShowing(feedPath('news', 'en'), title);
      const item = english.items.find((candidate) => candidate.title === title)!;
      expect(item.enclosure).toMatchObject({ type: 'application/pdf', url: item.link });
      expect(item.link.startsWith(`${baseUrl()}/api/notifications/document/`)).toBe(true);
      const pdf = await fetch(item.link);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(item.enclosure?.length).toBe(String((await pdf.arrayBuffer()).byteLength));
      const raw = await (await fetch(url(feedPath('news', 'en')))).text();
      expect(raw).not.toContain('<script>');
      await feedShowing(feedPath('news', 'hi'), title);
    });

    it('shows a tender within 2 s with its last date of submission, in each language', async () => {
      const title = hostile('tender');
      await createTender(token, title, '2031-06-30');
      const english = await feedShowing(feedPath('tenders', 'en'), title);
      expect(english.items.find((item) => item.title === title)?.description).toBe(
        'Last date of submission: 30 June 2031',
      );
      const hindi = await feedShowing(feedPath('tenders', 'hi'), title);
      expect(hindi.items.find((item) => item.title === title)?.description).toBe('जमा करने की अंतिम तिथि: 30 जून 2031');
    });

    it('names its feeds in the head of the pages that show their lists, the page’s language first', async () => {
      const head = async (path: string, hindi = false) => {
        const html = await (
          await fetch(url(path), { headers: hindi ? { Cookie: 'seedcorp_language=hi' } : {} })
        ).text();
        return [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="alternate" [^>]*href="([^"]+)"/g)].map(
          (match) => match[1],
        );
      };
      expect(await head('/')).toEqual(['/feeds/news.xml', '/feeds/news.hi.xml']);
      expect(await head('/latest-news', true)).toEqual(['/feeds/news.hi.xml', '/feeds/news.xml']);
      expect(await head('/tenders')).toEqual(['/feeds/tenders.xml', '/feeds/tenders.hi.xml']);
      expect(await head('/marketing/rabi-seeds')).toEqual(['/feeds/rate-lists.xml', '/feeds/rate-lists.hi.xml']);
      expect(await head('/about-us')).toEqual([]);
    });

    it('lists every feed, in both languages, and the open-data catalogue on the sitemap page of each language', async () => {
      for (const [cookie, feedWords] of [
        [{}, ['Latest News (English)', 'Latest News (Hindi)', 'Seed sale rate lists (Hindi)']],
        [{ Cookie: 'seedcorp_language=hi' }, ['ताज़ा समाचार (अंग्रेज़ी)', 'निविदाएँ (हिन्दी)', 'बीज बिक्री दर सूचियाँ (हिन्दी)']],
      ] as const) {
        const html = await (await fetch(url('/sitemap'), { headers: cookie })).text();
        for (const name of FEED_NAMES) {
          expect(html).toContain(`href="${feedPath(name, 'en')}"`);
          expect(html).toContain(`href="${feedPath(name, 'hi')}"`);
        }
        expect(html).toContain(`href="${DATA_CATALOGUE_PATH}"`);
        for (const words of feedWords) expect(html).toContain(words);
      }
    });
  });

  describe('a rate list published through the admin API', () => {
    let browser: Browser;
    let page: Page;
    let published: number;
    const rows = (): ContentRow[] => [
      {
        crop: '=1+1',
        varieties: `HM-57 ${RUN}`,
        size: { en: '2.5 kg', hi: '2.5 किलो' },
        rate: 300,
        subsidisedRate: 150,
      },
      ...(original.published?.rows.slice(1) ?? []),
    ];

    beforeAll(async () => {
      browser = await launchChromium();
      page = await browser.newPage({ acceptDownloads: true });
      const saved = await call<{ version: number }>(
        API.content.saveDraft,
        {
          key: MINIKITS.key,
          baseVersion: original.currentVersion,
          rows: rows(),
          notes: original.published?.notes ?? [],
          season: NEW_SEASON,
          effectiveFrom: '2099-10-01',
        },
        token,
      );
      if (saved.status !== 200) throw new Error(`draft refused: ${JSON.stringify(saved)}`);
      const answer = await call<{ version: number }>(
        API.content.publish,
        publishedAlone({ key: MINIKITS.key, baseVersion: saved.data.version }),
        token,
      );
      if (answer.status !== 200) throw new Error(`publish refused: ${JSON.stringify(answer)}`);
      published = answer.data.version;
    });

    afterAll(async () => {
      await browser?.close();
    });

    it('is an item of both rate-list feeds within 2 s', async () => {
      const title = `Rabi Vegetables: Vegetable seed minikits (${NEW_SEASON})`;
      const english = await feedShowing(feedPath('rate-lists', 'en'), title);
      expect(english.items.find((item) => item.title === title)).toMatchObject({
        link: url(MINIKITS.page),
        guid: `rate-list:${MINIKITS.key}:${published}`,
        description: `Season: ${NEW_SEASON} · Effective from: 1 October 2099`,
      });
      await feedShowing(feedPath('rate-lists', 'hi'), `रबी सब्ज़ियाँ: सब्ज़ी बीज मिनीकिट (रबी ${RUN})`);
    });

    it('downloads as CSV and JSON holding what its page shows, a formula kept as text', async () => {
      const files = dataAddresses(MINIKITS.key);
      const json = await pollUntil(
        async () => (await (await fetch(url(files.json))).json()) as Record<string, unknown>,
        (read) => read.season === NEW_SEASON,
      );
      const fields = json.fields as { key: string; title: string; titleHindi: string; type: string; unit?: string }[];
      const columns: ContentColumn[] = fields.map((field) => ({
        key: field.key,
        header: { en: field.title, hi: field.titleHindi },
        type: field.type as ContentColumn['type'],
        ...(field.unit ? { unit: field.unit } : {}),
        required: false,
      }));
      const records = json.records as ContentRow[];
      expect(records[0].crop).toBe('=1+1');
      expect(json).toMatchObject({
        licence: OPEN_DATA_LICENCE,
        version: published,
        effectiveFrom: '2099-10-01',
        sourcePage: url(MINIKITS.page),
        downloads: { csv: url(files.csv), json: url(files.json) },
      });

      // The page shows exactly the JSON's records, in both languages.
      const shownTable = {
        ...original,
        kind: 'rateList' as const,
        columns,
        rows: records,
        notes: [],
        season: NEW_SEASON,
        effectiveFrom: '2099-10-01',
      };
      await openRoute(page, MINIKITS.page);
      await expectPageShowsPublishedTable(page, shownTable);
      // Under the table, "Download: CSV, JSON", each link also naming the table for a screen reader.
      const link = (format: 'csv' | 'json') => page.locator(`.table-downloads a[href="${files[format]}"]`);
      expect(await link('csv').locator('..').textContent()).toBe(
        `Download: CSV: ${original.caption.en}, JSON: ${original.caption.en}`,
      );
      expect(await link('json').getAttribute('type')).toBe('application/json');

      // The CSV the page links is downloaded as a file: the same rows, the formula behind an apostrophe.
      const [download] = await Promise.all([page.waitForEvent('download'), link('csv').click()]);
      const csv = (await downloadedBytes(download)).toString('utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(parseDelimited(csv.slice(1), ',').lines[1][0]).toBe("'=1+1");
      expect(rowsFromDelimited(columns, csv.slice(1)).rows).toEqual(records);

      const hindiContext = await browser.newContext();
      await hindiContext.addCookies([{ ...HINDI_COOKIE, url: baseUrl() }]);
      const hindi = await hindiContext.newPage();
      await hindi.goto(url(MINIKITS.page), { waitUntil: 'networkidle' });
      await expectPageShowsPublishedTable(hindi, shownTable, 'hi');
      const downloads = hindi.locator(`.table-downloads:has(a[href="${files.csv}"])`);
      expect(await downloads.textContent()).toBe(
        `डाउनलोड करें: CSV: ${original.caption.hi}, JSON: ${original.caption.hi}`,
      );
      await hindiContext.close();
    });

    it('keeps the earlier list at an address of its own, linked under it on the page, and lists both in the catalogue', async () => {
      const earlier = dataAddresses(MINIKITS.key, original.published!);
      const json = (await (await fetch(url(earlier.json))).json()) as { records: ContentRow[]; season: string };
      expect(json.season).toBe(original.published?.season);
      expect(json.records[0].crop).toEqual(original.published?.rows[0].crop);
      const csv = await fetch(url(earlier.csv));
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="rabi-vegetable-minikits-/);

      await openRoute(page, MINIKITS.page);
      const hrefs = await page
        .locator('.earlier-rate-lists .table-downloads a')
        .evaluateAll((found) => found.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining([earlier.csv, earlier.json]));

      const catalogue = (await (await fetch(url(DATA_CATALOGUE_PATH))).json()) as {
        licence: unknown;
        datasets: { key: string; lists?: { season: string; downloads: { csv: string } }[] }[];
      };
      expect(catalogue.licence).toEqual(OPEN_DATA_LICENCE);
      const minikits = catalogue.datasets.find((dataset) => dataset.key === MINIKITS.key);
      expect(minikits?.lists?.map((list) => [list.season, list.downloads.csv])).toEqual(
        expect.arrayContaining([
          [NEW_SEASON, url(dataAddresses(MINIKITS.key, { season: NEW_SEASON, effectiveFrom: '2099-10-01' }).csv)],
          [original.published?.season, url(earlier.csv)],
        ]),
      );
      // Every table the site publishes, each at addresses that answer.
      expect(catalogue.datasets.length).toBeGreaterThan(30);
      expect((await fetch(url('/data/no-such-table.csv'))).status).toBe(404);
    });
  });

  it('serves the last good copy of a feed while the renderer is down, marked STALE, and a file never kept as 503', async () => {
    const kept = await fetch(url(feedPath('news', 'en')));
    expect(kept.status).toBe(200);
    const processes = JSON.parse(
      readFileSync(join(__dirname, '..', E2E_ENV.DATA_DIR as string, 'processes.json'), 'utf8'),
    ) as Record<string, { pid: number }>;
    process.kill(processes['site-renderer'].pid, 'SIGKILL');
    try {
      const stale = await pollUntil(
        () => fetch(url(feedPath('news', 'en'))),
        (answer) => answer.headers.get('x-cache-status') === 'STALE',
      );
      expect(stale.status).toBe(200);
      expect(readRss(await stale.text()).items.length).toBeGreaterThan(0);
      const never = await fetch(url(`/data/never-asked-${RUN}.json`));
      expect(never.status).toBe(503);
    } finally {
      await ensureServiceRunning('site-renderer');
    }
  });
});
