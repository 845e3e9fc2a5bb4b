import { EN_TEXTS } from './en';
import { HI_TEXTS } from './hi';
import type { Language } from './language';
import { translation, type Translation } from './translation';

/**
 * The texts of each language for the site renderer: pages rendered at the same time in English and in Hindi never
 * share a current language. Both are loaded, as the server has no download to save.
 */
const TRANSLATIONS: Record<Language, Translation> = {
  en: translation('en', EN_TEXTS),
  hi: translation('hi', HI_TEXTS, EN_TEXTS),
};

export const languageTranslation = (language: Language): Translation => TRANSLATIONS[language];
