import type { ContentLanguage } from '@seedcorp/web-shared/content/cell-format';
import { useTranslation } from 'react-i18next';

/** The language the corporation's tables are shown in: the page's own. */
export function useContentLanguage(): ContentLanguage {
  return useTranslation().i18n.language === 'hi' ? 'hi' : 'en';
}
