import { WORKER_PATH, type SavePageMessage } from './offline-reading';

/** Asks the service worker, when one looks after this page, to save the page at `path` as the visitor now has it. */
export function savePageForOffline(path: string): void {
  const message: SavePageMessage = { type: 'save-page', path };
  navigator.serviceWorker?.controller?.postMessage(message);
}

/**
 * Registers the service worker once the page has loaded, so that it never competes with the page itself. Pages
 * loaded from the server the worker sees and saves by itself; offline, a link is followed as a page load, which the
 * worker answers with its saved copy or its offline page.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // The site works the same without the worker (a private window may refuse it).
  const register = () => void navigator.serviceWorker.register(WORKER_PATH).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
