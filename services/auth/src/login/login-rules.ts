/** The spec's login rules (admin-area.md sections 5 and 9) and the limits the spec leaves to us. */
export const LOGIN_MESSAGES = {
  mobileStart: 'Number must start with a digit between 6 and 9, followed by any digits 0-9.',
  mobileLength: 'Number must be exactly 10 digits long.',
  otpFormat: 'Please enter a valid 6-digit OTP!',
  otpSent: 'If this number is registered, an OTP has been sent to it.',
  loggedIn: 'Login successful.',
  loggedOut: 'Logged out successfully.',
  otpMissing: 'The OTP has expired or was not requested. Please request a new OTP.',
  otpVoid: 'Too many wrong attempts. Please request a new OTP.',
  smsFailed: 'The OTP could not be sent right now. Please try again in a few minutes.',
  tooManySends: 'Too many OTP requests for this number. Please try again later.',
  tooManyFromAddress: 'Too many OTP requests from your network. Please try again later.',
  wrongOtp: (attemptsLeft: number) =>
    `Invalid OTP. ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left.`,
  resendWait: (seconds: number) => `Please wait ${seconds} seconds before requesting a new OTP.`,
  locked: (minutes: number) =>
    `Too many failed logins for this number. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
};

export const LOGIN_LIMITS = {
  otpDigits: 6,
  otpLifetimeSeconds: 5 * 60,
  resendAfterSeconds: 120,
  wrongAttemptsPerCode: 5,
  sendsPerNumberPerHour: 5,
  sendsPerAddressPerHour: 30,
  failuresBeforeLock: 10,
  failureWindowSeconds: 3600,
  lockSeconds: 15 * 60,
};

/** Only the last four digits of a number appear in logs and activity. */
export const maskMobile = (mobile: string) => `******${mobile.slice(-4)}`;
