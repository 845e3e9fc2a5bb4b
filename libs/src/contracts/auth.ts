/** Login rules of the admin area (admin-area.md sections 5 and 9), shared by the auth service and the admin app. */
export const MOBILE_DIGITS = 10;
export const OTP_DIGITS = 6;
export const OTP_RESEND_SECONDS = 120;

export const LOGIN_FORM_MESSAGES = {
  mobileStart: 'Number must start with a digit between 6 and 9, followed by any digits 0-9.',
  mobileLength: 'Number must be exactly 10 digits long.',
  otpFormat: 'Please enter a valid 6-digit OTP!',
} as const;

/** The spec's message for a number that breaks a rule, or `undefined` for a valid one. */
export function mobileNumberProblem(mobile: string): string | undefined {
  if (!/^[6-9]/.test(mobile)) return LOGIN_FORM_MESSAGES.mobileStart;
  if (!/^\d{10}$/.test(mobile)) return LOGIN_FORM_MESSAGES.mobileLength;
  return undefined;
}

export function otpProblem(otp: string): string | undefined {
  return /^\d{6}$/.test(otp) ? undefined : LOGIN_FORM_MESSAGES.otpFormat;
}

export interface AuthenticateUserRequest {
  mobileNo: string;
}

export interface AuthorizeUserRequest {
  mobileNo: string;
  otp: string;
}

/** `data` of a successful authorizeUser answer: the admin's session token. */
export type AuthorizeUserData = string;
