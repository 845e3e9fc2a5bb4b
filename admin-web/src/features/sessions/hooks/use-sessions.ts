import type { AdminSession } from '@seedcorp/contracts';
import { toast } from 'react-toastify';
import { SESSIONS_TEXTS } from '../../../content/sessions';
import { messageOf } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import { useFetched } from '../../ui/hooks/use-fetched';
import { endSession, fetchSessions } from '../api/sessions-api';

/** The admin's sessions, fetched when the screen opens and again after each attempt to end one. */
export function useSessions() {
  const { value: sessions, failed, reload } = useFetched(fetchSessions, SESSIONS_TEXTS.loadFailed);

  /** Asks first; answers whether the session was ended. */
  const end = async (session: AdminSession): Promise<boolean> => {
    if (!(await confirmInToast(SESSIONS_TEXTS.confirmEnd(session)))) return false;
    try {
      toast.success(await endSession(session.id));
      return true;
    } catch (error) {
      toast.error(messageOf(error));
      return false;
    } finally {
      // Ended here or elsewhere already, the list shows what is live now.
      reload();
    }
  };

  return { sessions, failed, end };
}
