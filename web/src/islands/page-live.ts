import { PAGE_LIVE_MARK } from './page-live-mark';

let markLive: () => void = () => undefined;

/**
 * Resolves once the page's controls work: its islands are live, or the app has hydrated. What a visitor does not need
 * first (the visitor count) waits for it, so that a slow phone spends its first moments on the page itself.
 */
const pageLive = new Promise<void>((resolve) => {
  markLive = resolve;
});

/** Resolves once the page is live and the browser has nothing more pressing to do. */
export const pageLiveAndIdle: Promise<void> = pageLive.then(
  () =>
    new Promise<void>((resolve) =>
      'requestIdleCallback' in window ? requestIdleCallback(() => resolve()) : setTimeout(resolve, 0),
    ),
);

/** Marks a page whose controls work: styles (and checks) can tell it from the HTML as it arrived. */
export function markPageLive(): void {
  document.documentElement.classList.add('hydrated');
  performance.mark(PAGE_LIVE_MARK);
  markLive();
}
