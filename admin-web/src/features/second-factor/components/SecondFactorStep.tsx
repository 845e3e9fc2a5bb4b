import type { SecondFactorOptions } from '@seedcorp/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { secondFactorOptions, verifyPasskey, verifyRecoveryCode, verifyTotp } from '../api/second-factor-api';
import { useFactorAttempt } from '../hooks/use-factor-attempt';
import { answerWithPasskey, passkeysSupported, problemOf } from '../passkey-ceremony';
import { codeRefused } from '../totp-code';
import { HintedTextField } from './HintedTextField';
import { TotpCodeField } from './TotpCodeField';
import '../second-factor.css';

const TEXTS = SECOND_FACTOR_TEXTS.verify;

/**
 * The second step of a sign-in: a code from the authenticator app or a passkey, whichever the admin has, or a
 * recovery code, which leads on to setting up a factor again. `onSession` gets the session token.
 */
export function SecondFactorStep({
  token,
  onSession,
  onEnrol,
  onRestart,
}: {
  token: string;
  onSession: (session: string) => void;
  /** The set-up step's token, and the server's message that leads there. */
  onEnrol: (step: string, reason: string) => void;
  onRestart: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [options, setOptions] = useState<SecondFactorOptions>();
  const [failed, setFailed] = useState(false);
  const [code, setCode] = useState('');
  const [recovering, setRecovering] = useState(false);
  const [recoveryCode, setRecoveryCode] = useState('');
  const { busy, attempt } = useFactorAttempt();
  const recoveryField = useRef<HTMLInputElement>(null);
  const switched = useRef(false);

  useEffect(() => {
    heading.current?.focus();
    let live = true;
    secondFactorOptions(token)
      .then((offered) => {
        if (live) setOptions(offered);
      })
      .catch((error: unknown) => {
        if (!live) return;
        setFailed(true);
        toast.error(problemOf(error));
      });
    return () => {
      live = false;
    };
  }, [token]);

  // The button that switched between the recovery code and the other ways is gone: focus goes on with the form.
  useEffect(() => {
    if (recovering) recoveryField.current?.focus();
    else if (switched.current) heading.current?.focus();
    switched.current = true;
  }, [recovering]);

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (codeRefused(code)) return;
    void attempt(async () => onSession(await verifyTotp(token, code)));
  };

  const submitRecoveryCode = (event: FormEvent) => {
    event.preventDefault();
    void attempt(async () => {
      const next = await verifyRecoveryCode(token, recoveryCode);
      toast.success(next.message);
      onEnrol(next.token, next.message);
    });
  };

  const signInWithPasskey = async () => {
    const request = options?.passkeyRequest;
    if (!request) return;
    await attempt(
      async () => onSession(await verifyPasskey(token, await answerWithPasskey(request))),
      // The challenge of these options may be spent: the next try asks with new ones.
      () =>
        secondFactorOptions(token)
          .then(setOptions)
          .catch(() => undefined),
    );
  };

  const factorChoices = (offered: SecondFactorOptions) => (
    <>
      {offered.totp && (
        <form onSubmit={submitCode} noValidate aria-busy={busy}>
          <TotpCodeField id="totp-code" label={TEXTS.codeLabel} value={code} onChange={setCode} />
          <button type="submit" disabled={busy}>
            {TEXTS.submit}
          </button>
        </form>
      )}
      {offered.passkeys > 0 &&
        (passkeysSupported() ? (
          <button
            type="button"
            className={offered.totp ? 'secondary' : undefined}
            disabled={busy || !offered.passkeyRequest}
            onClick={() => void signInWithPasskey()}
          >
            {TEXTS.passkey}
          </button>
        ) : (
          <p>{SECOND_FACTOR_TEXTS.passkey.unsupported}</p>
        ))}
      {offered.recoveryCodesLeft > 0 && (
        <button type="button" className="link" onClick={() => setRecovering(true)}>
          {TEXTS.recoveryLink}
        </button>
      )}
    </>
  );

  const recoveryForm = (
    <form onSubmit={submitRecoveryCode} noValidate aria-busy={busy}>
      <HintedTextField
        id="recovery-code"
        ref={recoveryField}
        label={TEXTS.recoveryLabel}
        hint={TEXTS.recoveryHint}
        spellCheck={false}
        value={recoveryCode}
        onChange={(event) => setRecoveryCode(event.target.value)}
      />
      <button type="submit" disabled={busy}>
        {TEXTS.recoverySubmit}
      </button>
      <button type="button" className="link" onClick={() => setRecovering(false)}>
        {TEXTS.back}
      </button>
    </form>
  );

  return (
    <section className="second-factor" aria-labelledby="second-step-heading">
      <h2 id="second-step-heading" ref={heading} tabIndex={-1}>
        {TEXTS.heading}
      </h2>
      {options
        ? recovering
          ? recoveryForm
          : factorChoices(options)
        : !failed && (
            <p role="status" aria-busy="true">
              {TEXTS.loading}
            </p>
          )}
      <button type="button" className="link" onClick={onRestart}>
        {TEXTS.startAgain}
      </button>
    </section>
  );
}
