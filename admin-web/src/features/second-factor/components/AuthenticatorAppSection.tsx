import { SIGN_IN_SECURITY_TEXTS as TEXTS } from '../../../content/sign-in-security';
import type { FactorSectionProps } from './factor-section-props';
import { TotpEnrolForm } from './TotpEnrolForm';
import '../second-factor.css';

/** The signed-in admin's authenticator app: whether one is set up, and setting one up or removing it. */
export function AuthenticatorAppSection({ factors, changes, target }: FactorSectionProps) {
  const { adding, busy } = changes;
  return (
    <section aria-labelledby="app-heading">
      <h2 id="app-heading" ref={target('app')} tabIndex={-1}>
        {TEXTS.app.heading}
      </h2>
      {adding === 'totp' ? (
        <TotpEnrolForm
          onAdded={(result) => changes.added(result, 'app')}
          onCancel={() => changes.cancelAdding('appAction')}
          cancelLabel={TEXTS.cancel}
        />
      ) : (
        <>
          <p>{factors.totp ? TEXTS.app.on : TEXTS.app.off}</p>
          <div className="second-factor-actions">
            <button
              type="button"
              ref={target('appAction')}
              className={factors.totp ? 'danger' : undefined}
              disabled={busy || adding !== undefined}
              onClick={() => (factors.totp ? void changes.removeApp() : changes.startAdding('totp'))}
            >
              {factors.totp ? TEXTS.app.remove : TEXTS.app.setUp}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
