import { replaceWithText } from '@seedcorp/contracts';
import type { Language } from './i18n/language';
import { manifestPath } from './offline/web-app-manifest';

/** The id of the JSON block that carries the route loaders' data to the browser, which hydrates from it. */
export const ROUTE_DATA_ID = 'route-data';

/** On `<html>`: how the page comes alive in the browser (`PageHydration`). */
export const HYDRATION_ATTRIBUTE = 'data-hydrate';

/**
 * `islands`: each interactive part by itself, the rest stays the HTML; `page`: the whole page as one app (a page
 * made without its data, or whose read failed, which the browser then reads).
 */
export type PageHydration = 'islands' | 'page';
export interface RenderedPage {
  /** 200; 404 for an unknown path; 503 when a list the page shows could not be read. */
  status: number;
  title: string;
  description: string;
  language: Language;
  hydration: PageHydration;
  /** The page inside `#root`. */
  body: string;
  /** The route loaders' data, for the browser to hydrate from. */
  loaderData: Record<string, unknown>;
  /** Whether the page shows lists administrators change (so a copy of it is dropped at each change). */
  readsLists: boolean;
  /** The feeds following the lists the page shows, for feed readers to find in its head. */
  feeds: FeedLink[];
}

interface FeedLink {
  href: string;
  /** The feed's language. */
  language: Language;
  /** Its name, in the page's language. */
  title: string;
}

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside HTML: nothing in it may close the block or be read as markup. */
const jsonInHtml = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The whole document of a rendered page, from the built index.html: its language (and the web app manifest in that
 * language), title, description, canonical address, the feeds following its lists, the page, and (for a page
 * rendered with its data) the JSON block the browser hydrates from. The CSP runs no inline script; a JSON block is
 * data, not script.
 */
export function documentHtml(template: string, rendered: RenderedPage, canonicalUrl: string | undefined): string {
  const data = rendered.status === 404 ? undefined : rendered.loaderData;
  const dataBlock = data
    ? `<script type="application/json" id="${ROUTE_DATA_ID}">${jsonInHtml({ loaderData: data })}</script>`
    : '';
  const canonical = canonicalUrl ? `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />\n  ` : '';
  // No `hreflang` on a feed's link: search engines read `rel="alternate"` with a language as the page's own version in
  // that language (it must then be a page, at an absolute address); the feed's title names its language.
  const feeds = rendered.feeds
    .map(
      (feed) =>
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />\n  `,
    )
    .join('');
  const slots: [slot: string | RegExp, text: string][] = [
    [/<html lang="[^"]*"/, `<html lang="${rendered.language}" ${HYDRATION_ATTRIBUTE}="${rendered.hydration}"`],
    [/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${manifestPath(rendered.language)}"`],
    [/<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`],
    [
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(rendered.description)}"`,
    ],
    ['</head>', `${canonical}${feeds}</head>`],
    ['<div id="root"></div>', `<div id="root">${rendered.body}</div>${dataBlock}`],
  ];
  return slots.reduce((html, [slot, text]) => replaceWithText(html, slot, text), template);
}
