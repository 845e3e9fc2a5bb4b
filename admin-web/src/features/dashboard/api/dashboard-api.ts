import {
  API,
  type DashboardCounts,
  type Paged,
  type RecentActivityItem,
  type SignInLogItem,
} from '@seedcorp/contracts';
import { getJson, pageQuery, dataOf } from '../../api/api-client';
import { receivedCounts, type ReceivedCounts } from '../count-cards';

export async function fetchCounts(): Promise<ReceivedCounts> {
  return receivedCounts((await getJson<Partial<DashboardCounts>>(API.dashboard.counts)).data);
}

export async function fetchRecentActivity(): Promise<RecentActivityItem[]> {
  return (await getJson<RecentActivityItem[]>(API.dashboard.recentActivity)).data ?? [];
}

export async function fetchSignInLog(page: number, size: number): Promise<Paged<SignInLogItem>> {
  return dataOf(await getJson<Paged<SignInLogItem>>(API.dashboard.signInLog + pageQuery(page, size)));
}
