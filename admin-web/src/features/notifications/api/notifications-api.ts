import { API, type NotificationItem, type NotificationListRequest, type Paged } from '@seedcorp/contracts';
import { pageQuery, postJson, postMultipart, type UploadProgress, dataOf } from '../../api/api-client';

export interface NotificationDraft {
  title: string;
  location: string;
  /** `YYYY-MM-DD`, or '' where the location needs none. */
  submissionDate: string;
  file?: File;
}

/** Rows that name the date `subDate`, as the public tender list does, are read the same way. */
type ListedNotification = NotificationItem & { subDate?: string | null };

export async function fetchNotifications(page: number, size: number): Promise<Paged<NotificationItem>> {
  const path = API.notifications.getNotification + pageQuery(page, size);
  const body: NotificationListRequest = { location: 'All', page, size };
  const data = dataOf(await postJson<Paged<ListedNotification>>(path, body));
  return {
    ...data,
    content: data.content.map(({ subDate, ...item }) => ({
      ...item,
      submissionDate: item.submissionDate ?? subDate ?? null,
    })),
  };
}

function notificationForm(draft: NotificationDraft, key?: string): FormData {
  const form = new FormData();
  if (key) form.append('key', key);
  form.append('title', draft.title.trim());
  form.append('location', draft.location);
  form.append('submissionDate', draft.submissionDate);
  if (draft.file) form.append('file', draft.file);
  return form;
}

export async function createNotification(draft: NotificationDraft, onProgress: UploadProgress): Promise<string> {
  return (await postMultipart(API.notifications.create, notificationForm(draft), onProgress)).message;
}

export async function updateNotification(
  key: string,
  draft: NotificationDraft,
  onProgress: UploadProgress,
): Promise<string> {
  return (await postMultipart(API.notifications.updateNotification, notificationForm(draft, key), onProgress)).message;
}

export async function deleteNotification(key: string): Promise<string> {
  return (await postJson(API.notifications.deleteNotification, { key })).message;
}
