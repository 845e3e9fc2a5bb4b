import type { AdminAccount } from '@seedcorp/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { ADMINS_TEXTS } from '../../../content/admins';
import { messageOf } from '../../api/api-client';
import { fetchAdmins } from '../api/admins-api';

/** The admins, fetched when the screen opens and again after each change, whether it went through or not. */
export function useAdmins() {
  const [admins, setAdmins] = useState<AdminAccount[]>();
  const [failed, setFailed] = useState(false);
  const [fetches, setFetches] = useState(0);

  useEffect(() => {
    let live = true;
    fetchAdmins()
      .then((received) => {
        if (!live) return;
        setAdmins(received);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(messageOf(error, ADMINS_TEXTS.loadFailed));
      });
    return () => {
      live = false;
    };
  }, [fetches]);

  const reload = useCallback(() => setFetches((count) => count + 1), []);

  /** Sends a change: the server's message as a toast, then the list as it now stands. Answers whether it went through. */
  const change = useCallback(
    async (send: () => Promise<string>, failedMessage: string): Promise<boolean> => {
      try {
        toast.success(await send());
        return true;
      } catch (error) {
        toast.error(messageOf(error, failedMessage));
        return false;
      } finally {
        reload();
      }
    },
    [reload],
  );

  return { admins, failed, reload, change };
}
