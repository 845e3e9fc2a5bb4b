import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { ActionButtons } from '../../ui/components/ActionButtons';
import '../second-factor.css';

const TEXTS = SECOND_FACTOR_TEXTS.recoveryCodes;

/** New recovery codes, shown this once; the admin goes on only after saying they kept them. */
export function RecoveryCodesShown({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast.success(TEXTS.copied);
  };
  return (
    <section className="second-factor" aria-labelledby="recovery-codes-heading">
      <h2 id="recovery-codes-heading" ref={heading} tabIndex={-1}>
        {TEXTS.heading}
      </h2>
      <p>{TEXTS.intro}</p>
      <ol className="recovery-codes" aria-label={TEXTS.listLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <ActionButtons
        className="second-factor-actions"
        actions={[
          { label: TEXTS.copy, className: 'secondary', onClick: () => void copy() },
          { label: TEXTS.print, className: 'secondary', onClick: () => window.print() },
        ]}
      />
      <label className="check">
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        {TEXTS.saved}
      </label>
      <button type="button" disabled={!saved} onClick={onContinue}>
        {TEXTS.continue}
      </button>
    </section>
  );
}
