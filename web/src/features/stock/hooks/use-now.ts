import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

/** The visitor's clock, ticking each minute while a page shows how old its figures are. */
const listeners = new Set<() => void>();
let ticking: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  ticking ??= setInterval(() => listeners.forEach((tick) => tick()), MINUTE_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(ticking);
    ticking = undefined;
  };
}

/** To the minute, so that reading it twice within one gives the same moment. */
const thisMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * The moment "updated 2 hours ago" counts from: when the stock was read, on the server and while the page hydrates
 * (so both say the same), then the visitor's own clock, so a page kept open or saved for reading offline says how old
 * its figures are now.
 */
export const useNow = (readAt: string): number => useSyncExternalStore(subscribe, thisMinute, () => Date.parse(readAt));
