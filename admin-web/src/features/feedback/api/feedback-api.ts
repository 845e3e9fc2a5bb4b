import { API, type FeedbackItem, type Paged } from '@seedcorp/contracts';
import { callApi, changeMessage, dataOf } from '../../api/api-client';

export async function fetchFeedback(page: number, size: number): Promise<Paged<FeedbackItem>> {
  return dataOf(await callApi(API.feedback.getAll, {}, { page, size }));
}

export async function markFeedbackRead(key: string): Promise<void> {
  await callApi(API.feedback.markRead, { key });
}

export const deleteFeedback = (key: string) => changeMessage(callApi(API.feedback.delete, { key }));
