import { otpProblem, SECOND_FACTOR_MESSAGES, type SecondFactorResult, type TotpEnrolment } from '@seedcorp/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { messageOf } from '../../api/api-client';
import { confirmTotp, startTotp } from '../api/second-factor-api';
import { TotpCodeField } from './TotpCodeField';

const TEXTS = SECOND_FACTOR_TEXTS.enrol;

/**
 * Setting up a second factor, from a sign-in that must have one or from a signed-in admin's session (`token`
 * is then the session's). `onDone` gets the new session token and any recovery codes made.
 */
export function EnrolStep({
  token,
  onDone,
  onCancel,
}: {
  token: string;
  onDone: (result: SecondFactorResult) => void;
  onCancel?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => heading.current?.focus(), [enrolment]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (otpProblem(code)) {
      toast.error(SECOND_FACTOR_MESSAGES.totpFormat);
      return;
    }
    void run(async () => {
      const { message, ...result } = await confirmTotp(token, code);
      toast.success(message);
      onDone(result);
    });
  };

  return (
    <section className="second-factor" aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" ref={heading} tabIndex={-1}>
        {TEXTS.heading}
      </h2>
      {enrolment ? (
        <form onSubmit={confirm} noValidate aria-busy={busy}>
          <p>{TEXTS.scan}</p>
          <img className="totp-qr" src={enrolment.qrCode} alt={TEXTS.qrAlt} width={200} height={200} />
          <p>
            {TEXTS.keyLabel}: <code className="totp-key">{enrolment.key}</code>
          </p>
          <TotpCodeField id="totp-confirm" label={TEXTS.confirmLabel} value={code} onChange={setCode} />
          <button type="submit" disabled={busy}>
            {TEXTS.confirm}
          </button>
          <button type="button" className="link" onClick={() => setEnrolment(undefined)}>
            {TEXTS.cancel}
          </button>
        </form>
      ) : (
        <>
          <p>{TEXTS.intro}</p>
          <div className="second-factor-actions">
            <button
              type="button"
              disabled={busy}
              onClick={() => void run(async () => setEnrolment(await startTotp(token)))}
            >
              {TEXTS.totpChoice}
            </button>
            {onCancel && (
              <button type="button" className="secondary" onClick={onCancel}>
                {SECOND_FACTOR_TEXTS.smsOnly.later}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
