import { API, type ImageItem, type ImageListRequest, type ImageUploadFields, type Paged } from '@seedcorp/contracts';
import { changeMessage, dataOf, pageQuery, postJson, postMultipart, type UploadProgress } from '../../api/api-client';
import type { FormDraft } from '../../ui/form-draft';

export async function fetchImages(page: number, size: number): Promise<Paged<ImageItem>> {
  const body: ImageListRequest = { location: 'All', includeFile: false };
  return dataOf(await postJson<Paged<ImageItem>>(API.files.getImages + pageQuery(page, size), body));
}

export function uploadImage(upload: FormDraft<ImageUploadFields>, onProgress: UploadProgress): Promise<string> {
  const form = new FormData();
  form.append('location', upload.location);
  if (upload.file) form.append('file', upload.file);
  return changeMessage(postMultipart(API.files.uploadFile, form, onProgress));
}

export const deleteImage = (key: string) => changeMessage(postJson(API.files.deleteImage, { key }));
