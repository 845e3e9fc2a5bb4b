/**
 * How long the gateway may answer with its last good copy of a page or a public read while the renderer or the
 * owning service fails (after the copy's one second of freshness). Long enough to ride out a restart or a
 * database failover; short enough that nobody reads a week-old tender list as current.
 */
export const STALE_COPY_SECONDS = 600;

/** The Cache-Control the gateway caches public answers by: fresh for a second, then a stand-in while their maker fails. */
export const PUBLIC_ANSWER_CACHE_CONTROL = `max-age=1, stale-if-error=${STALE_COPY_SECONDS}`;
