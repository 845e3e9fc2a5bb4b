import { ApiRequestError, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';
import { publicApi, type PublicApi } from './public-api';
import { readKey, type PageData, type ReadOutcome } from './read-outcome';

export { anyReadFailed, readKey, type PageData, type ReadOutcome } from './read-outcome';

/** The public reads a page may make: every call of the site's API but counting a visit, which writes. */
type ReadName = Exclude<keyof PublicApi, 'countVisit'>;

export type PublicRead = {
  [Name in ReadName]: Parameters<PublicApi[Name]> extends [infer Argument]
    ? { name: Name; argument: Argument }
    : { name: Name; argument?: undefined };
}[ReadName];

export type ReadData<Read extends PublicRead> = Awaited<ReturnType<PublicApi[Read['name']]>>;

let readsApi: PublicApi | undefined = publicApi;

/**
 * Where the route loaders read: the gateway in the browser, each owning service's internal address in the site
 * renderer, nowhere while pages are prerendered at build time (they then hold their loading state).
 */
export function setReadsApi(api: PublicApi | undefined): void {
  readsApi = api;
}

function call(api: PublicApi, read: PublicRead): Promise<unknown> {
  const calls = api as unknown as Record<ReadName, (argument?: unknown) => Promise<unknown>>;
  return calls[read.name](read.argument);
}

/** Reads them all at once; a failed read is kept as its failure, so the page shows its empty state. */
export async function loadReads(reads: readonly PublicRead[]): Promise<PageData> {
  const api = readsApi;
  if (!api) return {};
  const outcomes = await Promise.all(
    reads.map(async (read): Promise<[string, ReadOutcome]> => {
      try {
        return [readKey(read), { data: await call(api, read) }];
      } catch (error) {
        const failure = error instanceof ApiRequestError ? error : new ApiRequestError(REQUEST_FAILED_MESSAGE);
        return [readKey(read), { failed: { message: failure.message, httpStatus: failure.httpStatus } }];
      }
    }),
  );
  return Object.fromEntries(outcomes);
}
