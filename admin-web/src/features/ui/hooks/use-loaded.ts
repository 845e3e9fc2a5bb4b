import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../api/api-client';

interface Settled<T> {
  load: () => Promise<T>;
  attempt: number;
  value?: T;
  /** The service's words, or '' when the call failed without any. */
  failure?: string;
}

/**
 * What `load` answers, read again when `load` changes (another counter, season or crop) and at each `retry`; none
 * while `load` is undefined (nothing asked for yet). Unlike `useFetched`, which toasts a failure, the failure is kept
 * for the screen to show beside its retry, in its own language; a value read for another `load` is never shown.
 * `update` changes the value in place (a line just saved), so that a slow connection is not asked for the whole
 * list again. `load` must be the same function from one render to the next while what it reads stays the same.
 */
export function useLoaded<T>(load: (() => Promise<T>) | undefined) {
  const [settled, setSettled] = useState<Settled<T>>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!load) return undefined;
    let live = true;
    load().then(
      (value) => {
        if (live) setSettled({ load, attempt, value });
      },
      (error: unknown) => {
        if (!live) return;
        setSettled((previous) => ({
          load,
          attempt,
          value: previous?.load === load ? previous.value : undefined,
          failure: messageOf(error, ''),
        }));
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const current = load && settled?.load === load ? settled : undefined;
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const update = useCallback(
    (change: (value: T) => T) =>
      setSettled((previous) =>
        previous?.value === undefined ? previous : { ...previous, value: change(previous.value) },
      ),
    [],
  );
  return {
    value: current?.value,
    failure: current?.failure,
    loading: load !== undefined && current?.attempt !== attempt,
    retry,
    update,
  };
}
