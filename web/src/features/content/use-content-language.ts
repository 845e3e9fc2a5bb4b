import type { ContentLanguage } from '@seedcorp/web-shared/content/cell-format';
import { useTranslation } from '../../i18n/translation';

/** The language the corporation's tables are shown in: the page's own. */
export function useContentLanguage(): ContentLanguage {
  return useTranslation().language;
}
