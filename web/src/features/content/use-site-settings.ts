import type { Bilingual, PublicSiteSettings } from '@seedcorp/contracts';
import { isContentPlaceholder, TABLE_TEXTS } from '@seedcorp/web-shared/content/cell-format';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import { loadReads, readKey, type PageData, type PublicRead } from '../api/public-reads';

/** The layout route, whose loader reads the settings every page's header, side panel and footer show. */
export const SITE_ROUTE_ID = 'site';
export const SITE_SETTINGS_READ: PublicRead = { name: 'siteSettings' };

/**
 * The published site settings: from the layout route's loader (on the server, and once in the browser), else read
 * after the page shows (a page prerendered at build time). Undefined until then, or while they cannot be read: the
 * chrome then shows its built-in defaults.
 */
export function useSiteSettings(): PublicSiteSettings | undefined {
  const outcome = (useRouteLoaderData(SITE_ROUTE_ID) as PageData | undefined)?.[readKey(SITE_SETTINGS_READ)];
  const [loaded, setLoaded] = useState<PublicSiteSettings | undefined>(undefined);
  useEffect(() => {
    if (outcome) return undefined;
    let current = true;
    void loadReads([SITE_SETTINGS_READ]).then((data) => {
      const read = data[readKey(SITE_SETTINGS_READ)];
      if (current && read && 'data' in read) setLoaded(read.data as PublicSiteSettings);
    });
    return () => {
      current = false;
    };
  }, [outcome]);
  if (outcome) return 'data' in outcome ? (outcome.data as PublicSiteSettings) : undefined;
  return loaded;
}

/** A setting's words in the reader's language: its English while its Hindi is out of date or missing. */
export function settingText(
  settings: PublicSiteSettings,
  field: string,
  text: Bilingual,
  language: 'en' | 'hi',
): string {
  if (isContentPlaceholder(text.en)) return TABLE_TEXTS[language].notStated;
  if (language === 'en' || settings.hindiOutdated.includes(field) || !text.hi.trim()) return text.en;
  return text.hi;
}
