import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../i18n/i18n';

/** Named in the language it switches to, so each reader recognises their own. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const target = i18n.language === 'hi' ? 'en' : 'hi';
  return (
    <button type="button" lang={target} aria-label={t('switchLanguageLabel')} onClick={() => void setLanguage(target)}>
      {t('switchLanguage')}
    </button>
  );
}
