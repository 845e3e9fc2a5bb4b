import { API, type AdminAccount, type CreateAdminRequest, type UpdateAdminRequest } from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf } from '../../api/api-client';

export async function fetchAdmins(): Promise<AdminAccount[]> {
  return dataOf(await callApi(API.admins.getAll, undefined));
}

/** Each change answers the server's message, for the toast. */
export const createAdmin = (request: CreateAdminRequest): Promise<string> =>
  changeMessage(callApi(API.admins.create, request));

export const updateAdmin = (request: UpdateAdminRequest): Promise<string> =>
  changeMessage(callApi(API.admins.update, request));

/** Clears the admin's authenticator app, passkeys and recovery codes, and ends their sessions. */
export const resetSecondFactor = (mobileNo: string): Promise<string> =>
  changeMessage(callApi(API.secondFactor.reset, { mobileNo }));
