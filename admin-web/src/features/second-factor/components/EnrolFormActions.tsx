/** The foot of a form adding a second factor: its submit button, kept from a second press, and Cancel. */
export function EnrolFormActions({
  submitLabel,
  busy,
  cancelLabel,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  cancelLabel: string;
  onCancel: () => void;
}) {
  return (
    <div className="second-factor-actions">
      <button type="submit" disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className="secondary" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
