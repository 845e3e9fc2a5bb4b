import { API } from '@seedcorp/contracts';
import { callApi } from '../api/api-client';
import { sessionToken } from './session-storage';

/** Ends the session on the server, then forgets the token whatever the server answered. */
export async function logout(): Promise<void> {
  try {
    await callApi(API.auth.logout, undefined);
  } finally {
    sessionToken.clear();
  }
}
