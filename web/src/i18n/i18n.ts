import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_TEXTS } from './en';
import { savePageForOffline } from '../offline/register-worker';
import { LANGUAGE_COOKIE, languageOf, type Language } from './language';

export { LANGUAGE_COOKIE, languageOf, type Language };
export const LANGUAGE_KEY = 'seedcorp.language';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** English is bundled and ready at once (the prerendered HTML is English). Keys are flat: page titles are keyed by their path. */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  resources: { en: { translation: EN_TEXTS } },
  react: { useSuspense: false },
});

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Switches the chrome's language without a reload, loading the Hindi texts the first time. */
export async function setLanguage(language: Language): Promise<void> {
  const switched = document.documentElement.lang !== language;
  if (language === 'hi' && !i18next.hasResourceBundle('hi', 'translation')) {
    const { HI_TEXTS } = await import('./hi');
    i18next.addResourceBundle('hi', 'translation', HI_TEXTS);
  }
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  // The copy kept for reading offline follows the visitor into the other language.
  if (switched) savePageForOffline(window.location.pathname);
}

/**
 * After hydration (in the page's language), the visitor's remembered choice: a page made without it (prerendered,
 * or before the cookie existed) switches now, and the cookie is set for the next page.
 */
export function restoreLanguage(): void {
  const cookie = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];
  const remembered = languageOf(localStorage.getItem(LANGUAGE_KEY) ?? cookie);
  if (remembered !== document.documentElement.lang || (remembered === 'hi' && cookie !== 'hi')) {
    void setLanguage(remembered);
  }
}

export { i18next };
