import {
  API,
  type AdminFactors,
  type SecondFactorOptions,
  type SecondFactorResult,
  type TotpEnrolment,
} from '@seedcorp/contracts';
import { callApi, dataOf } from '@seedcorp/web-shared/api/api-client';

/**
 * The second sign-in step's calls. They carry the token the step was given (the short-lived step token, or the
 * session's when a signed-in admin adds a factor), not the stored session token.
 */
export const secondFactorOptions = async (token: string): Promise<SecondFactorOptions> =>
  dataOf(await callApi(API.secondFactor.options, undefined, { token }));

export const verifyTotp = async (token: string, code: string): Promise<string> =>
  dataOf(await callApi(API.secondFactor.verifyTotp, { code }, { token }));

/** Answers the step token that sets up a new factor, and the message saying so. */
export async function verifyRecoveryCode(token: string, code: string): Promise<{ token: string; message: string }> {
  const answer = await callApi(API.secondFactor.verifyRecoveryCode, { code }, { token });
  return { token: dataOf(answer), message: answer.message };
}

export const startTotp = async (token: string): Promise<TotpEnrolment> =>
  dataOf(await callApi(API.secondFactor.totpStart, undefined, { token }));

export async function confirmTotp(token: string, code: string): Promise<SecondFactorResult & { message: string }> {
  const answer = await callApi(API.secondFactor.totpConfirm, { code }, { token });
  return { ...dataOf(answer), message: answer.message };
}

export const adminFactors = async (token: string): Promise<AdminFactors> =>
  dataOf(await callApi(API.secondFactor.factors, undefined, { token }));
