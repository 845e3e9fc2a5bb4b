import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logFailure } from '@seedcorp/web-shared/api/api-client';
import { publicApi } from '../../api/public-api';

const COUNTED_KEY = 'seedcorp.visit-counted';

/** The site's own visitor counter: one visit per browser session; a dash when the count is unavailable. */
export function VisitorCount() {
  const { t } = useTranslation();
  const [total, setTotal] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    const counted = sessionStorage.getItem(COUNTED_KEY) !== null;
    sessionStorage.setItem(COUNTED_KEY, '1');
    const visit = counted ? Promise.resolve() : publicApi.countVisit().then(() => undefined);
    visit
      .catch((error: Error) => logFailure(error.message))
      .then(() => publicApi.visitors())
      .then((counts) => current && setTotal(counts?.total ?? null))
      .catch((error: Error) => logFailure(error.message));
    return () => {
      current = false;
    };
  }, []);
  return (
    <p className="visitor-count">
      {t('visitors')}: <span data-testid="visitor-count">{total === null ? '-' : total.toLocaleString('en-IN')}</span>
    </p>
  );
}
