import {
  API,
  trimmedText,
  type AuthorityFormFields,
  type DirectorFormFields,
  type DirectorItem,
  type OfficerFormFields,
  type Paged,
  type RtiAuthorityItem,
  type RtiOfficerItem,
} from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf, postMultipart, type UploadProgress } from '../../api/api-client';
import type { FormDraft } from '../../ui/form-draft';
import { pagedByDistrict } from '../grouped-rows';

export async function fetchDirectors(page: number, size: number): Promise<Paged<DirectorItem>> {
  const body = { location: 'All', includeFile: false, page, size } as const;
  return dataOf(await callApi(API.director.getAll, body, { page, size }));
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
export const deleteDirector = (key: string) => changeMessage(callApi(API.director.delete, { key }));

export async function fetchOfficers(page: number, size: number): Promise<Paged<RtiOfficerItem>> {
  const body = { location: 'All', page, size };
  return pagedByDistrict(dataOf(await callApi(API.officersDirectory.getAll, body, { page, size })));
}

export const createOfficer = (draft: FormDraft<OfficerFormFields>) =>
  changeMessage(callApi(API.officersDirectory.create, trimmed(draft)));
export const updateOfficer = (key: string, draft: FormDraft<OfficerFormFields>) =>
  changeMessage(callApi(API.officersDirectory.update, { ...trimmed(draft), key }));
export const deleteOfficer = (key: string) => changeMessage(callApi(API.officersDirectory.delete, { key }));

export async function fetchAuthorities(page: number, size: number): Promise<Paged<RtiAuthorityItem>> {
  return pagedByDistrict(dataOf(await callApi(API.authorities.getAll, {}, { page, size })));
}

export const createAuthority = (draft: FormDraft<AuthorityFormFields>) =>
  changeMessage(callApi(API.authorities.create, trimmed(draft)));
export const updateAuthority = (key: string, draft: FormDraft<AuthorityFormFields>) =>
  changeMessage(callApi(API.authorities.update, { ...trimmed(draft), key }));
export const deleteAuthority = (key: string) => changeMessage(callApi(API.authorities.delete, { key }));

/** The JSON forms send their text trimmed, as the multipart ones do. */
const trimmed = <Draft extends object>(draft: Draft): Draft =>
  Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as Draft;
