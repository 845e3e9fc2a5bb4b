/**
 * How long the gateway may answer with its last good copy of a page or a public read while the renderer or the
 * owning service fails (after the copy's freshness ends). Long enough to ride out a restart or a database
 * failover; short enough that nobody reads a week-old tender list as current.
 */
export const STALE_COPY_SECONDS = 600;

/** The Cache-Control the gateway caches public answers by: fresh for a second, then a stand-in while their maker fails. */
export const PUBLIC_ANSWER_CACHE_CONTROL = `max-age=1, stale-if-error=${STALE_COPY_SECONDS}`;

/**
 * nginx counts a copy's freshness in whole seconds, so a copy "fresh for a second" can be nearly two seconds old
 * when it is last served. `X-Accel-Expires: @<this second>` makes the gateway's copy fresh only until the end of
 * the second it was made in: an administrator's change reaches every reader within a second (plus the time to
 * make the answer), well inside the 2-s promise, and a page or read still costs its maker one answer a second.
 * nginx keeps the `stale-if-error` of a Cache-Control sent before this header and drops it when sent after: the
 * headers go in the order of this list.
 */
export function publicAnswerHeaders(now = Date.now()): [name: string, value: string][] {
  return [
    ['Cache-Control', PUBLIC_ANSWER_CACHE_CONTROL],
    ['X-Accel-Expires', `@${Math.floor(now / 1000)}`],
  ];
}
