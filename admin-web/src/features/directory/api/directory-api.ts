import {
  API,
  type DirectorItem,
  type DirectorListRequest,
  type GroupedListRequest,
  type Paged,
  type RtiAuthorityItem,
  type RtiOfficerItem,
} from '@seedcorp/contracts';
import { pageQuery, postJson, postMultipart, type UploadProgress, dataOf } from '../../api/api-client';
import type { AuthorityDraft, DirectorDraft, OfficerDraft } from '../directory-rules';
import { pagedByDistrict } from '../grouped-rows';

const message = async (reply: Promise<{ message: string }>) => (await reply).message;

export async function fetchDirectors(page: number, size: number): Promise<Paged<DirectorItem>> {
  const path = API.director.getAll + pageQuery(page, size);
  const body: DirectorListRequest = { location: 'All', includeFile: false, page, size };
  return dataOf(await postJson<Paged<DirectorItem>>(path, body));
}

function directorForm(draft: DirectorDraft, key?: string): FormData {
  const form = new FormData();
  if (key) form.append('key', key);
  for (const field of ['location', 'name', 'designation', 'email', 'address', 'mobileNo', 'officeNo'] as const) {
    form.append(field, draft[field].trim());
  }
  if (draft.image) form.append('image', draft.image);
  return form;
}

export const createDirector = (draft: DirectorDraft, onProgress: UploadProgress) =>
  message(postMultipart(API.director.create, directorForm(draft), onProgress));
export const updateDirector = (key: string, draft: DirectorDraft, onProgress: UploadProgress) =>
  message(postMultipart(API.director.update, directorForm(draft, key), onProgress));
export const deleteDirector = (key: string) => message(postJson(API.director.delete, { key }));

export async function fetchOfficers(page: number, size: number): Promise<Paged<RtiOfficerItem>> {
  const path = API.officersDirectory.getAll + pageQuery(page, size);
  const body: GroupedListRequest = { location: 'All', page, size };
  return pagedByDistrict<RtiOfficerItem>((await postJson<Paged<unknown>>(path, body)).data);
}

export const createOfficer = (draft: OfficerDraft) => message(postJson(API.officersDirectory.create, trimmed(draft)));
export const updateOfficer = (key: string, draft: OfficerDraft) =>
  message(postJson(API.officersDirectory.update, { ...trimmed(draft), key }));
export const deleteOfficer = (key: string) => message(postJson(API.officersDirectory.delete, { key }));

export async function fetchAuthorities(page: number, size: number): Promise<Paged<RtiAuthorityItem>> {
  const path = API.authorities.getAll + pageQuery(page, size);
  return pagedByDistrict<RtiAuthorityItem>((await postJson<Paged<unknown>>(path, {})).data);
}

export const createAuthority = (draft: AuthorityDraft) => message(postJson(API.authorities.create, trimmed(draft)));
export const updateAuthority = (key: string, draft: AuthorityDraft) =>
  message(postJson(API.authorities.update, { ...trimmed(draft), key }));
export const deleteAuthority = (key: string) => message(postJson(API.authorities.delete, { key }));

const trimmed = <T extends object>(draft: T): T =>
  Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as T;
