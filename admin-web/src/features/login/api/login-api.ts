import {
  API,
  type AuthenticateUserRequest,
  type AuthorizeUserData,
  type AuthorizeUserRequest,
} from '@seedcorp/contracts';
import { postJson } from '../../api/api-client';

/** Asks for a code; resolves the server's message for the toast. */
export async function requestOtp(mobileNo: string): Promise<string> {
  const body: AuthenticateUserRequest = { mobileNo };
  return (await postJson<undefined>(API.auth.authenticateUser, body)).message;
}

/** Exchanges the code for the session token. */
export async function verifyOtp(mobileNo: string, otp: string): Promise<AuthorizeUserData> {
  const body: AuthorizeUserRequest = { mobileNo, otp };
  return (await postJson<AuthorizeUserData>(API.auth.authorizeUser, body)).data as AuthorizeUserData;
}
