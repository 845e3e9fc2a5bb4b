import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One item of a feed, as a feed reader takes it. */
interface RssFeedItem {
  title: string;
  link: string;
  description?: string;
  pubDate: string;
  guid: string;
  enclosure?: { url: string; length: string; type: string };
}

export interface RssFeed {
  title: string;
  link: string;
  description: string;
  language: string;
  items: RssFeedItem[];
}

/** RFC 822 as RSS asks, with a four-digit year: 'Fri, 11 Apr 2025 00:00:00 GMT'. */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'item',
});

type Element = Record<string, unknown>;

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Element)['#text'] === 'string') {
    return (value as Element)['#text'] as string;
  }
  throw new Error(`not text: ${JSON.stringify(value)}`);
};

/**
 * Reads an RSS 2.0 document with a maintained XML parser, as a feed reader does, and fails on anything a reader
 * would refuse: XML that is not well formed, a root other than `<rss version="2.0">`, a channel without its title,
 * link and description, an item without a title, link, guid or an RFC 822 publication date.
 */
export function readRss(xml: string): RssFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  const document = parser.parse(xml) as Element;
  const rss = document.rss as Element | undefined;
  if (!rss || rss['@version'] !== '2.0') throw new Error('not an RSS 2.0 document');
  const channel = rss.channel as Element | undefined;
  if (!channel) throw new Error('RSS without a channel');
  const items = ((channel.item as Element[] | undefined) ?? []).map((item): RssFeedItem => {
    const pubDate = text(item.pubDate);
    if (!RFC_822.test(pubDate)) throw new Error(`pubDate not in RFC 822: ${pubDate}`);
    const enclosure = item.enclosure as Element | undefined;
    return {
      title: text(item.title),
      link: text(item.link),
      ...(item.description === undefined ? {} : { description: text(item.description) }),
      pubDate,
      guid: text(item.guid),
      ...(enclosure
        ? {
            enclosure: {
              url: String(enclosure['@url']),
              length: String(enclosure['@length']),
              type: String(enclosure['@type']),
            },
          }
        : {}),
    };
  });
  return {
    title: text(channel.title),
    link: text(channel.link),
    description: text(channel.description),
    language: text(channel.language),
    items,
  };
}
