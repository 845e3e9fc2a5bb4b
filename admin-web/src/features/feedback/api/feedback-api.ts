import { API, type FeedbackItem, type Paged } from '@seedcorp/contracts';
import { changeMessage, dataOf, pageQuery, postJson } from '../../api/api-client';

export async function fetchFeedback(page: number, size: number): Promise<Paged<FeedbackItem>> {
  return dataOf(await postJson<Paged<FeedbackItem>>(API.feedback.getAll + pageQuery(page, size), {}));
}

export async function markFeedbackRead(key: string): Promise<void> {
  await postJson<undefined>(API.feedback.markRead, { key });
}

export const deleteFeedback = (key: string) => changeMessage(postJson(API.feedback.delete, { key }));
