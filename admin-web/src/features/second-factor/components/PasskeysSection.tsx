import { SECOND_FACTOR_TEXTS } from '../../../content/second-factor';
import { SIGN_IN_SECURITY_TEXTS as TEXTS } from '../../../content/sign-in-security';
import { passkeysSupported } from '../passkey-ceremony';
import type { FactorSectionProps } from './factor-section-props';
import { PasskeyEnrolForm } from './PasskeyEnrolForm';
import { PasskeyList } from './PasskeyList';
import '../second-factor.css';

/** The signed-in admin's passkeys, and adding one where the browser can make passkeys. */
export function PasskeysSection({ factors, changes, target }: FactorSectionProps) {
  const { adding, busy } = changes;
  return (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" ref={target('passkeys')} tabIndex={-1}>
        {TEXTS.passkeys.heading}
      </h2>
      <PasskeyList passkeys={factors.passkeys} busy={busy} onRemove={(passkey) => void changes.removeOne(passkey)} />
      {adding === 'passkey' ? (
        <PasskeyEnrolForm
          onAdded={(result) => changes.added(result, 'passkeys')}
          onCancel={() => changes.cancelAdding('addPasskey')}
          cancelLabel={TEXTS.cancel}
        />
      ) : passkeysSupported() ? (
        <div className="second-factor-actions">
          <button
            type="button"
            ref={target('addPasskey')}
            disabled={busy || adding !== undefined}
            onClick={() => changes.startAdding('passkey')}
          >
            {TEXTS.passkeys.add}
          </button>
        </div>
      ) : (
        <p>{SECOND_FACTOR_TEXTS.passkey.unsupported}</p>
      )}
    </section>
  );
}
