import { ApiRequestError } from '@seedcorp/web-shared/api/api-request-error';
import type { PublicRead } from './public-reads';

/** What a page's loader found for each of its reads: the data, or why there is none. */
export type ReadOutcome = { data: unknown } | { failed: { message: string; httpStatus?: number } };
export type PageData = Record<string, ReadOutcome>;

/**
 * Whether any read of the page failed: the renderer then answers 503, so the gateway may serve its last good copy,
 * and the browser runs the page as the app, which reads it again. Apart from the reads themselves, so that a page
 * running only its islands can tell without the site's API client.
 */
export const anyReadFailed = (data: PageData | undefined): boolean =>
  Object.values(data ?? {}).some((outcome) => 'failed' in outcome);

/**
 * An argument as a key: a plain value as it is; a request's fields by name, in their names' order, those left out or
 * empty omitted, so that `{season}` and `{season, district: undefined}` ask (and are kept as) the same thing.
 */
function argumentKey(argument: unknown): string {
  if (typeof argument !== 'object' || argument === null) return String(argument);
  return Object.entries(argument)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join('&');
}

/** A read's name in a page's data: the call and its argument (a stock read of one district is another read). */
export const readKey = (read: PublicRead): string =>
  read.argument === undefined ? read.name : `${read.name}:${argumentKey(read.argument)}`;

export const outcomeError = (outcome: Extract<ReadOutcome, { failed: unknown }>): ApiRequestError =>
  new ApiRequestError(outcome.failed.message, outcome.failed.httpStatus);
