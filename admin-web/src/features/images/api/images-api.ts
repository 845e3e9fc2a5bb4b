import { API, type ImageItem, type ImageListRequest, type ImageUploadFields, type Paged } from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf, postMultipart, type UploadProgress } from '../../api/api-client';
import type { FormDraft } from '../../ui/form-draft';

export async function fetchImages(
  page: number,
  size: number,
  location: ImageListRequest['location'] = 'All',
): Promise<Paged<ImageItem>> {
  return dataOf(await callApi(API.files.getImages, { location, includeFile: false }, { page, size }));
}

export function uploadImage(upload: FormDraft<ImageUploadFields>, onProgress: UploadProgress): Promise<string> {
  const form = new FormData();
  form.append('location', upload.location);
  if (upload.file) form.append('file', upload.file);
  return changeMessage(postMultipart(API.files.uploadFile, form, onProgress));
}

export const deleteImage = (key: string) => changeMessage(callApi(API.files.deleteImage, { key }));
