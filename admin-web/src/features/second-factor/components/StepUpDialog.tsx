import { SECOND_FACTOR_MESSAGES, type AdminFactors } from '@seedcorp/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { Modal } from '../../ui/components/Modal';
import { adminFactors, stepUpPasskeyOptions, stepUpWithPasskey, stepUpWithTotp } from '../api/second-factor-api';
import { answerWithPasskey, passkeysSupported, problemOf } from '../passkey-ceremony';
import { listenForStepUp } from '../step-up';
import { codeRefused } from '../totp-code';
import { TotpCodeField } from './TotpCodeField';
import './step-up-dialog.css';

const TEXTS = SECOND_FACTOR_TEXTS.stepUp;

/**
 * Asks for the second factor again when a call needs a recent one: a code from the authenticator app or a
 * passkey, whichever the admin has. Answers whether it was proven.
 */
export function StepUpDialog() {
  const [open, setOpen] = useState(false);
  const [factors, setFactors] = useState<AdminFactors>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const settle = useRef<(proven: boolean) => void>(undefined);
  const codeField = useRef<HTMLInputElement>(null);
  const passkeyButton = useRef<HTMLButtonElement>(null);

  useEffect(
    () =>
      listenForStepUp(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setCode('');
            setFactors(undefined);
            setOpen(true);
          }),
      ),
    [],
  );

  useEffect(() => {
    if (!open) return undefined;
    let live = true;
    adminFactors()
      .then((found) => {
        if (live) setFactors(found);
      })
      .catch((error: unknown) => {
        if (live) toast.error(problemOf(error));
      });
    return () => {
      live = false;
    };
  }, [open]);

  // The dialog opened on its Cancel button while the admin's factors loaded: focus goes on to the first way.
  useEffect(() => {
    if (factors) (codeField.current ?? passkeyButton.current)?.focus();
  }, [factors]);

  const close = (proven: boolean) => {
    setOpen(false);
    settle.current?.(proven);
    settle.current = undefined;
  };

  const prove = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      close(true);
    } catch (error) {
      toast.error(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (codeRefused(code)) return;
    void prove(() => stepUpWithTotp(code));
  };

  const provePasskey = () =>
    void prove(async () => stepUpWithPasskey(await answerWithPasskey(await stepUpPasskeyOptions())));

  if (!open) return null;
  return (
    <Modal title={TEXTS.title} onClose={() => close(false)}>
      <div className="step-up" aria-busy={busy || !factors}>
        <p>{SECOND_FACTOR_MESSAGES.stepUpDue}</p>
        {!factors && <p role="status">{SECOND_FACTOR_TEXTS.verify.loading}</p>}
        {factors?.totp && (
          <form onSubmit={submitCode} noValidate>
            <TotpCodeField
              ref={codeField}
              id="step-up-code"
              label={SECOND_FACTOR_TEXTS.verify.codeLabel}
              value={code}
              onChange={setCode}
            />
            <div className="form-actions">
              <button type="submit" className="primary" disabled={busy}>
                {SECOND_FACTOR_TEXTS.verify.submit}
              </button>
            </div>
          </form>
        )}
        {factors && factors.passkeys.length > 0 && !passkeysSupported() && (
          <p>{SECOND_FACTOR_TEXTS.passkey.unsupported}</p>
        )}
        <div className="form-actions">
          {factors && factors.passkeys.length > 0 && passkeysSupported() && (
            <button
              ref={passkeyButton}
              type="button"
              className={factors.totp ? undefined : 'primary'}
              disabled={busy}
              onClick={provePasskey}
            >
              {SECOND_FACTOR_TEXTS.verify.passkey}
            </button>
          )}
          <button type="button" onClick={() => close(false)}>
            {TEXTS.cancel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
