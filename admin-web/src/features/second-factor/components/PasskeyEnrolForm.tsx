import { PASSKEY_NAME_MAX, SECOND_FACTOR_MESSAGES } from '@seedcorp/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { finishPasskey, startPasskey } from '../api/second-factor-api';
import { useFactorAttempt } from '../hooks/use-factor-attempt';
import { createPasskey } from '../passkey-ceremony';
import type { EnrolFormProps } from './enrol-form-props';
import { EnrolFormActions } from './EnrolFormActions';
import { HintedTextField } from './HintedTextField';
import '../second-factor.css';

const TEXTS = SECOND_FACTOR_TEXTS.enrol;

/**
 * Adds a passkey under the name the admin gives it: the browser creates it (the device asks for its screen lock)
 * and the server keeps it. `token` is a sign-in's set-up step; without it the signed-in admin adds the passkey.
 */
export function PasskeyEnrolForm({ token, onAdded, onCancel, cancelLabel = TEXTS.cancel }: EnrolFormProps) {
  const field = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const { busy, attempt } = useFactorAttempt();
  useEffect(() => field.current?.focus(), []);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // Checked before the device makes a passkey the server would then refuse to keep.
    if (trimmed.length === 0 || trimmed.length > PASSKEY_NAME_MAX) {
      toast.error(SECOND_FACTOR_MESSAGES.passkeyName);
      field.current?.focus();
      return;
    }
    await attempt(async () => {
      const answer = await createPasskey(await startPasskey(token));
      const added = await finishPasskey(trimmed, answer, token);
      toast.success(added.message);
      onAdded(added);
    });
  };

  return (
    <form className="factor-form" onSubmit={(event) => void create(event)} noValidate aria-busy={busy}>
      <HintedTextField
        id="passkey-name"
        ref={field}
        label={TEXTS.passkeyNameLabel}
        hint={TEXTS.passkeyNameHint}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <EnrolFormActions submitLabel={TEXTS.passkeySubmit} busy={busy} cancelLabel={cancelLabel} onCancel={onCancel} />
    </form>
  );
}
