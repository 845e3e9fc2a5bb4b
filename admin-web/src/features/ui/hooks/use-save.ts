import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf, type UploadProgress } from '../../api/api-client';

/** Sends a form once it passes its checks: the server's message as a success toast, then `onSaved`. */
export function useSave(onSaved: () => void) {
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | undefined>();

  const save = useCallback(
    async (problem: string | undefined, send: (onProgress: UploadProgress) => Promise<string>, failed: string) => {
      if (problem) {
        toast.error(problem);
        return;
      }
      setBusy(true);
      setProgress(undefined);
      try {
        toast.success(await send(setProgress));
        onSaved();
      } catch (error) {
        toast.error(messageOf(error, failed));
        setProgress(undefined);
      } finally {
        setBusy(false);
      }
    },
    [onSaved],
  );

  return { busy, progress, save };
}
