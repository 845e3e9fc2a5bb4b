import { otpProblem, SECOND_FACTOR_MESSAGES } from '@seedcorp/contracts';
import { toast } from 'react-toastify';

/** Whether a typed authenticator code is refused before it is sent, the admin told why. */
export function codeRefused(code: string): boolean {
  if (!otpProblem(code)) return false;
  toast.error(SECOND_FACTOR_MESSAGES.totpFormat);
  return true;
}
