import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import { defineIsland } from '../../../islands/island';
import { pageLiveAndIdle } from '../../../islands/page-live';

const COUNTED_KEY = 'seedcorp.visit-counted-on';

/** Today in the visitor's calendar, e.g. '2026-11-23'. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/**
 * The site's own visitor counter: the server counts a browser once a day, so the browser asks it to
 * only on its first page of the day (not on every tab it opens); a dash when the count is unavailable.
 */
function VisitorCount() {
  const { t } = useTranslation();
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const counted = localStorage.getItem(COUNTED_KEY) === today();
    localStorage.setItem(COUNTED_KEY, today());
    void (async () => {
      // The site's API client loads once the page is live and the browser idle: the count is the last thing a visitor
      // looks for, and a slow phone has better things to do first.
      await pageLiveAndIdle;
      const { publicApi } = await import('../../api/public-api');
      if (!counted) await publicApi.countVisit().catch((error: Error) => logFailure(error.message));
      const counts = await publicApi.visitors();
      if (current) setTotal(counts?.total ?? null);
    })().catch((error: Error) => logFailure(error.message));
    return () => {
      current = false;
    };
  }, []);
  return (
    <p className="visitor-count">
      {t('visitors')}:{' '}
      <span className="visitor-total" data-testid="visitor-count">
        {total === null ? '-' : total.toLocaleString('en-IN')}
      </span>
    </p>
  );
}

export const VisitorCountIsland = defineIsland('visitorCount', VisitorCount, ['visitors']);
