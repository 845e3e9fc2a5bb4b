import { useEffect, useState } from 'react';
import { ApiRequestError, logFailure, REQUEST_FAILED_MESSAGE } from '@seedcorp/web-shared/api/api-client';

export interface ServerData<T> {
  data: T;
  loading: boolean;
}

/**
 * Loads server data after the page is shown: the prerendered HTML holds the loading state.
 * A failure leaves `empty` in place; `onError` decides whether the visitor hears of it (else it is logged).
 */
export function useServerData<T>(
  load: () => Promise<T>,
  empty: T,
  deps: readonly unknown[],
  onError: (error: ApiRequestError) => void = (error) => logFailure(error.message),
): ServerData<T> {
  const [state, setState] = useState<ServerData<T>>({ data: empty, loading: true });
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => {
        if (!current) return;
        setState({ data: empty, loading: false });
        onError(error instanceof ApiRequestError ? error : new ApiRequestError(REQUEST_FAILED_MESSAGE));
      },
    );
    return () => {
      current = false;
    };
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
