import type { PublicSiteSettings } from '@seedcorp/contracts';
import { isContentPlaceholder } from '@seedcorp/web-shared/content/cell-format';
import { useEffect } from 'react';
import { useTranslation } from '../i18n/translation';
import { useLocation } from 'react-router-dom';
import { SITE } from '../content/site';
import { settingText, useSiteSettings } from '../features/content/use-site-settings';
import type { Language } from '../i18n/language';
import { routeEntry } from '../routes';
import { usePageName } from '../features/content/page-titles';

/** The corporation's name as the settings give it in the reader's language; the built-in one while it is the placeholder. */
export const siteName = (settings: PublicSiteSettings | undefined, language: Language): string =>
  settings && !isContentPlaceholder(settings.name.en)
    ? settingText(settings, 'name', settings.name, language)
    : SITE.name;

export function pageTitle(label: string | undefined, path: string, name: string = SITE.name): string {
  return path === '/' || !label ? name : `${label} | ${name}`;
}

/** Keeps `<title>` and the meta description in step with client-side navigation (the HTML has them already). */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const { t, language } = useTranslation();
  const pageName = usePageName();
  const settings = useSiteSettings();
  const name = siteName(settings, language);
  useEffect(() => {
    const entry = routeEntry(pathname);
    document.title = pageTitle(entry ? pageName(entry.path) : t('notFoundTitle'), pathname, name);
    if (entry) document.querySelector('meta[name="description"]')?.setAttribute('content', entry.description);
  }, [pathname, t, pageName, language, name]);
}
