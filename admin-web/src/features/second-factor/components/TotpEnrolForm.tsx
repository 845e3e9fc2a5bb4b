import type { TotpEnrolment } from '@seedcorp/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { confirmTotp, startTotp } from '../api/second-factor-api';
import { useFactorAttempt } from '../hooks/use-factor-attempt';
import { problemOf } from '../passkey-ceremony';
import { codeRefused } from '../totp-code';
import type { EnrolFormProps } from './enrol-form-props';
import { EnrolFormActions } from './EnrolFormActions';
import { TotpCodeField } from './TotpCodeField';
import '../second-factor.css';

const TEXTS = SECOND_FACTOR_TEXTS.enrol;

/**
 * Adds an authenticator app: a new key, shown as a QR code and as text, confirmed with a code the app shows.
 * `token` is a sign-in's set-up step; without it the signed-in admin adds the app.
 */
export function TotpEnrolForm({ token, onAdded, onCancel, cancelLabel = TEXTS.cancel }: EnrolFormProps) {
  const intro = useRef<HTMLParagraphElement>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [code, setCode] = useState('');
  const { busy, attempt } = useFactorAttempt();
  const cancel = useRef(onCancel);
  useEffect(() => {
    cancel.current = onCancel;
  }, [onCancel]);

  useEffect(() => {
    // Each start replaces the key kept aside: only the latest one's answer is shown.
    let live = true;
    startTotp(token)
      .then((started) => {
        if (live) setEnrolment(started);
      })
      .catch((error: unknown) => {
        if (!live) return;
        toast.error(problemOf(error));
        cancel.current();
      });
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (enrolment) intro.current?.focus();
  }, [enrolment]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (codeRefused(code)) return;
    await attempt(async () => {
      const added = await confirmTotp(code, token);
      toast.success(added.message);
      onAdded(added);
    });
  };

  if (!enrolment) {
    return (
      <p role="status" aria-busy="true">
        {TEXTS.starting}
      </p>
    );
  }
  return (
    <form className="factor-form" onSubmit={(event) => void confirm(event)} noValidate aria-busy={busy}>
      <p ref={intro} tabIndex={-1}>
        {TEXTS.scan}
      </p>
      <img className="totp-qr" src={enrolment.qrCode} alt={TEXTS.qrAlt} width={200} height={200} />
      <p>
        {TEXTS.keyLabel}: <code className="totp-key">{enrolment.key}</code>
      </p>
      <TotpCodeField id="totp-confirm" label={TEXTS.confirmLabel} value={code} onChange={setCode} />
      <EnrolFormActions submitLabel={TEXTS.confirm} busy={busy} cancelLabel={cancelLabel} onCancel={onCancel} />
    </form>
  );
}
