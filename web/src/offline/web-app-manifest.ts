import { SITE } from '../content/site';
import type { Language } from '../i18n/language';

/** The site's green (libs/web/base.css `--brand`), for the browser's bar and the installed app's splash screen. */
export const THEME_COLOUR = '#1b5e20';
const BACKGROUND_COLOUR = '#ffffff';

/** One manifest per language: a page links the one of the language it is in. */
export const manifestPath = (language: Language) => `/manifest.${language}.webmanifest`;

/** The icon sizes browsers ask for: the home screen (192), the splash screen and stores (512), iOS (180). */
export const ICONS = [
  { file: '/icons/icon-192.png', size: 192, purpose: 'any' },
  { file: '/icons/icon-512.png', size: 512, purpose: 'any' },
  // Drawn to the edges with its picture inside the central circle, it suits the shapes phones cut icons to.
  { file: '/icons/icon-512.png', size: 512, purpose: 'maskable' },
] as const;
export const APPLE_TOUCH_ICON = { file: '/icons/apple-touch-icon.png', size: 180 } as const;

/**
 * The names under the icon. The corporation's name is the site's built-in one (the settings hold a placeholder
 * until the corporation confirms it), as in the page titles; the short name is what a home screen has room for.
 */
const WORDS: Record<Language, { shortName: string; description: string }> = {
  en: { shortName: 'Seed Corp.', description: SITE.tagline },
  hi: { shortName: 'बीज निगम', description: 'राज्य के किसानों के लिए प्रमाणित बीज' },
};

export function webAppManifest(language: Language) {
  return {
    // The same app in either language: one identity, whichever manifest installed it.
    id: '/',
    name: SITE.name,
    short_name: WORDS[language].shortName,
    description: WORDS[language].description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: ICONS.map(({ file, size, purpose }) => ({
      src: file,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
