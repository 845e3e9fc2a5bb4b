/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ADMIN_PAGES } from '../src/admin-path';
import { languageOf, type Language } from '../src/i18n/language';
import {
  ASSETS_PREFIX,
  isKeepablePage,
  isPublicPage,
  isSavePageMessage,
  NOT_PAGES,
} from '../src/offline/offline-reading';
import { narrowedAddress } from '../src/features/stock/district-query';
import { offlinePage, savedPageTitle, withSavedCopyNotice, type SavedPage } from '../src/offline/saved-copy';
import type { OfflineBuild } from '../src/offline/offline-build';

/**
 * The public site's service worker (Workbox): pages from the network first, each kept for reading offline; the
 * site's hashed files from the cache first. Offline, a saved page says when it was saved, and a page never saved
 * gives way to a page listing the saved ones. The admin app, the API and anything sent with a token or marked
 * `no-store` are never answered nor kept.
 */

declare const self: ServiceWorkerGlobalScope;
/** Written by the build (web/offline-reading-build.ts): the pages saved at installation and the files they need. */
declare const __OFFLINE_BUILD__: OfflineBuild;
const BUILD = __OFFLINE_BUILD__;

const PAGES_CACHE = 'seedcorp-pages';
const ASSETS_CACHE = 'seedcorp-assets';
/** After this long without an answer the saved copy is shown (the answer, when it comes, replaces the copy). */
const NETWORK_TIMEOUT_SECONDS = 3;
/** The most pages kept: the least recently saved go first. */
const MAX_SAVED_PAGES = 50;
/**
 * Files of earlier releases stay while saved pages may name them (a page saved before a release still shows with
 * its own styles); the least recently used go first.
 */
const MAX_ASSETS = 120;

const pathOnly = (url: string) => new URL(url).pathname;

/**
 * The address a page is saved under: its path, whatever query string decorates it; a page narrowed by district, its
 * path and district, each district's copy holding only that district's counters (and the data it hydrates from).
 */
function savedAddress(url: string): string {
  const { pathname, search } = new URL(url, self.location.origin);
  return BUILD.districtPages.includes(pathname) ? narrowedAddress(pathname, search) : pathname;
}

/** Each kept copy carries the moment it was saved (the device's clock, to the millisecond). */
const SAVED_AT_HEADER = 'X-Saved-At';

function stamped(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(Date.now()));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

const savedDate = (response: Response) => new Date(Number(response.headers.get(SAVED_AT_HEADER)));

async function savedAnswers(): Promise<{ path: string; response: Response }[]> {
  const cache = await caches.open(PAGES_CACHE);
  const requests = await cache.keys();
  const answers = await Promise.all(
    requests.map(async (request) => ({ path: savedAddress(request.url), response: await cache.match(request) })),
  );
  return answers.filter((answer): answer is { path: string; response: Response } => answer.response !== undefined);
}

/**
 * The visitor's language: the language of the page saved last (the site renderer makes each page in the language
 * of the visitor's cookie, and the page asks for itself to be saved again when the visitor switches).
 */
function latestLanguage(answers: readonly { response: Response }[]): Language {
  const latest = [...answers].sort((a, b) => savedDate(b.response).getTime() - savedDate(a.response).getTime())[0];
  return languageOf(latest?.response.headers.get('Content-Language') ?? undefined);
}

/** The site's security headers (its CSP first of all) as the gateway sent them with a saved page. */
const SECURITY_HEADERS = [
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
  'Permissions-Policy',
];

const savedPagesPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => savedAddress(request.url),
  cacheWillUpdate: async ({ response }) => (isKeepablePage(response) ? stamped(response) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const language = latestLanguage(await savedAnswers());
    const html = withSavedCopyNotice(await cachedResponse.text(), savedDate(cachedResponse), language);
    // The text is the page as decoded, with the notice in it: its length and coding are not the network's.
    const headers = new Headers(cachedResponse.headers);
    headers.delete('Content-Length');
    headers.delete('Content-Encoding');
    return new Response(html, { status: 200, headers });
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [savedPagesPlugin, new ExpirationPlugin({ maxEntries: MAX_SAVED_PAGES, purgeOnQuotaError: true })],
});

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_ASSETS, purgeOnQuotaError: true })],
});

const withoutToken = (request: Request) => !request.headers.has('Authorization');

registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && withoutToken(request) && isPublicPage(url.pathname),
  pages,
);
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && withoutToken(request) && url.pathname.startsWith(ASSETS_PREFIX),
  assets,
);

/** A navigation neither answered nor saved: the offline page, with the saved pages to choose from. */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const answers = await savedAnswers();
  const saved: SavedPage[] = await Promise.all(
    answers.map(async ({ path, response }) => ({
      path,
      title: savedPageTitle(await response.clone().text()),
      saved: savedDate(response),
    })),
  );
  const html = offlinePage({
    path: pathOnly(request.url),
    saved,
    language: latestLanguage(answers),
    stylesheet: BUILD.stylesheet,
  });
  const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  for (const name of SECURITY_HEADERS) {
    const value = answers[0]?.response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(html, { status: 503, headers });
});

/** Runs `strategy` for each path, as a visit would; one that fails is left for the next visit. */
function keep(event: ExtendableEvent, strategy: NetworkFirst | CacheFirst, paths: readonly string[]): Promise<unknown> {
  return Promise.allSettled(
    paths.map((path) => {
      const [, done] = strategy.handleAll({ event, request: new Request(path) });
      return done;
    }),
  );
}

/** Chromium's static routing: the browser sends these straight to the network without waking the worker. */
interface StaticRoutes {
  addRoutes?: (routes: { condition: { urlPattern: unknown }; source: 'network' }[]) => Promise<void>;
}
declare const URLPattern: new (init: { pathname: string }) => unknown;

self.addEventListener('install', (event) => {
  // A new release takes over at once: the next page is answered with its files (see `clientsClaim`).
  void self.skipWaiting();
  const routes = (event as ExtendableEvent & StaticRoutes).addRoutes;
  const networkOnly = [
    ...NOT_PAGES.map((prefix) => `${prefix}*`),
    ...ADMIN_PAGES.flatMap((path) => [path, `${path}/*`]),
  ];
  event.waitUntil(
    Promise.all([
      routes
        ? routes
            .call(
              event,
              networkOnly.map((pathname) => ({
                condition: { urlPattern: new URLPattern({ pathname }) },
                source: 'network',
              })),
            )
            .catch(() => undefined)
        : undefined,
      keep(event, assets, BUILD.assets),
      // The pages farmers come back to, and the page (or pages) open while the worker was being installed.
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.filter((client) => isPublicPage(pathOnly(client.url))).map(({ url }) => savedAddress(url));
        return keep(event, pages, [...new Set([...BUILD.pages, ...open])]);
      }),
    ]),
  );
});

clientsClaim();

self.addEventListener('message', (event) => {
  if (!isSavePageMessage(event.data)) return;
  const url = new URL(event.data.path, self.location.origin);
  if (url.origin === self.location.origin && isPublicPage(url.pathname))
    event.waitUntil(keep(event, pages, [savedAddress(url.href)]));
});
