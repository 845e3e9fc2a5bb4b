/**
 * RSS 2.0 (https://www.rssboard.org/rss-specification), the feed format every feed reader follows. A feed is a
 * dozen fixed elements; the one delicate part, escaping what administrators type, is `xmlText`.
 */

export interface RssChannel {
  title: string;
  /** The page the feed follows, as an absolute address. */
  link: string;
  description: string;
  /** 'en-IN' or 'hi-IN'. */
  language: string;
  /** The feed's own absolute address. */
  self: string;
}

export interface RssItem {
  title: string;
  /** Absolute address the item opens. */
  link: string;
  description?: string;
  /** When it was published, as an ISO date and time. */
  published: string;
  /** Unique within the feed and never changed, so a reader shows an item once; not an address. */
  guid: string;
  /** The document the item carries: a notice's PDF. */
  enclosure?: { url: string; bytes: number; type: string };
}

/**
 * Characters XML 1.0 cannot carry at all, not even escaped: control characters other than tab, line feed and
 * carriage return, unpaired surrogates, U+FFFE and U+FFFF. Each is shown as the replacement character.
 */
const NOT_IN_XML =
  // Matching control characters is this pattern's purpose.
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as XML character data or an attribute value: whatever it holds (`<script>`, `]]>`, `&amp;`) reads back as written. */
export const xmlText = (text: string): string =>
  text
    .replace(NOT_IN_XML, '\uFFFD')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** RFC 822 dates, as RSS asks: 'Fri, 11 Apr 2025 00:00:00 GMT'. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function itemXml(item: RssItem): string[] {
  return [
    '<item>',
    ...[
      element('title', item.title),
      element('link', item.link),
      ...(item.description ? [element('description', item.description)] : []),
      element('pubDate', rfc822(item.published)),
      `<guid isPermaLink="false">${xmlText(item.guid)}</guid>`,
      ...(item.enclosure
        ? [
            `<enclosure url="${xmlText(item.enclosure.url)}" length="${item.enclosure.bytes}" type="${xmlText(item.enclosure.type)}"/>`,
          ]
        : []),
    ].map((line) => `  ${line}`),
    '</item>',
  ];
}

/** The whole feed, its items in the order given; it was last built when its newest item was published. */
export function rssDocument(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = items.map((item) => item.published).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const channelLines = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${xmlText(channel.self)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    ...items.flatMap(itemXml),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    ...channelLines.map((line) => `  ${line}`),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
