import { EN_TEXTS } from './en';
import { savePageForOffline } from '../offline/register-worker';
import { languageOf, type Language } from './language';
import {
  pageInOtherLanguage,
  rememberedLanguage,
  rememberLanguage,
  restoreLanguageCookie,
} from './remembered-language';
import { currentTranslation, setTranslation, translation, type TextValues, type Translation } from './translation';

export { languageOf, type Language };

/** A text of the chrome in the current language, outside React. */
export const t = (key: string, values?: TextValues): string => currentTranslation().t(key, values);

function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = language;
}

/** Switches the chrome's language without a reload; English is bundled, the Hindi texts load the first time. */
export async function setLanguage(language: Language): Promise<void> {
  const switched = document.documentElement.lang !== language;
  setTranslation(await textsOf(language));
  applyDocumentLanguage(language);
  rememberLanguage(language);
  // The copy kept for reading offline follows the visitor into the other language.
  if (switched) savePageForOffline(window.location.pathname);
}

/**
 * After the page comes alive (in the language it was rendered in), the visitor's remembered choice: a page in the
 * other language switches now, and a missing cookie is set for the next page.
 */
export function restoreLanguage(): void {
  if (pageInOtherLanguage()) void setLanguage(rememberedLanguage());
  else restoreLanguageCookie();
}

/** Every text of the chrome in `language`: the Hindi texts load the first time they are asked for. */
export async function textsOf(language: Language): Promise<Translation> {
  return language === 'hi' ? translation('hi', (await import('./hi')).HI_TEXTS, EN_TEXTS) : translation('en', EN_TEXTS);
}
