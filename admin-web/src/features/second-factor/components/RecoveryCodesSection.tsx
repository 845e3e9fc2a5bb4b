import { SIGN_IN_SECURITY_TEXTS as TEXTS } from '../../../content/sign-in-security';
import { hasSecondFactor } from '../hooks/use-admin-factors';
import type { FactorSectionProps } from './factor-section-props';
import '../second-factor.css';

/** How many recovery codes the signed-in admin has left, and making new ones; none before a first factor. */
export function RecoveryCodesSection({ factors, changes, target }: FactorSectionProps) {
  return (
    <section aria-labelledby="recovery-heading">
      <h2 id="recovery-heading" ref={target('recovery')} tabIndex={-1}>
        {TEXTS.recovery.heading}
      </h2>
      {hasSecondFactor(factors) ? (
        <>
          <p>{TEXTS.recovery.left(factors.recoveryCodesLeft)}</p>
          <div className="second-factor-actions">
            <button
              type="button"
              disabled={changes.busy || changes.adding !== undefined}
              onClick={() => void changes.renewCodes()}
            >
              {TEXTS.recovery.renew}
            </button>
          </div>
        </>
      ) : (
        <p>{TEXTS.recovery.withFirstFactor}</p>
      )}
    </section>
  );
}
