import { createContext, useContext, useEffect, useState } from 'react';
import { ApiRequestError, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-request-error';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import { usePageData } from '../content/page-data-context';
import type { PublicRead, ReadData } from './public-reads';
import { outcomeError, readKey } from './read-outcome';

export interface ServerData<T> {
  data: T;
  loading: boolean;
}

/** The site renderer collects the reads a page asked for that its route loader did not make (a mistake in page-reads). */
export const UnloadedReads = createContext<Set<string> | undefined>(undefined);

/**
 * One of the page's public lists, from its route loader's data: rendered on the server with the page, taken over
 * by the browser without a second call, and loaded again by the loader on client-side navigation. A page whose
 * HTML was made without the data (prerendered at build time) loads it after it is shown. A failure leaves
 * `empty` in place; `onError` decides whether the visitor hears of it (else it is logged).
 */
export function usePublicRead<Read extends PublicRead>(
  read: Read,
  empty: ReadData<Read>,
  onError: (error: ApiRequestError) => void = (error) => logFailure(error.message),
): ServerData<ReadData<Read>> {
  const key = readKey(read);
  const outcome = usePageData()?.[key];
  const unloaded = useContext(UnloadedReads);
  if (!outcome) unloaded?.add(key);
  const [loaded, setLoaded] = useState<ServerData<ReadData<Read>> | undefined>(undefined);

  useEffect(() => {
    if (outcome && 'failed' in outcome) onError(outcomeError(outcome));
    if (outcome) return undefined;
    let current = true;
    // Only a page made without its data reads in the browser: the API client loads then, not with every island.
    void import('./public-reads').then(async ({ loadReads }) => {
      const data = await loadReads([read]);
      if (!current) return;
      const fetched = data[key];
      if (fetched && 'data' in fetched) setLoaded({ data: fetched.data as ReadData<Read>, loading: false });
      else {
        setLoaded({ data: empty, loading: false });
        onError(fetched ? outcomeError(fetched) : new ApiRequestError(REQUEST_FAILED_MESSAGE));
      }
    });
    return () => {
      current = false;
    };
    // The outcome object is new on each navigation; the key names the read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome, key]);

  if (outcome) return { data: 'data' in outcome ? (outcome.data as ReadData<Read>) : empty, loading: false };
  return loaded ?? { data: empty, loading: true };
}
