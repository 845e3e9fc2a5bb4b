import { isAdminRole, type AdminRole } from './roles';

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

/** One of the signed-in admin's live sessions, as `sessions.getAll` lists them (newest first). */
export interface AdminSession {
  /** Names the session to `sessions.end`; never the token's own id. */
  id: string;
  /** Read from the browser's user agent, e.g. 'Chrome on Windows'. */
  browser: string;
  /** The address it signed in from. */
  address: string;
  /** ISO-8601, as are the times below. */
  startedAt: string;
  /** Its last call. */
  lastUsedAt: string;
  /** When its absolute lifetime ends, however recently it was used. */
  expiresAt: string;
  /** The session that asked for the list. */
  current: boolean;
}

export interface EndSessionRequest {
  id: string;
}

export const SESSION_MESSAGES = {
  ended: 'Session ended.',
  notFound: 'That session has already ended or is not one of yours.',
} as const;

/**
 * Two-step sign-in (OWASP ASVS 5.0 V6.3.3): after the SMS code, an authenticator app (TOTP) or a passkey. Where a
 * second factor is due, `authorizeUser` answers a short-lived token good only for the calls below, whose purpose
 * says what the admin does next: prove a factor they have ('verify'), or set one up first ('enrol').
 */
export type SecondFactorPurpose = 'verify' | 'enrol';

/** The audience of that short-lived token; every other admin call refuses it. */
export const SECOND_FACTOR_AUDIENCE = 'seedcorp-second-factor';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const PASSKEY_NAME_MAX = 60;

/** A recovery code as shown: ten characters in two groups (letters and digits that are not easily confused). */
export const RECOVERY_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{5}-?[A-HJ-NP-Z2-9]{5}$/;

/** What a token from `authorizeUser` is for, read from its payload (the app routes by it; the services verify it). */
export function signInTokenStage(token: string): 'session' | SecondFactorPurpose {
  try {
    const payload = JSON.parse(base64UrlText(token.split('.')[1] ?? '')) as { aud?: unknown; purpose?: unknown };
    if (payload.aud !== SECOND_FACTOR_AUDIENCE) return 'session';
    return payload.purpose === 'enrol' ? 'enrol' : 'verify';
  } catch {
    return 'session';
  }
}

/** The admin a session token names, as the admin app reads it to fit its screens to the role (the services decide). */
export interface SessionAdmin {
  /** The admin's id. */
  id: string;
  role: AdminRole;
  name: string;
}

/** Reads a session token's payload without verifying it; undefined when it names no admin with a known role. */
export function sessionAdminOf(token: string): SessionAdmin | undefined {
  try {
    const payload = JSON.parse(base64UrlText(token.split('.')[1] ?? '')) as Record<string, unknown>;
    if (typeof payload.sub !== 'string' || !isAdminRole(payload.role)) return undefined;
    return { id: payload.sub, role: payload.role, name: typeof payload.name === 'string' ? payload.name : '' };
  } catch {
    return undefined;
  }
}

function base64UrlText(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/** `secondFactor.options`: what the admin can sign in with, and a passkey challenge where they have passkeys. */
export interface SecondFactorOptions {
  purpose: SecondFactorPurpose;
  totp: boolean;
  passkeys: number;
  recoveryCodesLeft: number;
  /** WebAuthn request options (JSON form) when the step is 'verify' and the admin has a passkey. */
  passkeyRequest?: PasskeyOptionsJSON;
}

export interface TotpCodeRequest {
  code: string;
}

export interface RecoveryCodeRequest {
  code: string;
}

export interface PasskeyAnswerRequest {
  /** The browser's WebAuthn answer in its JSON form. */
  response: unknown;
}

export interface PasskeyEnrolRequest extends PasskeyAnswerRequest {
  name: string;
}

export interface PasskeyIdRequest {
  id: string;
}

/**
 * Passkeys (WebAuthn, user verification required). The service hands out WebAuthn options in their JSON form, as
 * @simplewebauthn/browser's `startRegistration` and `startAuthentication` take them, and takes the browser's answer
 * back as `response`. Each options answer holds a challenge good for one answer within 5 minutes; asking again
 * replaces it.
 * - Sign-in: `options` (a 'verify' step) gives `passkeyRequest`; `verifyPasskey` { response } answers the session
 *   token.
 * - Set-up (an 'enrol' step, or a signed-in admin, who confirms a factor they have first: 403 `STEP_UP_DUE`):
 *   `passkeyStart` gives creation options (PublicKeyCredentialCreationOptionsJSON); `passkeyFinish`
 *   { name, response } answers a `SecondFactorResult`, as `totpConfirm` does.
 * - Step-up (a signed-in admin answering `STEP_UP_DUE`): `stepUpPasskeyOptions` gives request options
 *   (PublicKeyCredentialRequestOptionsJSON); `stepUpPasskey` { response } confirms, as `stepUp` { code } does
 *   with an authenticator app.
 */
export type PasskeyOptionsJSON = unknown;

/** `enrol.totpStart`: the key to add to an authenticator app, as a QR code and as text. */
export interface TotpEnrolment {
  /** The key in base32, grouped by four for reading aloud or typing. */
  key: string;
  otpauthUri: string;
  /** The QR code of `otpauthUri` as an SVG data address, for an `<img>`. */
  qrCode: string;
}

/**
 * After a factor is added or proven: the session token where the sign-in finishes, and the recovery codes where
 * new ones were made (shown once; only their hashes are kept).
 */
export interface SecondFactorResult {
  token?: string;
  recoveryCodes?: string[];
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `secondFactor.factors`: the signed-in admin's factors. */
export interface AdminFactors {
  totp: boolean;
  passkeys: PasskeySummary[];
  recoveryCodesLeft: number;
  /** SMS-only sign-ins left before a second factor is required; null where it is not enforced or one is set up. */
  smsOnlySignInsLeft: number | null;
}

/** The `data` of a 403 that asks for the second factor again; the admin app answers it with `stepUp`. */
export const STEP_UP_DUE = { stepUp: true } as const;

export const SECOND_FACTOR_MESSAGES = {
  due: 'Enter the code from your authenticator app, or use your passkey.',
  enrolDue: 'Set up an authenticator app or a passkey to finish signing in.',
  smsOnlyRefused:
    'Sign-in with the SMS code alone is no longer allowed for your account. Set up an authenticator app or a passkey to continue.',
  totpFormat: `Please enter the ${TOTP_DIGITS}-digit code from your authenticator app.`,
  wrongCode: 'The code is not correct or has already been used.',
  totpUnreadable:
    'Your authenticator app can no longer be checked on this server. Use a passkey or a recovery code, or ask another administrator to reset your second factor.',
  recoveryFormat: 'Please enter a recovery code as shown, e.g. ABCDE-23456.',
  wrongRecoveryCode: 'The recovery code is not correct or has already been used.',
  recoveryUsed: 'Recovery code accepted. Set up a new authenticator app or passkey to finish signing in.',
  locked: (minutes: number) =>
    `Too many wrong codes. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  tokenInvalid: 'This sign-in step has expired. Please sign in again.',
  enrolStartFirst: 'Start the authenticator set-up again: the key has expired.',
  totpAdded: 'Authenticator app added.',
  totpAlready: 'An authenticator app is already set up. Remove it first to set up another.',
  passkeyAdded: 'Passkey added.',
  passkeyRefused: 'The passkey could not be verified. Please try again.',
  passkeyName: `Please name the passkey (up to ${PASSKEY_NAME_MAX} characters), e.g. "Office laptop".`,
  passkeyRemoved: 'Passkey removed.',
  passkeyNotFound: 'That passkey is not registered to your account.',
  lastFactor: 'This is your only second factor. Add another before removing it.',
  totpRemoved: 'Authenticator app removed.',
  recoveryCodesMade: 'New recovery codes made. The earlier ones no longer work.',
  verified: 'Second factor verified.',
  stepUpDue: 'Confirm it is you: enter your second factor again.',
  resetDone: 'Second factors reset. The admin sets up a new one at the next sign-in.',
  adminNotFound: 'No admin has that mobile number.',
  resetSelf: 'You cannot reset your own second factors. Ask another administrator.',
  accountInactive: 'This admin account is not active.',
} as const;

/** What an SMS provider's delivery report may say of a message: only `delivered` means it reached the phone. */
export const SMS_REPORT_STATUSES = ['delivered', 'undelivered', 'failed', 'expired', 'rejected'] as const;
export type SmsReportStatus = (typeof SMS_REPORT_STATUSES)[number];

/**
 * A delivery report the SMS provider posts for a message it took, with the shared secret in the
 * `X-Sms-Report-Secret` header. The same report twice changes nothing.
 */
export interface SmsDeliveryReportRequest {
  /** The provider's id for the message, as its answer to the send gave it. */
  messageId: string;
  status: SmsReportStatus;
  /** The provider's reason for a message not delivered. */
  reason?: string;
}

/** The message's state once the report is taken; `null` for an id no message of the last days has. */
export interface SmsDeliveryReportData {
  state: string | null;
}

export const SMS_REPORT_MESSAGES = {
  accepted: 'Delivery report accepted.',
  refused: 'The delivery report is not signed with the shared secret.',
  messageId: 'messageId must be the provider message id (1 to 100 characters).',
  status: `status must be one of ${SMS_REPORT_STATUSES.join(', ')}.`,
  reason: 'reason must be text of at most 500 characters.',
} as const;
