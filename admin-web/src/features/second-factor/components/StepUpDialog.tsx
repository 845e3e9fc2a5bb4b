import { API, otpProblem, SECOND_FACTOR_MESSAGES } from '@seedcorp/contracts';
import { callApi } from '@seedcorp/web-shared/api/api-client';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { Modal } from '../../ui/components/Modal';
import { messageOf } from '../../api/api-client';
import { listenForStepUp } from '../step-up';
import { TotpCodeField } from './TotpCodeField';

const TEXTS = SECOND_FACTOR_TEXTS.stepUp;

/** Asks for the authenticator code when a call needs a recent second factor; answers whether it was proven. */
export function StepUpDialog() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const settle = useRef<(proven: boolean) => void>(undefined);

  useEffect(
    () =>
      listenForStepUp(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setCode('');
            setOpen(true);
          }),
      ),
    [],
  );

  const close = (proven: boolean) => {
    setOpen(false);
    settle.current?.(proven);
    settle.current = undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (otpProblem(code)) {
      toast.error(SECOND_FACTOR_MESSAGES.totpFormat);
      return;
    }
    setBusy(true);
    try {
      await callApi(API.secondFactor.stepUp, { code }, { token: sessionToken.get() });
      close(true);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  if (!open) return null;
  return (
    <Modal title={TEXTS.title} onClose={() => close(false)}>
      <form className="step-up" onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <p>{SECOND_FACTOR_MESSAGES.stepUpDue}</p>
        <TotpCodeField id="step-up-code" label={SECOND_FACTOR_TEXTS.verify.codeLabel} value={code} onChange={setCode} />
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy}>
            {SECOND_FACTOR_TEXTS.verify.submit}
          </button>
          <button type="button" onClick={() => close(false)}>
            {TEXTS.cancel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
