import { API, type FeedbackItem, type Paged } from '@seedcorp/contracts';
import { pageQuery, postJson, dataOf } from '../../api/api-client';

export async function fetchFeedback(page: number, size: number): Promise<Paged<FeedbackItem>> {
  return dataOf(await postJson<Paged<FeedbackItem>>(API.feedback.getAll + pageQuery(page, size), {}));
}

export async function markFeedbackRead(key: string): Promise<void> {
  await postJson(API.feedback.markRead, { key });
}

export async function deleteFeedback(key: string): Promise<string> {
  return (await postJson(API.feedback.delete, { key })).message;
}
