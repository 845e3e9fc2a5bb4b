import { useTranslation } from '../../../i18n/translation';

/** What the prerendered HTML shows where server data will be. */
export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="loading">
      {t('loading')}
    </p>
  );
}
