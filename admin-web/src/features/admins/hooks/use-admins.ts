import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { ADMINS_TEXTS } from '../../../content/admins';
import { messageOf } from '../../api/api-client';
import { useFetched } from '../../ui/hooks/use-fetched';
import { fetchAdmins } from '../api/admins-api';

/** The admins, fetched when the screen opens and again after each change, whether it went through or not. */
export function useAdmins() {
  const { value: admins, failed, reload } = useFetched(fetchAdmins, ADMINS_TEXTS.loadFailed);

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
