import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN_TEXTS } from './en';
import { HI_TEXTS } from './hi';
import type { Language } from './i18n';

/**
 * One translation instance per language for the site renderer: pages rendered at the same time in English and in
 * Hindi never share a current language. Both bundles are loaded, as the server has no download to save.
 */
const instances = new Map<Language, i18n>();

export function languageInstance(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      initAsync: false,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
      resources: { en: { translation: EN_TEXTS }, hi: { translation: HI_TEXTS } },
      react: { useSuspense: false },
    });
    instances.set(language, instance);
  }
  return instance;
}
