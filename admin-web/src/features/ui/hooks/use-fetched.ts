import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../../api/api-client';

/**
 * What `load` answers, fetched when the screen opens, again when `load` changes and at each `reload`; a failure is
 * told with `failedText` (or the service's own message) and kept in `failed` until a fetch succeeds.
 * `load` must be the same function from one render to the next while what it fetches stays the same.
 */
export function useFetched<T>(load: () => Promise<T>, failedText: string) {
  const [value, setValue] = useState<T>();
  const [failed, setFailed] = useState(false);
  const [fetches, setFetches] = useState(0);

  useEffect(() => {
    let live = true;
    load()
      .then((received) => {
        if (!live) return;
        setValue(received);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(messageOf(error, failedText));
      });
    return () => {
      live = false;
    };
  }, [load, failedText, fetches]);

  const reload = useCallback(() => setFetches((count) => count + 1), []);
  return { value, failed, reload };
}
