import {
  API,
  type AdminFactors,
  type ApiPath,
  type PasskeyOptionsJSON,
  type RequestOf,
  type SecondFactorOptions,
  type SecondFactorResult,
  type TotpEnrolment,
} from '@seedcorp/contracts';
import { callApi, dataOf } from '@seedcorp/web-shared/api/api-client';
import { sessionToken } from '@seedcorp/web-shared/api/session-token';
import { withStepUp } from '../step-up';

/**
 * The second sign-in step's calls and the admin's own factors. A call carries the token given (the short-lived
 * step token of a sign-in), else the stored session token, read when the call is made: adding a factor replaces
 * the session, and a call that needs a recent second factor asks for it and is made again.
 */
const call = <Path extends ApiPath>(path: Path, body: RequestOf<Path>, token?: string) =>
  withStepUp(() => callApi(path, body, { token: token ?? sessionToken.get() }));

export const secondFactorOptions = async (token: string): Promise<SecondFactorOptions> =>
  dataOf(await call(API.secondFactor.options, undefined, token));

export const verifyTotp = async (token: string, code: string): Promise<string> =>
  dataOf(await call(API.secondFactor.verifyTotp, { code }, token));

/** Answers the step token that sets up a new factor, and the message saying so. */
export async function verifyRecoveryCode(token: string, code: string): Promise<{ token: string; message: string }> {
  const answer = await call(API.secondFactor.verifyRecoveryCode, { code }, token);
  return { token: dataOf(answer), message: answer.message };
}

/** The browser's answer to a sign-in's passkey request: the session token. */
export const verifyPasskey = async (token: string, response: unknown): Promise<string> =>
  dataOf(await call(API.secondFactor.verifyPasskey, { response }, token));

export const startTotp = async (token?: string): Promise<TotpEnrolment> =>
  dataOf(await call(API.secondFactor.totpStart, undefined, token));

/** The result of adding a factor, and the server's message for the toast. */
export type FactorAdded = SecondFactorResult & { message: string };

export async function confirmTotp(code: string, token?: string): Promise<FactorAdded> {
  const answer = await call(API.secondFactor.totpConfirm, { code }, token);
  return { ...dataOf(answer), message: answer.message };
}

export const startPasskey = async (token?: string): Promise<PasskeyOptionsJSON> =>
  dataOf(await call(API.secondFactor.passkeyStart, undefined, token));

export async function finishPasskey(name: string, response: unknown, token?: string): Promise<FactorAdded> {
  const answer = await call(API.secondFactor.passkeyFinish, { name, response }, token);
  return { ...dataOf(answer), message: answer.message };
}

export const adminFactors = async (token?: string): Promise<AdminFactors> =>
  dataOf(await call(API.secondFactor.factors, undefined, token));

/** The calls below act for the signed-in admin; each answers the server's message for the toast. */
export const removePasskey = async (id: string): Promise<string> =>
  (await call(API.secondFactor.removePasskey, { id })).message;

export const removeTotp = async (): Promise<string> => (await call(API.secondFactor.removeTotp, undefined)).message;

/** Ten new recovery codes in place of the old ones, shown once. */
export async function newRecoveryCodes(): Promise<{ codes: string[]; message: string }> {
  const answer = await call(API.secondFactor.newRecoveryCodes, undefined);
  return { codes: dataOf(answer), message: answer.message };
}

/**
 * The step-up calls answer the question `withStepUp` puts, so they go out as they are: a refusal must reach the
 * dialog, not open another.
 */
export const stepUpWithTotp = async (code: string): Promise<void> => {
  await callApi(API.secondFactor.stepUp, { code }, { token: sessionToken.get() });
};

export const stepUpPasskeyOptions = async (): Promise<PasskeyOptionsJSON> =>
  dataOf(await callApi(API.secondFactor.stepUpPasskeyOptions, undefined, { token: sessionToken.get() }));

export const stepUpWithPasskey = async (response: unknown): Promise<void> => {
  await callApi(API.secondFactor.stepUpPasskey, { response }, { token: sessionToken.get() });
};
