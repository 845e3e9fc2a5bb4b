import type { PasskeyOptionsJSON } from '@seedcorp/contracts';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { SECOND_FACTOR_TEXTS } from '../../content/second-factor';
import { messageOf } from '../api/api-client';

const TEXTS = SECOND_FACTOR_TEXTS.passkey;

/** The browser's part of a passkey ceremony went wrong; `message` says so in the admin's words. */
class PasskeyBrowserError extends Error {}

/** Whether this browser can create and use passkeys at all. */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** What the admin reads when the browser or the authenticator did not give an answer. */
function browserProblem(error: unknown, ceremony: 'create' | 'use'): PasskeyBrowserError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return new PasskeyBrowserError(TEXTS.cancelled);
  if (ceremony === 'create' && name === 'InvalidStateError') return new PasskeyBrowserError(TEXTS.alreadyHere);
  return new PasskeyBrowserError(ceremony === 'create' ? TEXTS.notCreated : TEXTS.notUsed);
}

/** Asks the browser to create a passkey from the server's creation options. */
export async function createPasskey(options: PasskeyOptionsJSON): Promise<RegistrationResponseJSON> {
  try {
    return await startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
  } catch (error) {
    throw browserProblem(error, 'create');
  }
}

/** Asks the browser to answer the server's request options with one of the admin's passkeys. */
export async function answerWithPasskey(options: PasskeyOptionsJSON): Promise<AuthenticationResponseJSON> {
  try {
    return await startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
  } catch (error) {
    throw browserProblem(error, 'use');
  }
}

/** The message of a failed step: the server's, or what went wrong in the browser. */
export const problemOf = (error: unknown): string =>
  error instanceof PasskeyBrowserError ? error.message : messageOf(error);
