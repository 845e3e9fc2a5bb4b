import { useEffect, useRef, useState } from 'react';

/** While an editor holds unsaved changes, the browser asks before a reload or a closed tab drops them. */
export function useWarnBeforeLeaving(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * One change at a time: a second press while one is under way (or asking to confirm) does nothing and answers
 * `idle`; `busy` says whether one is under way.
 */
export function useOneChangeAtATime() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const exclusive = async <T>(idle: T, action: () => Promise<T>): Promise<T> => {
    if (running.current) return idle;
    running.current = true;
    setBusy(true);
    try {
      return await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, exclusive };
}
