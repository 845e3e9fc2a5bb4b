import { useEffect, useState } from 'react';
import { ApiRequestError, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-request-error';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import { usePageData } from '../content/page-data-context';
import type { PageRead } from './page-loader';
import type { PublicRead } from './page-read-types';
import { outcomeError, type ReadOutcome } from './read-outcome';

export interface ServerData<T> {
  data: T;
  loading: boolean;
}

/**
 * One read's data as the page's loader found it: rendered on the server with the page, taken over by the browser
 * without a second call, and read again by the loader on a client-side visit. A page whose HTML was made without its
 * data (prerendered at build time) reads it after it is shown. A failure leaves `empty` in place; `onError` decides
 * whether the visitor hears of it (else it is logged).
 */
export function useReadOutcome<Data>(
  outcome: ReadOutcome | undefined,
  read: PublicRead,
  empty: Data,
  onError: (error: ApiRequestError) => void = (error) => logFailure(error.message),
): ServerData<Data> {
  const [loaded, setLoaded] = useState<ServerData<Data> | undefined>(undefined);
  const readName = JSON.stringify(read);

  useEffect(() => {
    if (outcome && 'failed' in outcome) onError(outcomeError(outcome));
    if (outcome) return undefined;
    let current = true;
    // Only a page made without its data reads in the browser: the API client loads then, not with every island.
    void import('./public-reads').then(async ({ loadRead }) => {
      const fetched = await loadRead(read);
      if (!current) return;
      if ('data' in fetched) setLoaded({ data: fetched.data as Data, loading: false });
      else {
        setLoaded({ data: empty, loading: false });
        onError(fetched ? outcomeError(fetched) : new ApiRequestError(REQUEST_FAILED_MESSAGE));
      }
    });
    return () => {
      current = false;
    };
    // The outcome object is new on each navigation; the read is named by its value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, readName]);

  if (outcome) return { data: 'data' in outcome ? (outcome.data as Data) : empty, loading: false };
  return loaded ?? { data: empty, loading: true };
}

/** One of the page's own reads, handed down by the page (`usePageReads`). */
export function useRead<Data>(
  read: PageRead<Data>,
  empty: Data,
  onError?: (error: ApiRequestError) => void,
): ServerData<Data> {
  return useReadOutcome(usePageData()?.reads[read.name], read.read, empty, onError);
}
