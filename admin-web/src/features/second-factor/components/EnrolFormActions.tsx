import { ActionButtons } from '../../ui/components/ActionButtons';
import '../second-factor.css';

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
    <ActionButtons
      className="second-factor-actions"
      actions={[
        { label: submitLabel, submit: true, disabled: busy },
        { label: cancelLabel, className: 'secondary', onClick: onCancel },
      ]}
    />
  );
}
