import { useTranslation } from '../../../i18n/translation';
import { switchLanguage } from '../language-switching';
import { defineIsland } from '../../../islands/island';

/** Named in the language it switches to, so each reader recognises their own. */
function LanguageSwitch() {
  const { t, language } = useTranslation();
  const target = language === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      lang={target}
      aria-label={t('switchLanguageLabel')}
      onClick={() => void switchLanguage(target)}
    >
      {t('switchLanguage')}
    </button>
  );
}

export const LanguageSwitchIsland = defineIsland('languageSwitch', LanguageSwitch, [
  'switchLanguage',
  'switchLanguageLabel',
]);
