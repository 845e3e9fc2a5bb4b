import { API, type Paged, type RecentActivityItem, type SignInLogItem } from '@seedcorp/contracts';
import { callApi, dataOf } from '../../api/api-client';
import { receivedCounts, type ReceivedCounts } from '../count-cards';

export async function fetchCounts(): Promise<ReceivedCounts> {
  return receivedCounts(dataOf(await callApi(API.dashboard.counts, undefined)));
}

export async function fetchRecentActivity(): Promise<RecentActivityItem[]> {
  return dataOf(await callApi(API.dashboard.recentActivity, {}));
}

export async function fetchSignInLog(page: number, size: number): Promise<Paged<SignInLogItem>> {
  return dataOf(await callApi(API.dashboard.signInLog, { page, size }));
}
