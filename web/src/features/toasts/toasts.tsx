import { useEffect, useState } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify';
import { defineIsland } from '../../islands/island';

type Toastify = typeof import('react-toastify');

const TOAST_CLOSE_MS = 3000;

/**
 * react-toastify is loaded with the first message shown: most visits show none, and it would be a tenth of the
 * script a farmer's phone downloads on a first visit. A message shown before its container is up waits in
 * react-toastify's own queue.
 */
let loading: Promise<Toastify> | undefined;
let loaded: Toastify | undefined;
const containerWaiting = new Set<(toastify: Toastify) => void>();

function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then((toastify) => {
    loaded = toastify;
    for (const show of containerWaiting) show(toastify);
    containerWaiting.clear();
    return toastify;
  });
  return loading;
}

export const toast = {
  error: (content: ToastContent, options?: ToastOptions) =>
    void loadToastify().then((toastify) => toastify.toast.error(content, options)),
  success: (content: ToastContent, options?: ToastOptions) =>
    void loadToastify().then((toastify) => toastify.toast.success(content, options)),
};

/** Where the messages show, once the first one is asked for. */
function Toasts() {
  const [toastify, setToastify] = useState<Toastify | undefined>(loaded);
  useEffect(() => {
    if (toastify) return undefined;
    containerWaiting.add(setToastify);
    return () => {
      containerWaiting.delete(setToastify);
    };
  }, [toastify]);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-center" autoClose={TOAST_CLOSE_MS} />;
}

export const ToastsIsland = defineIsland('toasts', Toasts, []);
