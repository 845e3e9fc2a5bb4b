import { createPath, type createBrowserRouter } from 'react-router-dom';
import { WORKER_PATH, type SavePageMessage } from './offline-reading';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/** Asks the service worker, when one looks after this page, to save the page at `path` as the visitor now has it. */
export function savePageForOffline(path: string): void {
  const message: SavePageMessage = { type: 'save-page', path };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/**
 * Registers the service worker once the page has loaded, so that it never competes with the page itself, and tells
 * it of each page the visitor opens inside the app (those arrive as data, not as pages the worker sees). Offline,
 * a link is followed as a page load, which the worker answers with its saved copy or its offline page, where the
 * app's own reads would fail.
 */
export function startOfflineReading(router: AppRouter): void {
  if (!('serviceWorker' in navigator)) return;
  // The site works the same without the worker (a private window may refuse it).
  const register = () => void navigator.serviceWorker.register(WORKER_PATH).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
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
