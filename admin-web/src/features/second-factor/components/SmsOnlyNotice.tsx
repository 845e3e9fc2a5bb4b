import { useEffect, useRef } from 'react';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { ActionButtons } from '../../ui/components/ActionButtons';
import '../second-factor.css';

const TEXTS = SECOND_FACTOR_TEXTS.smsOnly;

/**
 * Shown after a sign-in with the SMS code alone (OWASP ASVS 5.0 V6.6.1 asks for a notice of its risk): what the
 * risk is and how many such sign-ins are left, in English and Hindi, with the set-up one step away.
 */
export function SmsOnlyNotice({
  signInsLeft,
  onSetUp,
  onLater,
}: {
  signInsLeft: number | null;
  onSetUp: () => void;
  onLater: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const left = signInsLeft === null ? null : TEXTS.left(signInsLeft);
  return (
    <section className="second-factor sms-only-notice" aria-labelledby="sms-only-heading">
      <h2 id="sms-only-heading" ref={heading} tabIndex={-1}>
        {TEXTS.heading.en}
        <span lang="hi"> / {TEXTS.heading.hi}</span>
      </h2>
      <p>{TEXTS.risk.en}</p>
      <p lang="hi">{TEXTS.risk.hi}</p>
      {left && (
        <p className="notice-left">
          {left.en} <span lang="hi">{left.hi}</span>
        </p>
      )}
      <ActionButtons
        className="second-factor-actions"
        actions={[
          { label: TEXTS.setUp, onClick: onSetUp },
          { label: TEXTS.later, className: 'secondary', onClick: onLater },
        ]}
      />
    </section>
  );
}
