import type { ComponentType } from 'react';
import type { ModalState } from '../hooks/use-modal-state';
import { Modal } from './Modal';

interface RecordFormModalProps<T> {
  modal: ModalState<T>;
  close: () => void;
  onSaved: () => void;
  createTitle: string;
  /** None where records are only created. */
  editTitle?: string;
  Form: ComponentType<{ editing?: T; onSaved: () => void }>;
}

/** The create or edit form of a list screen's record, in its modal while one is open. */
export function RecordFormModal<T>({ modal, close, onSaved, createTitle, editTitle, Form }: RecordFormModalProps<T>) {
  if (modal?.kind === 'create') {
    return (
      <Modal title={createTitle} onClose={close}>
        <Form onSaved={onSaved} />
      </Modal>
    );
  }
  if (modal?.kind === 'edit' && editTitle) {
    return (
      <Modal title={editTitle} onClose={close}>
        <Form editing={modal.item} onSaved={onSaved} />
      </Modal>
    );
  }
  return null;
}
