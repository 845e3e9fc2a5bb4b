import type { AdminFactors, PasskeySummary } from '@seedcorp/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { SECOND_FACTOR_TEXTS } from '../../content/second-factor';
import { SIGN_IN_SECURITY_TEXTS as TEXTS } from '../../content/sign-in-security';
import {
  newRecoveryCodes,
  removePasskey,
  removeTotp,
  type FactorAdded,
} from '../../features/second-factor/api/second-factor-api';
import { PasskeyEnrolForm } from '../../features/second-factor/components/PasskeyEnrolForm';
import { RecoveryCodesShown } from '../../features/second-factor/components/RecoveryCodesShown';
import { TotpEnrolForm } from '../../features/second-factor/components/TotpEnrolForm';
import { useAdminFactors } from '../../features/second-factor/hooks/use-admin-factors';
import { passkeysSupported, problemOf } from '../../features/second-factor/passkey-ceremony';
import { sessionToken } from '../../features/session/session-storage';
import { confirmInToast } from '../../features/ui/components/confirm-toast';
import { HeadedTable } from '../../features/ui/components/HeadedTable';
import { displayDateTime } from '../../features/ui/dates';
import '../../features/second-factor/second-factor.css';
import './sign-in-security.css';

/** Where the keyboard goes on after a change removed or replaced what had the focus. */
type FocusTarget = 'app' | 'passkeys' | 'recovery' | 'appAction' | 'addPasskey';

/**
 * The signed-in admin's own second factors: the authenticator app, each passkey by name, and the recovery codes,
 * each added, removed or made anew here. The server refuses to remove the last factor, and asks for a recent
 * second factor before a removal or new codes (the app's step-up dialog).
 */
export default function SignInSecurityPage() {
  const { factors, failed, reload } = useAdminFactors();
  const [adding, setAdding] = useState<'totp' | 'passkey'>();
  const [codes, setCodes] = useState<string[]>();
  const [busy, setBusy] = useState(false);
  const focusAfterRender = useRef<FocusTarget>(undefined);
  const targets = useRef<Partial<Record<FocusTarget, HTMLElement | null>>>({});
  const target = (name: FocusTarget) => (element: HTMLElement | null) => {
    targets.current[name] = element;
  };

  useEffect(() => {
    const wanted = focusAfterRender.current;
    const element = wanted && targets.current[wanted];
    if (element) {
      element.focus();
      focusAfterRender.current = undefined;
    }
  });

  const moveFocus = (to: FocusTarget) => {
    focusAfterRender.current = to;
  };

  /** A factor was added: the session that added it gave way to a new one, and the first one brings codes. */
  const added = (result: FactorAdded, section: FocusTarget) => {
    if (result.token) sessionToken.set(result.token);
    setAdding(undefined);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    else moveFocus(section);
    reload();
  };

  const cancelAdding = (opener: FocusTarget) => {
    setAdding(undefined);
    moveFocus(opener);
  };

  /** Asks `question`, then makes the change and shows the server's answer; refused, its message. */
  const change = async (question: string, work: () => Promise<void>) => {
    if (!(await confirmInToast(question))) return;
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast.error(problemOf(error));
    } finally {
      setBusy(false);
      reload();
    }
  };

  const removeApp = () =>
    change(TEXTS.app.confirmRemove, async () => {
      toast.success(await removeTotp());
      moveFocus('appAction');
    });

  const removeOne = (passkey: PasskeySummary) =>
    change(TEXTS.passkeys.confirmRemove(passkey.name), async () => {
      toast.success(await removePasskey(passkey.id));
      // The row and its button are gone: the keyboard goes on from the section's heading.
      moveFocus('passkeys');
    });

  const renewCodes = () =>
    change(TEXTS.recovery.confirmRenew, async () => {
      const made = await newRecoveryCodes();
      toast.success(made.message);
      setCodes(made.codes);
    });

  const codesKept = () => {
    setCodes(undefined);
    moveFocus('recovery');
  };

  const appSection = (found: AdminFactors) => (
    <section aria-labelledby="app-heading">
      <h2 id="app-heading" ref={target('app')} tabIndex={-1}>
        {TEXTS.app.heading}
      </h2>
      {adding === 'totp' ? (
        <TotpEnrolForm
          onAdded={(result) => added(result, 'app')}
          onCancel={() => cancelAdding('appAction')}
          cancelLabel={TEXTS.cancel}
        />
      ) : (
        <>
          <p>{found.totp ? TEXTS.app.on : TEXTS.app.off}</p>
          <div className="second-factor-actions">
            <button
              type="button"
              ref={target('appAction')}
              className={found.totp ? 'danger' : undefined}
              disabled={busy || adding !== undefined}
              onClick={() => (found.totp ? void removeApp() : setAdding('totp'))}
            >
              {found.totp ? TEXTS.app.remove : TEXTS.app.setUp}
            </button>
          </div>
        </>
      )}
    </section>
  );

  const passkeysSection = (found: AdminFactors) => (
    <section aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" ref={target('passkeys')} tabIndex={-1}>
        {TEXTS.passkeys.heading}
      </h2>
      {found.passkeys.length === 0 ? (
        <p>{TEXTS.passkeys.none}</p>
      ) : (
        <HeadedTable caption={TEXTS.passkeys.caption} headings={Object.values(TEXTS.passkeys.headings)}>
          {found.passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <th scope="row">{passkey.name}</th>
              <td>{displayDateTime(passkey.createdAt)}</td>
              <td>{passkey.lastUsedAt ? displayDateTime(passkey.lastUsedAt) : TEXTS.passkeys.neverUsed}</td>
              <td>
                <div className="row-actions">
                  <button type="button" className="danger" disabled={busy} onClick={() => void removeOne(passkey)}>
                    {TEXTS.passkeys.remove}
                    <span className="visually-hidden">{TEXTS.passkeys.removeTarget(passkey.name)}</span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </HeadedTable>
      )}
      {adding === 'passkey' ? (
        <PasskeyEnrolForm
          onAdded={(result) => added(result, 'passkeys')}
          onCancel={() => cancelAdding('addPasskey')}
          cancelLabel={TEXTS.cancel}
        />
      ) : passkeysSupported() ? (
        <div className="second-factor-actions">
          <button
            type="button"
            ref={target('addPasskey')}
            disabled={busy || adding !== undefined}
            onClick={() => setAdding('passkey')}
          >
            {TEXTS.passkeys.add}
          </button>
        </div>
      ) : (
        <p>{SECOND_FACTOR_TEXTS.passkey.unsupported}</p>
      )}
    </section>
  );

  const recoverySection = (found: AdminFactors, hasFactor: boolean) => (
    <section aria-labelledby="recovery-heading">
      <h2 id="recovery-heading" ref={target('recovery')} tabIndex={-1}>
        {TEXTS.recovery.heading}
      </h2>
      {hasFactor ? (
        <>
          <p>{TEXTS.recovery.left(found.recoveryCodesLeft)}</p>
          <div className="second-factor-actions">
            <button type="button" disabled={busy || adding !== undefined} onClick={() => void renewCodes()}>
              {TEXTS.recovery.renew}
            </button>
          </div>
        </>
      ) : (
        <p>{TEXTS.recovery.withFirstFactor}</p>
      )}
    </section>
  );

  const content = () => {
    if (codes) return <RecoveryCodesShown codes={codes} onContinue={codesKept} />;
    if (!factors) {
      return (
        <p role="status" className="list-state">
          {failed ? TEXTS.loadFailed : TEXTS.loading}
        </p>
      );
    }
    const hasFactor = factors.totp || factors.passkeys.length > 0;
    return (
      <>
        {!hasFactor && <p className="sms-only-line">{TEXTS.smsOnly}</p>}
        {appSection(factors)}
        {passkeysSection(factors)}
        {recoverySection(factors, hasFactor)}
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
