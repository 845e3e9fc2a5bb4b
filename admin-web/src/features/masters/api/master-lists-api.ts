import { API, type KeptMasterList, type MasterListEntry, type MasterValueForm, type Paged } from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf } from '../../api/api-client';
import type { FormDraft } from '../../ui/form-draft';

export async function fetchMasterList(
  list: KeptMasterList,
  page: number,
  size: number,
): Promise<Paged<MasterListEntry>> {
  return dataOf(await callApi(API.masterLists.getAll, { list, page, size }, { page, size }));
}

/** The draft as sent: the service trims too, but the toast and the list should show what is stored. */
const sent = (list: KeptMasterList, draft: FormDraft<MasterValueForm>): MasterValueForm => ({
  list,
  value: draft.value.trim(),
});

export const createMasterValue = (list: KeptMasterList, draft: FormDraft<MasterValueForm>) =>
  changeMessage(callApi(API.masterLists.create, sent(list, draft)));
export const renameMasterValue = (list: KeptMasterList, key: string, draft: FormDraft<MasterValueForm>) =>
  changeMessage(callApi(API.masterLists.update, { ...sent(list, draft), key }));
export const deleteMasterValue = (list: KeptMasterList, key: string) =>
  changeMessage(callApi(API.masterLists.delete, { list, key }));
