import type { RecentActivityItem } from '@seedcorp/contracts';
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { messageOf } from '../../api/api-client';
import { fetchCounts, fetchRecentActivity } from '../api/dashboard-api';
import { COUNT_PART_FAILED, type ReceivedCounts } from '../count-cards';

const FETCH_FAILED = 'Failed to fetch data.';

/** Counts and recent activity, fetched side by side each time the home screen opens. */
export function useDashboard() {
  const [counts, setCounts] = useState<ReceivedCounts>();
  const [activity, setActivity] = useState<RecentActivityItem[]>();
  const [failed, setFailed] = useState({ counts: false, activity: false });
  useEffect(() => {
    let live = true;
    const fail = (part: 'counts' | 'activity') => (error: unknown) => {
      if (!live) return;
      toast.error(messageOf(error, FETCH_FAILED));
      setFailed((previous) => ({ ...previous, [part]: true }));
    };
    fetchCounts()
      .then((received) => {
        if (!live) return;
        setCounts(received);
        for (const part of received.missing) toast.error(COUNT_PART_FAILED[part], { toastId: part });
      })
      .catch(fail('counts'));
    fetchRecentActivity()
      .then((data) => {
        if (live) setActivity(data);
      })
      .catch(fail('activity'));
    return () => {
      live = false;
    };
  }, []);
  return { counts, activity, failed };
}
