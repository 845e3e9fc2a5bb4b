import { useTranslation } from '../../../i18n/translation';
import { elapsedSince, indiaDateTime, updatedText } from '../updated-time';

/** "updated 2 hours ago (29 November 2026, 09:42)": how old the figure is, and the exact moment as a `<time>`. */
export function UpdatedAt({ at, now }: { at: string; now: number }) {
  const { t, language } = useTranslation();
  const { key, count } = updatedText(elapsedSince(at, now));
  return (
    <>
      {t(key, count === undefined ? undefined : { count })}{' '}
      <span className="stock-exact">
        (<time dateTime={at}>{indiaDateTime(at, language)}</time>)
      </span>
    </>
  );
}
