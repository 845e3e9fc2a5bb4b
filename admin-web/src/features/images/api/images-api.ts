import { API, type ImageItem, type ImageListRequest, type Paged } from '@seedcorp/contracts';
import { pageQuery, postJson, postMultipart, type UploadProgress, dataOf } from '../../api/api-client';

export async function fetchImages(page: number, size: number): Promise<Paged<ImageItem>> {
  const body: ImageListRequest = { location: 'All', includeFile: false };
  return dataOf(await postJson<Paged<ImageItem>>(API.files.getImages + pageQuery(page, size), body));
}

export async function uploadImage(location: string, file: File, onProgress: UploadProgress): Promise<string> {
  const form = new FormData();
  form.append('location', location);
  form.append('file', file);
  return (await postMultipart(API.files.uploadFile, form, onProgress)).message;
}

export async function deleteImage(key: string): Promise<string> {
  return (await postJson(API.files.deleteImage, { key })).message;
}
