import {
  API,
  type AuthenticateUserRequest,
  type AuthorizeUserData,
  type AuthorizeUserRequest,
} from '@seedcorp/contracts';
import { dataOf, postForm } from '@seedcorp/web-shared/api/api-client';

/** Asks for a code; resolves the server's message for the toast. The sign-in calls send form data, as the spec documents. */
export async function requestOtp(mobileNo: string): Promise<string> {
  const body: AuthenticateUserRequest = { mobileNo };
  return (await postForm<undefined>(API.auth.authenticateUser, { ...body })).message;
}

/**
 * Exchanges the code for the session token, or for the token of the second step; the server's message says what
 * comes next (a second step due, or SMS alone refused and a factor to set up).
 */
export async function verifyOtp(mobileNo: string, otp: string): Promise<{ token: AuthorizeUserData; message: string }> {
  const body: AuthorizeUserRequest = { mobileNo, otp };
  const answer = await postForm<AuthorizeUserData>(API.auth.authorizeUser, { ...body });
  return { token: dataOf(answer), message: answer.message };
}
