import { EN_TEXTS } from './en';
import { savePageForOffline } from '../offline/register-worker';
import { LANGUAGE_COOKIE, languageOf, type Language } from './language';
import { currentTranslation, setTranslation, translation, type TextValues } from './translation';

export { LANGUAGE_COOKIE, languageOf, type Language };
export const LANGUAGE_KEY = 'seedcorp.language';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A text of the chrome in the current language, outside React. */
export const t = (key: string, values?: TextValues): string => currentTranslation().t(key, values);

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Switches the chrome's language without a reload; English is bundled, the Hindi texts load the first time. */
export async function setLanguage(language: Language): Promise<void> {
  const switched = document.documentElement.lang !== language;
  const texts = language === 'hi' ? (await import('./hi')).HI_TEXTS : EN_TEXTS;
  setTranslation(translation(language, texts));
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
