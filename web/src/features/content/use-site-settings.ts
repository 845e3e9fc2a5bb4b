import type { Bilingual, PublicSiteSettings } from '@seedcorp/contracts';
import { isContentPlaceholder, TABLE_TEXTS } from '@seedcorp/web-shared/content/cell-format';
import { useEffect, useState } from 'react';
import type { PageData, ReadOutcome } from '../api/read-outcome';
import { SITE_SETTINGS_READ } from './content-reads';
import { usePageData } from './page-data-context';

/**
 * The published site settings: from the page's loader (on the server, and on each client-side visit), else read
 * after the page shows (a page prerendered at build time). Undefined until then, or while they cannot be read: the
 * chrome then shows its built-in defaults.
 */
export function useSiteSettings(): PublicSiteSettings | undefined {
  const outcome = settingsOutcome([usePageData()]);
  const [loaded, setLoaded] = useState<PublicSiteSettings | undefined>(undefined);
  useEffect(() => {
    if (outcome) return undefined;
    let current = true;
    void import('../api/public-reads').then(async ({ loadRead }) => {
      const read = settingsIn(await loadRead(SITE_SETTINGS_READ));
      if (current && read) setLoaded(read);
    });
    return () => {
      current = false;
    };
  }, [outcome]);
  return outcome ? settingsIn(outcome) : loaded;
}

/** The settings read by a page's loaders, if they were read. */
const settingsOutcome = (pageData: readonly (PageData | undefined)[]) =>
  pageData.map((data) => data?.siteSettings).find((found) => found !== undefined);

const settingsIn = (outcome: ReadOutcome | undefined): PublicSiteSettings | undefined =>
  outcome && 'data' in outcome && isSettings(outcome.data) ? outcome.data : undefined;

/** The settings a page was rendered with on the server; undefined where they were not read or could not be. */
export const loadedSiteSettings = (pageData: readonly (PageData | undefined)[]): PublicSiteSettings | undefined =>
  settingsIn(settingsOutcome(pageData));

/** Settings as the content service answers them; anything else (an older or failing service) leaves the defaults. */
const isSettings = (data: unknown): data is PublicSiteSettings =>
  typeof data === 'object' && data !== null && 'name' in data && 'sidePanelLinks' in data;

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
