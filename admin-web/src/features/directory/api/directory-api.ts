import {
  API,
  trimmedText,
  type AuthorityFormFields,
  type DirectorFormFields,
  type DirectorItem,
  type DirectorListRequest,
  type GroupedListRequest,
  type GroupedPage,
  type OfficerFormFields,
  type Paged,
  type RtiAuthorityForm,
  type RtiAuthorityItem,
  type RtiOfficerForm,
  type RtiOfficerItem,
} from '@seedcorp/contracts';
import { changeMessage, dataOf, pageQuery, postJson, postMultipart, type UploadProgress } from '../../api/api-client';
import type { FormDraft } from '../../ui/form-draft';
import { pagedByDistrict } from '../grouped-rows';

export async function fetchDirectors(page: number, size: number): Promise<Paged<DirectorItem>> {
  const path = API.director.getAll + pageQuery(page, size);
  const body: DirectorListRequest = { location: 'All', includeFile: false, page, size };
  return dataOf(await postJson<Paged<DirectorItem>>(path, body));
}

const DIRECTOR_TEXT_FIELDS = [
  'location',
  'name',
  'designation',
  'email',
  'address',
  'mobileNo',
  'officeNo',
] as const satisfies readonly (keyof DirectorFormFields)[];

function directorForm(draft: FormDraft<DirectorFormFields>, key?: string): FormData {
  const form = new FormData();
  if (key) form.append('key', key);
  for (const field of DIRECTOR_TEXT_FIELDS) form.append(field, trimmedText(draft[field]));
  if (draft.image) form.append('image', draft.image);
  return form;
}

export const createDirector = (draft: FormDraft<DirectorFormFields>, onProgress: UploadProgress) =>
  changeMessage(postMultipart(API.director.create, directorForm(draft), onProgress));
export const updateDirector = (key: string, draft: FormDraft<DirectorFormFields>, onProgress: UploadProgress) =>
  changeMessage(postMultipart(API.director.update, directorForm(draft, key), onProgress));
export const deleteDirector = (key: string) => changeMessage(postJson(API.director.delete, { key }));

export async function fetchOfficers(page: number, size: number): Promise<Paged<RtiOfficerItem>> {
  const path = API.officersDirectory.getAll + pageQuery(page, size);
  const body: GroupedListRequest = { location: 'All', page, size };
  return pagedByDistrict(dataOf(await postJson<GroupedPage<RtiOfficerItem>>(path, body)));
}

export const createOfficer = (draft: FormDraft<OfficerFormFields>) => {
  const body: RtiOfficerForm = trimmed(draft);
  return changeMessage(postJson(API.officersDirectory.create, body));
};
export const updateOfficer = (key: string, draft: FormDraft<OfficerFormFields>) => {
  const body: RtiOfficerForm = { ...trimmed(draft), key };
  return changeMessage(postJson(API.officersDirectory.update, body));
};
export const deleteOfficer = (key: string) => changeMessage(postJson(API.officersDirectory.delete, { key }));

export async function fetchAuthorities(page: number, size: number): Promise<Paged<RtiAuthorityItem>> {
  const path = API.authorities.getAll + pageQuery(page, size);
  return pagedByDistrict(dataOf(await postJson<GroupedPage<RtiAuthorityItem>>(path, {})));
}

export const createAuthority = (draft: FormDraft<AuthorityFormFields>) => {
  const body: RtiAuthorityForm = trimmed(draft);
  return changeMessage(postJson(API.authorities.create, body));
};
export const updateAuthority = (key: string, draft: FormDraft<AuthorityFormFields>) => {
  const body: RtiAuthorityForm = { ...trimmed(draft), key };
  return changeMessage(postJson(API.authorities.update, body));
};
export const deleteAuthority = (key: string) => changeMessage(postJson(API.authorities.delete, { key }));

/** The JSON forms send their text trimmed, as the multipart ones do. */
const trimmed = <Draft extends object>(draft: Draft): Draft =>
  Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as Draft;
