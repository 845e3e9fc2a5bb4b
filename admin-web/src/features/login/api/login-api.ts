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

/** Exchanges the code for the session token. */
export async function verifyOtp(mobileNo: string, otp: string): Promise<AuthorizeUserData> {
  const body: AuthorizeUserRequest = { mobileNo, otp };
  return dataOf(await postForm<AuthorizeUserData>(API.auth.authorizeUser, { ...body }));
}
