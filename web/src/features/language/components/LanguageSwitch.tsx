import { useTranslation } from '../../../i18n/translation';
import { setLanguage } from '../../../i18n/i18n';

/** Named in the language it switches to, so each reader recognises their own. */
export function LanguageSwitch() {
  const { t, language } = useTranslation();
  const target = language === 'hi' ? 'en' : 'hi';
  return (
    <button type="button" lang={target} aria-label={t('switchLanguageLabel')} onClick={() => void setLanguage(target)}>
      {t('switchLanguage')}
    </button>
  );
}
