import type { AdminAccount } from '@seedcorp/contracts';
import { ADMINS_TEXTS } from '../../../content/admins';
import { Modal } from '../../ui/components/Modal';

const TEXTS = ADMINS_TEXTS.reset;

interface ResetSecondFactorDialogProps {
  admin: AdminAccount;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Says what a reset does before it is done: it cannot be undone, and it signs the admin out everywhere. */
export function ResetSecondFactorDialog({ admin, onConfirm, onCancel }: ResetSecondFactorDialogProps) {
  return (
    <Modal title={TEXTS.title} onClose={onCancel}>
      <div className="reset-second-factor">
        <p>
          <strong>{TEXTS.question(admin)}</strong>
        </p>
        <p>{TEXTS.when}</p>
        <ul>
          {TEXTS.effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
        <div className="form-actions">
          <button type="button" onClick={onCancel}>
            {TEXTS.cancel}
          </button>
          <button type="button" className="primary danger" onClick={onConfirm}>
            {TEXTS.confirm}
          </button>
        </div>
      </div>
    </Modal>
  );
}
