import { API, trimmedText, type NotificationFormFields, type NotificationItem, type Paged } from '@seedcorp/contracts';
import {
  ApiRequestError,
  callApi,
  changeMessage,
  dataOf,
  postMultipart,
  REQUEST_FAILED_MESSAGE,
  type UploadProgress,
} from '../../api/api-client';
import type { FormDraft } from '../../ui/form-draft';

export async function fetchNotifications(page: number, size: number): Promise<Paged<NotificationItem>> {
  const body = { location: 'All', page, size } as const;
  const data = dataOf(await callApi(API.notifications.getNotification, body, { page, size }));
  // A plain list answers only the public tender form: to the admin form it is a broken answer.
  if (Array.isArray(data)) throw new ApiRequestError(REQUEST_FAILED_MESSAGE);
  return data;
}

function notificationForm(draft: FormDraft<NotificationFormFields>, key?: string): FormData {
  const form = new FormData();
  if (key) form.append('key', key);
  form.append('title', trimmedText(draft.title));
  form.append('location', draft.location);
  form.append('submissionDate', draft.submissionDate ?? '');
  form.append('validUntil', draft.validUntil ?? '');
  if (draft.file) form.append('file', draft.file);
  return form;
}

export const createNotification = (draft: FormDraft<NotificationFormFields>, onProgress: UploadProgress) =>
  changeMessage(postMultipart(API.notifications.create, notificationForm(draft), onProgress));

export const updateNotification = (key: string, draft: FormDraft<NotificationFormFields>, onProgress: UploadProgress) =>
  changeMessage(postMultipart(API.notifications.updateNotification, notificationForm(draft, key), onProgress));

export const deleteNotification = (key: string) =>
  changeMessage(callApi(API.notifications.deleteNotification, { key }));
