import type { FormEvent, ReactNode } from 'react';

interface RecordFormProps {
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  submitLabel: string;
  /** The submit button's label while the save is under way. */
  busyLabel?: string;
  children: ReactNode;
}

/**
 * The form of a record's modal: its fields, then the submit action, disabled while saving. The form's own
 * checks replace the browser's, so that the spec's messages are the ones shown.
 */
export function RecordForm({ onSubmit, busy, submitLabel, busyLabel = 'Saving…', children }: RecordFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate className="modal-form">
      {children}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
