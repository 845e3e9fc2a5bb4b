import { LOGIN_FORM_MESSAGES, OTP_DIGITS, OTP_RESEND_SECONDS } from '@seedcorp/contracts';

/** The spec's login messages and the answers and limits the spec leaves to us. */
export const LOGIN_MESSAGES = {
  ...LOGIN_FORM_MESSAGES,
  otpSent: 'If this number is registered, an OTP has been sent to it.',
  loggedIn: 'Login successful.',
  loggedOut: 'Logged out successfully.',
  otpMissing: 'The OTP has expired or was not requested. Please request a new OTP.',
  otpVoid: 'Too many wrong attempts. Please request a new OTP.',
  tooManySends: 'Too many OTP requests for this number from your network. Please try again later.',
  tooManyFromAddress: 'Too many OTP requests from your network. Please try again later.',
  wrongOtp: (attemptsLeft: number) =>
    `Invalid OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  locked: (minutes: number) =>
    `Too many failed logins for this number from your network. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
};

export const LOGIN_LIMITS = {
  otpDigits: OTP_DIGITS,
  otpLifetimeSeconds: 5 * 60,
  resendAfterSeconds: OTP_RESEND_SECONDS,
  wrongAttemptsPerCode: 5,
  sendsPerNumberPerHour: 5,
  sendsPerAddressPerHour: 30,
  failuresBeforeLock: 10,
  failureWindowSeconds: 3600,
  lockSeconds: 15 * 60,
};

/** Only the last four digits of a number appear in logs and activity. */
export const maskMobile = (mobile: string) => `******${mobile.slice(-4)}`;
