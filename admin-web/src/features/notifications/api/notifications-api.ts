import {
  API,
  trimmedText,
  type NotificationFormFields,
  type NotificationItem,
  type NotificationListRequest,
  type Paged,
} from '@seedcorp/contracts';
import { changeMessage, dataOf, pageQuery, postJson, postMultipart, type UploadProgress } from '../../api/api-client';
import type { FormDraft } from '../../ui/form-draft';

export async function fetchNotifications(page: number, size: number): Promise<Paged<NotificationItem>> {
  const path = API.notifications.getNotification + pageQuery(page, size);
  const body: NotificationListRequest = { location: 'All', page, size };
  return dataOf(await postJson<Paged<NotificationItem>>(path, body));
}

function notificationForm(draft: FormDraft<NotificationFormFields>, key?: string): FormData {
  const form = new FormData();
  if (key) form.append('key', key);
  form.append('title', trimmedText(draft.title));
  form.append('location', draft.location);
  form.append('submissionDate', draft.submissionDate ?? '');
  if (draft.file) form.append('file', draft.file);
  return form;
}

export const createNotification = (draft: FormDraft<NotificationFormFields>, onProgress: UploadProgress) =>
  changeMessage(postMultipart(API.notifications.create, notificationForm(draft), onProgress));

export const updateNotification = (key: string, draft: FormDraft<NotificationFormFields>, onProgress: UploadProgress) =>
  changeMessage(postMultipart(API.notifications.updateNotification, notificationForm(draft, key), onProgress));

export const deleteNotification = (key: string) =>
  changeMessage(postJson(API.notifications.deleteNotification, { key }));
