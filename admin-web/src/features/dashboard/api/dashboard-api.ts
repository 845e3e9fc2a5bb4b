import {
  API,
  type DashboardCounts,
  type Paged,
  type RecentActivityItem,
  type SignInLogItem,
} from '@seedcorp/contracts';
import { getJson, pageQuery } from '../../api/api-client';

export async function fetchCounts(): Promise<DashboardCounts> {
  const data = (await getJson<Partial<DashboardCounts>>(API.dashboard.counts)).data;
  return {
    galleryCounts: data?.galleryCounts ?? [],
    notificationCounts: data?.notificationCounts ?? [],
    linkCounts: data?.linkCounts ?? [],
  };
}

export async function fetchRecentActivity(): Promise<RecentActivityItem[]> {
  return (await getJson<RecentActivityItem[]>(API.dashboard.recentActivity)).data ?? [];
}

export async function fetchSignInLog(page: number, size: number): Promise<Paged<SignInLogItem>> {
  return (await getJson<Paged<SignInLogItem>>(API.dashboard.signInLog + pageQuery(page, size))).data!;
}
