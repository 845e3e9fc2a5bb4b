import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from './app-routes';
import { createPublicApi, type PublicApi } from './features/api/public-api';
import { setReadsApi } from './features/api/public-reads';
import { anyReadFailed, readAnything, type PageData } from './features/api/read-outcome';
import { languageTranslation } from './i18n/languages';
import { TranslationProvider } from './i18n/translation';
import type { Language } from './i18n/language';
import { pageTitle, siteName } from './layout/use-document-meta';
import { loadedSiteSettings } from './features/content/use-site-settings';
import { publishedTitle, publishedTitles } from './features/content/page-titles';
import { NOT_FOUND_PAGE, routeEntry } from './routes';
import { FEED_LANGUAGES, FEED_TITLE_KEYS, feedPath, pageFeeds } from './features/feeds/site-feeds';
import type { RenderedPage } from './document-html';

export { ROUTE_TABLE, SECTION_REDIRECTS } from './routes';
export { documentHtml, ROUTE_DATA_ID, type RenderedPage } from './document-html';
export { pageTitle } from './layout/use-document-meta';
export { crawlerFile } from './features/crawlers/crawler-files';
export { pageAddress } from './features/stock/page-address';
export { createPublicApi, setReadsApi, type PublicApi };
export { languageOf, LANGUAGE_COOKIE, type Language } from './i18n/language';

/** Imported directly, so that no page suspends while rendering. */
const PAGE_MODULES = import.meta.glob<{ default: ComponentType }>('./pages/**/*Page.tsx', { eager: true });

function page(name: string): ComponentType {
  const module = PAGE_MODULES[`./pages/${name}.tsx`];
  if (!module) throw new Error(`No page module ${name}`);
  return module.default;
}

const handler = createStaticHandler(appRoutes(page));

const NOT_FOUND_DESCRIPTION = 'The page you asked for does not exist.';

/** One path rendered with the data its page shows (none while prerendering at build time). */
export async function renderPage(address: string, language: Language = 'en'): Promise<RenderedPage> {
  const { pathname: path } = new URL(address, 'http://localhost');
  const context = await handler.query(new Request(`http://localhost${address}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} while rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const texts = languageTranslation(language);
  // Nothing suspends (page modules are imported directly and the route's loader has read its lists), so the string
  // renderer gives what a streaming prerender would, in half the time: the stream's encoding of every piece to bytes
  // and back was half the render of a district's 160 stock lines. No boundary is split off, so no inline script (the
  // CSP forbids them) reveals one.
  const body = renderToString(
    <StrictMode>
      <TranslationProvider value={texts}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </TranslationProvider>
    </StrictMode>,
  );
  const entry = routeEntry(path);
  const pageData = Object.values(context.loaderData) as (PageData | undefined)[];
  const notFound = !entry && context.matches.some((match) => match.route.path === '*');
  const failed = pageData.some(anyReadFailed);
  // Prerendered at build time a page holds no data; the browser reads it, which only the app does.
  const withoutData = !!entry && !pageData.some(readAnything);
  return {
    status: notFound ? 404 : failed ? 503 : 200,
    hydration: failed || withoutData ? 'page' : 'islands',
    title: pageTitle(
      entry
        ? (publishedTitle(publishedTitles(pageData.find(Boolean)), entry.path, language) ?? texts.t(entry.path))
        : texts.t('notFoundTitle'),
      path,
      siteName(loadedSiteSettings(pageData), language),
    ),
    description: entry?.description ?? NOT_FOUND_DESCRIPTION,
    language,
    body,
    loaderData: context.loaderData,
    readsLists: pageData.some(readAnything),
    // The page's own language first: a feed reader takes the first feed a page names.
    feeds: pageFeeds(entry, pageData).flatMap((name) =>
      [language, ...FEED_LANGUAGES.filter((other) => other !== language)].map((feedLanguage) => ({
        href: feedPath(name, feedLanguage),
        language: feedLanguage,
        title: texts.t(feedLanguage === 'hi' ? 'feedInHindi' : 'feedInEnglish', {
          title: texts.t(FEED_TITLE_KEYS[name]),
        }),
      })),
    ),
  };
}

/** The prerendered 404 page is the not-found page module at a path no route has. */
export const NOT_FOUND_PROBE = `/__not-found__/${NOT_FOUND_PAGE.module}`;
