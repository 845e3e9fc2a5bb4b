import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, RouterProvider, type HydrationState } from 'react-router-dom';
import { setErrorToast, setSessionExpiredText } from '@seedcorp/web-shared/api/api-client';
import { toast } from './features/toasts/toasts';
import { languageOf, t, textsOf } from './i18n/i18n';
import { LiveTranslation, setTranslation } from './i18n/translation';
import { createRouter, loadPageModule } from './router';
import { registerWorker, savePageForOffline } from './offline/register-worker';
import { HYDRATION_ATTRIBUTE, type PageHydration } from './document-html';

type AppRouter = ReturnType<typeof createRouter>;

/**
 * Tells the service worker of each page the visitor opens inside the app (those arrive as data, not as pages the
 * worker sees). Offline, a link is followed as a page load, where the app's own reads would fail.
 */
function followClientNavigation(router: AppRouter): void {
  if (!('serviceWorker' in navigator)) return;
  let shown = router.state.location.pathname;
  router.subscribe(({ navigation, location }) => {
    if (navigation.state === 'loading' && !navigator.onLine && navigator.serviceWorker.controller) {
      window.location.assign(createPath(navigation.location));
      return;
    }
    if (navigation.state === 'idle' && location.pathname !== shown) {
      shown = location.pathname;
      savePageForOffline(shown);
    }
  });
}

/**
 * The whole page as one app, with the router: for a page made without its data or whose read failed, and a page
 * that must change in place (another language, or an address set by the page's own history).
 * `routeData` is what the page at `renderedPath` was rendered with; `beforeMount` runs just before the app takes the
 * page over.
 */
export async function startApp(
  routeData: HydrationState | undefined,
  renderedPath: string,
  beforeMount: () => void = () => undefined,
): Promise<void> {
  setSessionExpiredText(() => t('sessionExpired'));
  setErrorToast(toast.error);
  const container = document.getElementById('root') as HTMLElement;
  // In the language the page was rendered in; the visitor's remembered choice follows (Layout).
  const language = languageOf(document.documentElement.lang);
  const [texts] = await Promise.all([textsOf(language), loadPageModule(window.location.pathname)]);
  setTranslation(texts);
  const samePage = window.location.pathname === renderedPath;
  const router = createRouter(samePage ? routeData : undefined);
  registerWorker();
  followClientNavigation(router);
  const app = (
    <StrictMode>
      <LiveTranslation>
        <RouterProvider router={router} />
      </LiveTranslation>
    </StrictMode>
  );
  beforeMount();
  if (samePage && container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // From here on the page is the app, whichever way it arrived.
  document.documentElement.setAttribute(HYDRATION_ATTRIBUTE, 'page' satisfies PageHydration);
}
