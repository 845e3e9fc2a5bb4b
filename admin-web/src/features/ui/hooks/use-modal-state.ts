import { useCallback, useState } from 'react';

export type ModalState<T> = { kind: 'create' } | { kind: 'edit' | 'view'; item: T } | undefined;

/** Which modal of a list screen is open, and the reload-on-page-one that follows a save. */
export function useModalState<T>(load: (page: number) => void) {
  const [modal, setModal] = useState<ModalState<T>>();
  const close = useCallback(() => setModal(undefined), []);
  const onSaved = useCallback(() => {
    setModal(undefined);
    load(0);
  }, [load]);
  return { modal, setModal, close, onSaved };
}
