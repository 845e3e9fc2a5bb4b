import type { AdminSession } from '@seedcorp/contracts';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { SESSIONS_TEXTS } from '../../../content/sessions';
import { messageOf } from '../../api/api-client';
import { confirmInToast } from '../../ui/components/confirm-toast';
import { endSession, fetchSessions } from '../api/sessions-api';

/** The admin's sessions, fetched when the screen opens and again after each attempt to end one. */
export function useSessions() {
  const [sessions, setSessions] = useState<AdminSession[]>();
  const [failed, setFailed] = useState(false);
  const [fetches, setFetches] = useState(0);

  useEffect(() => {
    let live = true;
    fetchSessions()
      .then((received) => {
        if (live) setSessions(received);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(messageOf(error, SESSIONS_TEXTS.loadFailed));
      });
    return () => {
      live = false;
    };
  }, [fetches]);

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
      setFetches((count) => count + 1);
    }
  };

  return { sessions, failed, end };
}
