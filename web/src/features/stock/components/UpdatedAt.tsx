import { useTranslation } from '../../../i18n/translation';
import { formatDate } from '@seedcorp/web-shared/dates/date-format';
import { elapsedSince, updatedText } from '../updated-time';

/** "updated 2 hours ago (29 November 2026, 09:42)": how old the figure is, and the exact moment as a `<time>`. */
export function UpdatedAt({ at, now }: { at: string; now: number }) {
  const { t, language } = useTranslation();
  const { key, count } = updatedText(elapsedSince(at, now));
  const exact = formatDate(at, { style: 'words', clock: 'india', time: ', ', language });
  return (
    <>
      {t(key, count === undefined ? undefined : { count })}{' '}
      <span className="stock-exact">
        (<time dateTime={at}>{exact}</time>)
      </span>
    </>
  );
}
