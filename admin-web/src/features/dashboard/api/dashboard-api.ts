import {
  API,
  type DashboardCounts,
  type Paged,
  type RecentActivityItem,
  type SignInLogItem,
} from '@seedcorp/contracts';
import { dataOf, getJson, pageQuery } from '../../api/api-client';
import { receivedCounts, type ReceivedCounts } from '../count-cards';

export async function fetchCounts(): Promise<ReceivedCounts> {
  return receivedCounts(dataOf(await getJson<DashboardCounts>(API.dashboard.counts)));
}

export async function fetchRecentActivity(): Promise<RecentActivityItem[]> {
  return dataOf(await getJson<RecentActivityItem[]>(API.dashboard.recentActivity));
}

export async function fetchSignInLog(page: number, size: number): Promise<Paged<SignInLogItem>> {
  return dataOf(await getJson<Paged<SignInLogItem>>(API.dashboard.signInLog + pageQuery(page, size)));
}
