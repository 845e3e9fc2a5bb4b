import { useTranslation } from '../../../i18n/translation';
import { setDarkMode, useDarkMode } from '../preferences-store';

export function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useDarkMode();
  return (
    <button type="button" className="theme-toggle" aria-pressed={dark} onClick={() => setDarkMode(!dark)}>
      {t('darkMode')}
    </button>
  );
}
