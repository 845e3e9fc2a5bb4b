import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_TEXTS } from './en';

export type Language = 'en' | 'hi';
export const LANGUAGE_KEY = 'seedcorp.language';

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
  if (language === 'hi' && !i18next.hasResourceBundle('hi', 'translation')) {
    const { HI_TEXTS } = await import('./hi');
    i18next.addResourceBundle('hi', 'translation', HI_TEXTS);
  }
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
  localStorage.setItem(LANGUAGE_KEY, language);
}

/** After hydration (which happens in English, like the HTML), the visitor's remembered choice. */
export function restoreLanguage(): void {
  if (localStorage.getItem(LANGUAGE_KEY) === 'hi') void setLanguage('hi');
}

export { i18next };
