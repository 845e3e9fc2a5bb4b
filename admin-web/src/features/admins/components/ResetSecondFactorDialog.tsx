import type { AdminAccount } from '@seedcorp/contracts';
import { ADMINS_TEXTS } from '../../../content/admins';
import { ActionButtons } from '../../ui/components/ActionButtons';
import { Modal } from '../../ui/components/Modal';
import './reset-second-factor-dialog.css';

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
        <ActionButtons
          className="form-actions"
          actions={[
            { label: TEXTS.cancel, onClick: onCancel },
            { label: TEXTS.confirm, className: 'primary danger', onClick: onConfirm },
          ]}
        />
      </div>
    </Modal>
  );
}
