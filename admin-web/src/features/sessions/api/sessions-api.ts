import { API, type AdminSession } from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf } from '../../api/api-client';

export async function fetchSessions(): Promise<AdminSession[]> {
  return dataOf(await callApi(API.sessions.getAll, undefined));
}

/** Ends one of the admin's sessions; answers the server's message for the toast. */
export const endSession = (id: string): Promise<string> => changeMessage(callApi(API.sessions.end, { id }));
