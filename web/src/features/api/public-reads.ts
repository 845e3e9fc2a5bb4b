import { ApiRequestError, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';
import type { PublicRead } from './page-read-types';
import { publicApi, type PublicApi } from './public-api';
import type { ReadOutcome } from './read-outcome';

export type { PublicRead } from './page-read-types';

let readsApi: PublicApi | undefined = publicApi;

/**
 * Where the route loaders read: the gateway in the browser, each owning service's internal address in the site
 * renderer, nowhere while pages are prerendered at build time (they then hold their loading state).
 */
export function setReadsApi(api: PublicApi | undefined): void {
  readsApi = api;
}

/** Whether reads can be made here (not while pages are prerendered at build time). */
export const canRead = (): boolean => readsApi !== undefined;

function call(api: PublicApi, read: PublicRead): Promise<unknown> {
  const calls = api as unknown as Record<PublicRead['name'], (argument?: unknown) => Promise<unknown>>;
  return calls[read.name](read.argument);
}

/** Makes one read; a failure is kept as its failure, so the page shows its empty state. */
export async function loadRead(read: PublicRead): Promise<ReadOutcome> {
  const api = readsApi;
  if (!api) return { failed: { message: REQUEST_FAILED_MESSAGE } };
  try {
    return { data: await call(api, read) };
  } catch (error) {
    const failure = error instanceof ApiRequestError ? error : new ApiRequestError(REQUEST_FAILED_MESSAGE);
    return { failed: { message: failure.message, httpStatus: failure.httpStatus } };
  }
}

/** Makes reads at once, each under its name. */
export async function loadNamedReads(
  reads: Readonly<Record<string, PublicRead>>,
): Promise<Record<string, ReadOutcome>> {
  const entries = await Promise.all(
    Object.entries(reads).map(async ([name, read]) => [name, await loadRead(read)] as const),
  );
  return Object.fromEntries(entries);
}
