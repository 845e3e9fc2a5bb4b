import { useTranslation } from '../../../i18n/translation';
import { setDarkMode, useDarkMode } from '../preferences-store';
import { defineIsland } from '../../../islands/island';

function ThemeToggle() {
  const { t } = useTranslation();
  const dark = useDarkMode();
  return (
    <button type="button" className="theme-toggle" aria-pressed={dark} onClick={() => setDarkMode(!dark)}>
      {t('darkMode')}
    </button>
  );
}

export const ThemeToggleIsland = defineIsland('theme', ThemeToggle, ['darkMode']);
