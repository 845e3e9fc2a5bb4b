import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { SITE } from '../content/site';
import { routeEntry } from '../routes';

export function pageTitle(label: string | undefined, path: string): string {
  return path === '/' || !label ? SITE.name : `${label} | ${SITE.name}`;
}

/** Keeps `<title>` and the meta description in step with client-side navigation (the HTML has them already). */
export function useDocumentMeta(): void {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const entry = routeEntry(pathname);
    document.title = pageTitle(entry ? t(entry.path) : t('notFoundTitle'), pathname);
    if (entry) document.querySelector('meta[name="description"]')?.setAttribute('content', entry.description);
  }, [pathname, t, i18n.language]);
}
