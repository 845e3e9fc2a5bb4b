import { EMPTY_PAGE_DATA } from '../api/read-outcome';
import type { PublicNotificationItem, TenderItem } from '@seedcorp/contracts';
import { readRss } from '@seedcorp/testing/read-rss';
import { ROUTE_TABLE, routeEntry } from '../../routes';
import { EN_TEXTS } from '../../i18n/en';
import { HI_TEXTS } from '../../i18n/hi';
import type { DataContext, DataTable } from '../open-data/open-data-files';
import { FEED_ITEMS_MAX, newsFeed, rateListsFeed, tendersFeed, type FeedContext } from './feed-documents';
import { rssDocument, xmlText } from './rss';
import { feedAt, feedPath, FEED_NAMES, pageFeeds } from './site-feeds';

const SITE = 'https://seeds.example.gov.in';
/** What an administrator might type: markup, the end of a CDATA section, an entity, quotes, Hindi. */
const HOSTILE = `<script>alert("x")</script> ]]> &amp; 'Rs' प्रमाणित बीज`;

const data: DataContext = {
  siteUrl: SITE,
  publisher: { en: 'State Seed Corporation', hi: 'राज्य बीज निगम' },
  pageTitle: (path) => ({ en: EN_TEXTS[path] ?? '', hi: HI_TEXTS[path] ?? '' }),
};

const context = (language: 'en' | 'hi'): FeedContext => ({
  language,
  siteUrl: SITE,
  siteName: data.publisher[language],
  text: (key) => (language === 'hi' ? HI_TEXTS : EN_TEXTS)[key],
  data,
});

const notice = (title: string, createdAt: string, key = crypto.randomUUID()): PublicNotificationItem => ({
  key,
  title,
  location: 'Home Page',
  createdAt,
  url: `/api/notifications/document/${key}?v=1`,
  bytes: 2048,
});

describe('rssDocument', () => {
  it('keeps what an administrator typed as text: it reads back verbatim from the parsed feed', () => {
    const xml = rssDocument(
      { title: HOSTILE, link: `${SITE}/`, description: HOSTILE, language: 'en-IN', self: `${SITE}/feeds/news.xml` },
      [{ title: HOSTILE, link: `${SITE}/a?b=1&c=2`, published: '2025-04-11T00:00:00Z', guid: 'urn:uuid:1' }],
    );
    expect(xml).not.toContain('<script>');
    expect(xml).not.toContain(']]>');
    const feed = readRss(xml);
    expect(feed.title).toBe(HOSTILE);
    expect(feed.items[0].title).toBe(HOSTILE);
    expect(feed.items[0].link).toBe(`${SITE}/a?b=1&c=2`);
    expect(feed.items[0].pubDate).toBe('Fri, 11 Apr 2025 00:00:00 GMT');
  });

  it('shows characters XML cannot carry as the replacement character, so the feed stays well formed', () => {
    expect(xmlText('a\u0000b\u001Fc\uD800d\te\n')).toBe('a\uFFFDb\uFFFDc\uFFFDd\te\n');
    const xml = rssDocument({ title: 'x', link: SITE, description: 'x', language: 'en-IN', self: SITE }, [
      { title: 'bell \u0007', link: SITE, published: '2025-04-11T00:00:00Z', guid: 'g' },
    ]);
    expect(readRss(xml).items[0].title).toBe('bell \uFFFD');
  });
});

describe('the feeds', () => {
  it('has an address of its own per language, each read back to its feed', () => {
    const paths = FEED_NAMES.flatMap((name) => [feedPath(name, 'en'), feedPath(name, 'hi')]);
    expect(paths).toEqual([
      '/feeds/news.xml',
      '/feeds/news.hi.xml',
      '/feeds/tenders.xml',
      '/feeds/tenders.hi.xml',
      '/feeds/rate-lists.xml',
      '/feeds/rate-lists.hi.xml',
    ]);
    expect(feedAt('/feeds/tenders.hi.xml')).toEqual({ name: 'tenders', language: 'hi' });
    expect(feedAt('/feeds/other.xml')).toBeUndefined();
  });

  it('is offered by the pages that show its list: the news on / and /latest-news, the tenders on /tenders', () => {
    const offering = (name: string) =>
      ROUTE_TABLE.filter((entry) => pageFeeds(entry, []).includes(name as never)).map((entry) => entry.path);
    expect(offering('news')).toEqual(['/', '/latest-news']);
    expect(offering('tenders')).toEqual(['/tenders']);
    const rates = { ...EMPTY_PAGE_DATA, tables: { 'rabi-crop-rates': { data: { kind: 'rateList' } } } };
    const plain = { ...EMPTY_PAGE_DATA, tables: { 'citizen-services': { data: { kind: 'table' } } } };
    expect(pageFeeds(routeEntry('/marketing/rabi-seeds'), [rates])).toEqual(['rate-lists']);
    expect(pageFeeds(routeEntry('/marketing/citizen-services'), [plain])).toEqual([]);
  });

  it('lists the news newest first, each item opening and carrying its document', () => {
    const older = notice('Older notice', '2025-04-01T10:00:00.000Z');
    const newer = notice(HOSTILE, '2025-04-02T10:00:00.000Z');
    const feed = readRss(newsFeed([older, newer], context('en')));
    expect(feed).toMatchObject({
      title: 'Latest News | State Seed Corporation',
      link: `${SITE}/latest-news`,
      language: 'en-IN',
    });
    expect(feed.items.map((item) => item.title)).toEqual([HOSTILE, 'Older notice']);
    expect(feed.items[0]).toEqual({
      title: HOSTILE,
      link: `${SITE}${newer.url}`,
      pubDate: 'Wed, 02 Apr 2025 10:00:00 GMT',
      guid: `urn:uuid:${newer.key}`,
      enclosure: { url: `${SITE}${newer.url}`, length: '2048', type: 'application/pdf' },
    });
  });

  it('keeps a feed to its newest items', () => {
    const many = Array.from({ length: FEED_ITEMS_MAX + 5 }, (_, index) =>
      notice(`Notice ${index}`, new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString()),
    );
    const items = readRss(newsFeed(many, context('en'))).items;
    expect(items).toHaveLength(FEED_ITEMS_MAX);
    expect(items[0].title).toBe(`Notice ${FEED_ITEMS_MAX + 4}`);
  });

  it('dates each tender by its publication and states its last date of submission, in Hindi in the Hindi feed', () => {
    const published = notice('Tender for gunny bags', '2025-05-01T04:30:00.000Z');
    const tender: TenderItem = { ...published, location: 'Tender', subDate: '2031-03-31' };
    const hindi = readRss(tendersFeed([tender], [published], context('hi')));
    expect(hindi.title).toBe('निविदाएँ | राज्य बीज निगम');
    expect(hindi.language).toBe('hi-IN');
    expect(hindi.items[0]).toMatchObject({
      title: 'Tender for gunny bags',
      description: 'जमा करने की अंतिम तिथि: 31 मार्च 2031',
      pubDate: 'Thu, 01 May 2025 04:30:00 GMT',
    });
    const english = readRss(tendersFeed([tender], [published], context('en')));
    expect(english.items[0].description).toBe('Last date of submission: 31 March 2031');
  });

  it('makes each published rate list, and each correction, an item opening the page that shows it', () => {
    const table: DataTable = {
      key: 'rabi-crop-rates',
      page: '/marketing/rabi-seeds',
      caption: { en: 'Sale rates', hi: 'बिक्री दरें' },
      kind: 'rateList',
      columns: [],
    };
    const lists = [
      { version: 4, publishedAt: '2025-10-02T00:00:00.000Z', season: 'Rabi 2025-26', effectiveFrom: '2025-10-01' },
      { version: 2, publishedAt: '2024-10-02T00:00:00.000Z', season: 'Rabi 2024-25', effectiveFrom: null },
    ];
    const english = readRss(rateListsFeed([{ table, lists }], context('en'))).items;
    expect(english.map((item) => [item.title, item.guid])).toEqual([
      ['Rabi Seeds: Sale rates (Rabi 2025-26)', 'rate-list:rabi-crop-rates:4'],
      ['Rabi Seeds: Sale rates (Rabi 2024-25)', 'rate-list:rabi-crop-rates:2'],
    ]);
    expect(english[0]).toMatchObject({
      link: `${SITE}/marketing/rabi-seeds`,
      description: 'Season: Rabi 2025-26 · Effective from: 1 October 2025',
    });
    const hindi = readRss(rateListsFeed([{ table, lists }], context('hi'))).items;
    expect(hindi[1]).toMatchObject({
      title: 'रबी बीज: बिक्री दरें (रबी 2024-25)',
      description: 'मौसम: रबी 2024-25 · से लागू: निगम द्वारा पुष्टि की जानी है',
    });
  });
});
