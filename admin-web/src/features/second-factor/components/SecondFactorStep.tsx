import { otpProblem, SECOND_FACTOR_MESSAGES, type SecondFactorOptions } from '@seedcorp/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { messageOf } from '../../api/api-client';
import { secondFactorOptions, verifyRecoveryCode, verifyTotp } from '../api/second-factor-api';
import { TotpCodeField } from './TotpCodeField';

const TEXTS = SECOND_FACTOR_TEXTS.verify;

/**
 * The second step of a sign-in: a code from the authenticator app, or a recovery code, which leads on to setting
 * up a factor again. `onSession` gets the session token; `onEnrol` the token of the set-up step.
 */
export function SecondFactorStep({
  token,
  onSession,
  onEnrol,
  onRestart,
}: {
  token: string;
  onSession: (session: string) => void;
  onEnrol: (step: string) => void;
  onRestart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [options, setOptions] = useState<SecondFactorOptions>();
  const [code, setCode] = useState('');
  const [recovering, setRecovering] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    heading.current?.focus();
    secondFactorOptions(token)
      .then(setOptions)
      .catch((error: unknown) => toast.error(messageOf(error)));
  }, [token]);

  const attempt = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(messageOf(error));
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (recovering) {
      void attempt(async () => {
        const next = await verifyRecoveryCode(token, recoveryCode);
        toast.success(next.message);
        onEnrol(next.token);
      });
      return;
    }
    if (otpProblem(code)) {
      toast.error(SECOND_FACTOR_MESSAGES.totpFormat);
      return;
    }
    void attempt(async () => onSession(await verifyTotp(token, code)));
  };

  return (
    <section className="second-factor" aria-labelledby="second-step-heading">
      <h2 id="second-step-heading" ref={heading} tabIndex={-1}>
        {TEXTS.heading}
      </h2>
      <form onSubmit={submit} noValidate aria-busy={busy}>
        {recovering ? (
          <>
            <label htmlFor="recovery-code">{TEXTS.recoveryLabel}</label>
            <input
              id="recovery-code"
              type="text"
              autoComplete="off"
              spellCheck={false}
              aria-describedby="recovery-code-hint"
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.target.value)}
            />
            <p id="recovery-code-hint" className="field-hint">
              {TEXTS.recoveryHint}
            </p>
            <button type="submit" disabled={busy}>
              {TEXTS.recoverySubmit}
            </button>
            <button type="button" className="link" onClick={() => setRecovering(false)}>
              {TEXTS.back}
            </button>
          </>
        ) : (
          <>
            {(options?.totp ?? true) && (
              <>
                <TotpCodeField id="totp-code" label={TEXTS.codeLabel} value={code} onChange={setCode} />
                <button type="submit" disabled={busy}>
                  {TEXTS.submit}
                </button>
              </>
            )}
            {options && options.recoveryCodesLeft > 0 && (
              <button type="button" className="link" onClick={() => setRecovering(true)}>
                {TEXTS.recoveryLink}
              </button>
            )}
          </>
        )}
      </form>
      <button type="button" className="link" onClick={onRestart}>
        {TEXTS.startAgain}
      </button>
    </section>
  );
}
