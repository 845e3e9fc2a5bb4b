import type { HydrationState } from 'react-router-dom';
import { anyReadFailed, type PageData } from './features/api/read-outcome';
import { setLanguageSwitcher, switchInPlace } from './features/language/language-switching';
import { HYDRATION_ATTRIBUTE, ROUTE_DATA_ID, type PageHydration } from './document-html';
import { languageOf } from './i18n/language';
import { pageInOtherLanguage, rememberLanguage, restoreLanguageCookie } from './i18n/remembered-language';
import { isFarmerPage } from './features/booking/booking-forms';
import { hydrateIslands, unmountIslands } from './islands/hydrate-islands';
import { markPageLive, pageLiveAndIdle } from './islands/page-live';
import { registerWorker } from './offline/register-worker';
import './styles.css';

/** The route loaders' data the page was rendered with (see `documentHtml`). */
function renderedRouteData(): HydrationState | undefined {
  const block = document.getElementById(ROUTE_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : undefined;
}

/** The page's own data: its route's, the only loader of the page. */
const pageDataOf = (routeData: HydrationState | undefined): PageData | undefined =>
  Object.values(routeData?.loaderData ?? {}).find((data): data is PageData => !!data);

const renderedPath = window.location.pathname;
const routeData = renderedRouteData();
const pageData = pageDataOf(routeData);

let app: Promise<void> | undefined;

/** Hands the page to the app (once): its islands stop just before the app takes their place. */
function startApp(): Promise<void> {
  app ??= import('./app-start').then((loaded) => loaded.startApp(routeData, renderedPath, unmountIslands));
  return app;
}

/**
 * A page that runs only its islands: a few kilobytes of script for a farmer's phone instead of the whole app. It
 * becomes the app only when it must change in place: to switch language, or when the page's own history moves to
 * another address (a link never does: it loads the next page; only a script of the page does).
 */
async function startIslands(): Promise<void> {
  setLanguageSwitcher(async (target) => {
    // A farmer's own page is made from their session, which only the server holds: it comes again in the language.
    if (isFarmerPage(renderedPath)) {
      rememberLanguage(target);
      window.location.reload();
      return;
    }
    setLanguageSwitcher(switchInPlace);
    await startApp();
    await switchInPlace(target);
  });
  window.addEventListener('popstate', () => {
    if (window.location.pathname !== renderedPath) void startApp();
  });
  registerWorker();
  restoreLanguageCookie();
  const language = languageOf(document.documentElement.lang);
  await hydrateIslands(language, pageData, 'first');
  markPageLive();
  await pageLiveAndIdle;
  await hydrateIslands(language, pageData, 'afterLive');
}

const hydration = document.documentElement.getAttribute(HYDRATION_ATTRIBUTE) as PageHydration | null;
// A farmer's own page never runs as the app: its reads need the session only the server holds.
if (isFarmerPage(renderedPath) || (hydration === 'islands' && !pageInOtherLanguage() && !anyReadFailed(pageData))) {
  void startIslands();
} else void startApp();
