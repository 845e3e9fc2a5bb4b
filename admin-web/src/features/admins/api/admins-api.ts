import { API, type AdminAccount, type CreateAdminRequest, type UpdateAdminRequest } from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf } from '../../api/api-client';

export async function fetchAdmins(): Promise<AdminAccount[]> {
  return dataOf(await callApi(API.admins.getAll, undefined));
}

/** The server's message, for the toast, and the admin as added (whose id their sale counters are saved under). */
export async function createAdmin(request: CreateAdminRequest): Promise<{ message: string; admin: AdminAccount }> {
  const answer = await callApi(API.admins.create, request);
  return { message: answer.message, admin: dataOf(answer) };
}

/** Each change answers the server's message, for the toast. */
export const updateAdmin = (request: UpdateAdminRequest): Promise<string> =>
  changeMessage(callApi(API.admins.update, request));

/** Clears the admin's authenticator app, passkeys and recovery codes, and ends their sessions. */
export const resetSecondFactor = (mobileNo: string): Promise<string> =>
  changeMessage(callApi(API.secondFactor.reset, { mobileNo }));

/** The keys of the sale counters a counter operator keeps. */
export async function fetchOperatorCounters(adminId: string): Promise<string[]> {
  return dataOf(await callApi(API.sales.getOperatorCounters, { adminId })).counterKeys;
}

/** Replaces the counters the operator keeps with these. */
export const saveOperatorCounters = (adminId: string, counterKeys: string[]): Promise<string> =>
  changeMessage(callApi(API.sales.setOperatorCounters, { adminId, counterKeys }));
