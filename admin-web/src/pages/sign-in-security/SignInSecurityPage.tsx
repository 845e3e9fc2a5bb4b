import { SIGN_IN_SECURITY_TEXTS as TEXTS } from '../../content/sign-in-security';
import { AuthenticatorAppSection } from '../../features/second-factor/components/AuthenticatorAppSection';
import { PasskeysSection } from '../../features/second-factor/components/PasskeysSection';
import { RecoveryCodesSection } from '../../features/second-factor/components/RecoveryCodesSection';
import { RecoveryCodesShown } from '../../features/second-factor/components/RecoveryCodesShown';
import { hasSecondFactor, useAdminFactors } from '../../features/second-factor/hooks/use-admin-factors';
import { useFactorChanges, type FactorFocus } from '../../features/second-factor/hooks/use-factor-changes';
import { useFocusAfterRender } from '../../features/second-factor/hooks/use-focus-after-render';
import './sign-in-security.css';

/**
 * The signed-in admin's own second factors: the authenticator app, each passkey by name, and the recovery codes,
 * each added, removed or made anew here.
 */
export default function SignInSecurityPage() {
  const { factors, failed, reload } = useAdminFactors();
  const { target, moveFocus } = useFocusAfterRender<FactorFocus>();
  const changes = useFactorChanges(reload, moveFocus);

  const content = () => {
    if (changes.codes) return <RecoveryCodesShown codes={changes.codes} onContinue={changes.codesKept} />;
    if (!factors) {
      return (
        <p role="status" className="list-state">
          {failed ? TEXTS.loadFailed : TEXTS.loading}
        </p>
      );
    }
    const sections = { factors, changes, target };
    return (
      <>
        {!hasSecondFactor(factors) && <p className="sms-only-line">{TEXTS.smsOnly}</p>}
        <AuthenticatorAppSection {...sections} />
        <PasskeysSection {...sections} />
        <RecoveryCodesSection {...sections} />
      </>
    );
  };

  return (
    <article className="manager sign-in-security">
      <h1>{TEXTS.title}</h1>
      <p>{TEXTS.intro}</p>
      <div aria-busy={!factors && !failed}>{content()}</div>
    </article>
  );
}
