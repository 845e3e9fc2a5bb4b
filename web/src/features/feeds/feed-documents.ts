import type { PublicNotificationItem, TenderItem } from '@seedcorp/contracts';
import { termsText } from '@seedcorp/web-shared/content/cell-format';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import type { Language } from '../../i18n/language';
import { tableMetadata, type DataContext, type DataTable, type DataVersion } from '../open-data/open-data-files';
import { rssDocument, type RssItem } from './rss';
import { FEED_TITLE_KEYS, feedPath, type FeedName } from './site-feeds';

/** A feed holds the newest items only: a reader that follows it has seen the older ones. */
export const FEED_ITEMS_MAX = 50;

/** The feeds' own sentences, read by feed readers only (the site's pages never show them). */
const FEED_TEXTS = {
  en: {
    news: (name: string) => `Announcements of ${name}, each with its document.`,
    tenders: (name: string) => `Current tenders of ${name}, each with its last date of submission and document.`,
    'rate-lists': (name: string) =>
      `Seed sale rate lists of ${name} as they are published, corrections and earlier lists included.`,
    lastDate: 'Last date of submission',
  },
  hi: {
    news: (name: string) => `${name} की घोषणाएँ, हर एक अपने दस्तावेज़ के साथ।`,
    tenders: (name: string) => `${name} की वर्तमान निविदाएँ, हर एक जमा करने की अंतिम तिथि और दस्तावेज़ के साथ।`,
    'rate-lists': (name: string) => `${name} की बीज बिक्री दर सूचियाँ, जैसे ही प्रकाशित हों, सुधार और पिछली सूचियाँ सहित।`,
    lastDate: 'जमा करने की अंतिम तिथि',
  },
} satisfies Record<Language, unknown>;

/** The site a feed is made for, in the feed's language. */
export interface FeedContext {
  language: Language;
  siteUrl: string;
  /** The corporation's name in the feed's language. */
  siteName: string;
  /** The site's texts in the feed's language (page titles by path). */
  text: (key: string) => string;
  data: DataContext;
}

/** The page each feed follows: a rate list is on several, so its feed names the home page. */
const FEED_PAGES: Record<FeedName, string> = { news: '/latest-news', tenders: '/tenders', 'rate-lists': '/' };

const newestFirst = (items: RssItem[]) =>
  [...items].sort((a, b) => Date.parse(b.published) - Date.parse(a.published)).slice(0, FEED_ITEMS_MAX);

function feed(name: FeedName, items: RssItem[], context: FeedContext): string {
  return rssDocument(
    {
      title: `${context.text(FEED_TITLE_KEYS[name])} | ${context.siteName}`,
      link: `${context.siteUrl}${FEED_PAGES[name]}`,
      description: FEED_TEXTS[context.language][name](context.siteName),
      language: `${context.language}-IN`,
      self: `${context.siteUrl}${feedPath(name, context.language)}`,
    },
    newestFirst(items),
  );
}

/** A notice opens its document, which it also carries, so a reader can fetch the PDF with the item. */
function noticeItem(
  notice: Pick<PublicNotificationItem, 'key' | 'title' | 'url' | 'bytes'>,
  published: string,
  siteUrl: string,
) {
  const document = `${siteUrl}${notice.url}`;
  return {
    title: notice.title,
    link: document,
    published,
    guid: `urn:uuid:${notice.key}`,
    enclosure: { url: document, bytes: notice.bytes, type: 'application/pdf' },
  };
}

/** The latest news: the home page's notices, newest first. */
export const newsFeed = (notices: readonly PublicNotificationItem[], context: FeedContext): string =>
  feed(
    'news',
    notices.map((notice) => noticeItem(notice, notice.createdAt, context.siteUrl)),
    context,
  );

/**
 * The current tenders, newest first, each with its last date of submission. The tender list names that date; the
 * notices of the same section name when each was published.
 */
export function tendersFeed(
  tenders: readonly TenderItem[],
  published: readonly Pick<PublicNotificationItem, 'key' | 'createdAt'>[],
  context: FeedContext,
): string {
  const publishedAt = new Map(published.map((notice) => [notice.key, notice.createdAt]));
  const texts = FEED_TEXTS[context.language];
  return feed(
    'tenders',
    tenders.flatMap((tender) => {
      const date = publishedAt.get(tender.key);
      if (!date) return [];
      return [
        {
          ...noticeItem(tender, date, context.siteUrl),
          description: `${texts.lastDate}: ${formatDate(tender.subDate, { style: 'words', language: context.language })}`,
        },
      ];
    }),
    context,
  );
}

/** A rate table's current list and its earlier ones. */
export interface RateTableLists {
  table: DataTable;
  lists: readonly DataVersion[];
}

/**
 * Every list of every rate table, newest first: a new season's list, or a correction of one, is a new item (its
 * version is part of its guid), opening the page that shows it.
 */
export function rateListsFeed(tables: readonly RateTableLists[], context: FeedContext): string {
  const items = tables.flatMap(({ table, lists }) =>
    lists.map((list): RssItem => {
      const metadata = tableMetadata(table, list, context.data, true);
      return {
        title: context.language === 'hi' ? metadata.hindi.title : metadata.title,
        link: `${context.siteUrl}${table.page}`,
        description: termsText(list, context.language),
        published: list.publishedAt,
        guid: `rate-list:${table.key}:${list.version}`,
      };
    }),
  );
  return feed('rate-lists', items, context);
}
