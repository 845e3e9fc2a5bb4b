import { useCallback } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../../api/api-client';
import { confirmInToast } from '../components/confirm-toast';

/**
 * Deleting a record: a Yes/No toast first, then the call; a success toast and the first page
 * reloaded after it, or the server's message (else `failedMessage`) when it fails.
 */
export function useDeleteAction(
  remove: (key: string) => Promise<string>,
  reload: (page: number) => void,
  failedMessage: string,
): (key: string, what: string) => Promise<void> {
  return useCallback(
    async (key: string, what: string) => {
      if (!(await confirmInToast(`Delete ${what}?`))) return;
      try {
        toast.success(await remove(key));
        reload(0);
      } catch (error) {
        toast.error(messageOf(error, failedMessage));
      }
    },
    [remove, reload, failedMessage],
  );
}
