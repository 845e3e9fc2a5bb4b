import {
  API,
  trimmedText,
  type DirectorFormFields,
  type DirectorItem,
  type GroupedPage,
  type Paged,
  type ApiPath,
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

/** The routes of a directory kept per district (the RTI officers, the authorities): one shape, as the service's. */
interface DistrictDirectoryRoutes {
  getAll: ApiPath;
  create: ApiPath;
  update: ApiPath;
  delete: ApiPath;
}

/**
 * The admin calls of a directory kept per district, from its routes: its rows of every district a page at a time,
 * grouped by district, and its records created, changed and deleted with their text trimmed. As the service's
 * `districtDirectoryController`, a new directory of this shape is its routes (`API.officersDirectory`) and its
 * item and form types, and nothing more here.
 */
export function districtDirectoryCalls<Item extends { district: string }, Fields extends object>(
  routes: DistrictDirectoryRoutes,
) {
  // The routes are any directory's, so the bodies are checked by the forms' types rather than by path.
  const call = (path: ApiPath, body: object, query?: { page: number; size: number }) =>
    callApi(path, body as never, query);
  return {
    fetchPage: async (page: number, size: number): Promise<Paged<Item>> => {
      const answer = dataOf(await call(routes.getAll, { location: 'All', page, size }, { page, size }));
      return pagedByDistrict(answer as unknown as GroupedPage<Item>);
    },
    create: (draft: FormDraft<Fields>) => changeMessage(call(routes.create, trimmed(draft))),
    update: (key: string, draft: FormDraft<Fields>) => changeMessage(call(routes.update, { ...trimmed(draft), key })),
    remove: (key: string) => changeMessage(call(routes.delete, { key })),
  };
}

/** The JSON forms send their text trimmed, as the multipart ones do. */
const trimmed = <Draft extends object>(draft: Draft): Draft =>
  Object.fromEntries(
    Object.entries(draft).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]),
  ) as Draft;
