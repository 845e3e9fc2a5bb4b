import { API } from '@seedcorp/contracts';
import { dataOf, getJson } from '../../api/api-client';

export type MasterName = keyof typeof API.master;

/**
 * A master list's entries: plain values, or objects naming theirs (officeType, notificationType). The
 * contract declares no one answer type for all six lists, so the entries are read by `masterValues`.
 */
export async function fetchMasterEntries(name: MasterName): Promise<unknown[]> {
  return dataOf(await getJson<unknown[]>(API.master[name]));
}
