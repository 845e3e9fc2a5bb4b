import type { AdminFactors } from '@seedcorp/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { SIGN_IN_SECURITY_TEXTS } from '../../../content/sign-in-security';
import { messageOf } from '../../api/api-client';
import { adminFactors } from '../api/second-factor-api';

/** The signed-in admin's factors, fetched when the screen opens and again after each change. */
export function useAdminFactors() {
  const [factors, setFactors] = useState<AdminFactors>();
  const [failed, setFailed] = useState(false);
  const [fetches, setFetches] = useState(0);

  useEffect(() => {
    let live = true;
    adminFactors()
      .then((found) => {
        if (!live) return;
        setFactors(found);
        setFailed(false);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(messageOf(error, SIGN_IN_SECURITY_TEXTS.loadFailed));
      });
    return () => {
      live = false;
    };
  }, [fetches]);

  const reload = useCallback(() => setFetches((count) => count + 1), []);
  return { factors, failed, reload };
}
