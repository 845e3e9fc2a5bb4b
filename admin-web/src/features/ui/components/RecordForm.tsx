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
 * The form of a record's modal: its fields, then the submit action, unavailable while saving. The form's own
 * checks replace the browser's, so that the spec's messages are the ones shown.
 *
 * While saving, the button is marked `aria-disabled` rather than `disabled`: a disabled button loses the focus to
 * the page, and with it the dialog's keys (Escape to close, Tab kept inside).
 */
export function RecordForm({ onSubmit, busy, submitLabel, busyLabel = 'Saving…', children }: RecordFormProps) {
  const submit = (event: FormEvent) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };
  return (
    <form onSubmit={submit} noValidate className="modal-form" aria-busy={busy}>
      {children}
      <div className="form-actions">
        <button type="submit" className="primary" aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
