import { API, type AnswerOf } from '@seedcorp/contracts';
import { callApi, dataOf } from '../../api/api-client';

export type MasterName = keyof typeof API.master;

/** A master list's entries: plain values, or objects naming theirs in `type`, as `masterValues` reads them. */
export async function fetchMasterEntries<Name extends MasterName>(
  name: Name,
): Promise<AnswerOf<(typeof API.master)[Name]>> {
  return dataOf(await callApi(API.master[name], undefined));
}
