import type { PasskeySummary } from '@seedcorp/contracts';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { SIGN_IN_SECURITY_TEXTS as TEXTS } from '../../../content/sign-in-security';
import { sessionToken } from '../../session/session-storage';
import { confirmInToast } from '../../ui/components/confirm-toast';
import { newRecoveryCodes, removePasskey, removeTotp, type FactorAdded } from '../api/second-factor-api';
import { problemOf } from '../passkey-ceremony';

/** The places of the Sign-in security screen the keyboard is sent to after a change. */
export type FactorFocus = 'app' | 'passkeys' | 'recovery' | 'appAction' | 'addPasskey';

/**
 * The signed-in admin's changes to their own factors: adding one (a form at a time), removing one, making new
 * recovery codes. The server refuses to remove the last factor, and asks for a recent second factor before a
 * removal or new codes (the app's step-up dialog). After each change the factors are loaded again (`reload`).
 */
export function useFactorChanges(reload: () => void, moveFocus: (to: FactorFocus) => void) {
  const [adding, setAdding] = useState<'totp' | 'passkey'>();
  const [codes, setCodes] = useState<string[]>();
  const [busy, setBusy] = useState(false);

  /** A factor was added: the session that added it gave way to a new one, and the first one brings codes. */
  const added = (result: FactorAdded, section: FactorFocus) => {
    if (result.token) sessionToken.set(result.token);
    setAdding(undefined);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    else moveFocus(section);
    reload();
  };

  const cancelAdding = (opener: FactorFocus) => {
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

  return {
    adding,
    /** Opens the form adding a factor of that kind. */
    startAdding: setAdding,
    /** New recovery codes, shown until the admin says they kept them. */
    codes,
    busy,
    added,
    cancelAdding,
    removeApp,
    removeOne,
    renewCodes,
    codesKept,
  };
}

export type FactorChanges = ReturnType<typeof useFactorChanges>;
