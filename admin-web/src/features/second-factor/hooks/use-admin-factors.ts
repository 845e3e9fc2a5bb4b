import type { AdminFactors } from '@seedcorp/contracts';
import { SIGN_IN_SECURITY_TEXTS } from '../../../content/sign-in-security';
import { useFetched } from '../../ui/hooks/use-fetched';
import { adminFactors } from '../api/second-factor-api';

/** The signed-in admin's factors, fetched when the screen opens and again after each change. */
export function useAdminFactors() {
  const { value: factors, failed, reload } = useFetched(adminFactors, SIGN_IN_SECURITY_TEXTS.loadFailed);
  return { factors, failed, reload };
}

/** Whether the admin has an authenticator app or a passkey, beside the SMS code everyone has. */
export const hasSecondFactor = (factors: AdminFactors) => factors.totp || factors.passkeys.length > 0;
