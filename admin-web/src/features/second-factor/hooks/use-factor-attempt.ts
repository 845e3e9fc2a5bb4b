import { useState } from 'react';
import { toast } from 'react-toastify';
import { problemOf } from '../passkey-ceremony';

/**
 * One try at a second-factor step: busy while it runs; a refusal is told and frees the form for another try, a
 * success leaves it busy, as the step that follows replaces it. `afterRefusal` runs once the refusal is told,
 * before the form is free again.
 */
export function useFactorAttempt() {
  const [busy, setBusy] = useState(false);
  const attempt = async (work: () => Promise<void>, afterRefusal?: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(problemOf(error));
      await afterRefusal?.();
      setBusy(false);
    }
  };
  return { busy, attempt };
}
