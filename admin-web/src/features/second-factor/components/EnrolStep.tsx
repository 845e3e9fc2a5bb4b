import type { SecondFactorResult } from '@seedcorp/contracts';
import { useEffect, useRef, useState } from 'react';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { passkeysSupported } from '../passkey-ceremony';
import { PasskeyEnrolForm } from './PasskeyEnrolForm';
import { TotpEnrolForm } from './TotpEnrolForm';
import '../second-factor.css';

const TEXTS = SECOND_FACTOR_TEXTS.enrol;

/**
 * Setting up a second factor, an authenticator app or a passkey, from a sign-in that must have one (`token` is
 * its set-up step) or from the session of an admin who signed in with the SMS code alone (no `token`, and
 * `onCancel` leaves it for later). `reason` says why a sign-in must set one up (SMS alone refused, a recovery code
 * used). `onDone` gets the new session token and any recovery codes made.
 */
export function EnrolStep({
  token,
  reason,
  onDone,
  onCancel,
}: {
  token?: string;
  reason?: string;
  onDone: (result: SecondFactorResult) => void;
  onCancel?: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [choice, setChoice] = useState<'totp' | 'passkey'>();

  useEffect(() => {
    if (!choice) heading.current?.focus();
  }, [choice]);

  const back = () => setChoice(undefined);

  return (
    <section className="second-factor" aria-labelledby="enrol-heading">
      <h2 id="enrol-heading" ref={heading} tabIndex={-1}>
        {TEXTS.heading}
      </h2>
      {reason && <p className="enrol-reason">{reason}</p>}
      {choice === 'totp' && <TotpEnrolForm token={token} onAdded={onDone} onCancel={back} />}
      {choice === 'passkey' && <PasskeyEnrolForm token={token} onAdded={onDone} onCancel={back} />}
      {!choice && (
        <>
          <p>{TEXTS.intro}</p>
          <div className="second-factor-actions">
            <button type="button" onClick={() => setChoice('totp')}>
              {TEXTS.totpChoice}
            </button>
            {passkeysSupported() && (
              <button type="button" onClick={() => setChoice('passkey')}>
                {TEXTS.passkeyChoice}
              </button>
            )}
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
