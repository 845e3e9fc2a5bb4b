import { fillPlaceholders } from '@seedcorp/contracts';
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from './language';

/**
 * The chrome's texts in the reader's language: flat keys (page titles are keyed by their path), `{{name}}`
 * placeholders, and the English text where a Hindi one is missing. A few lines instead of a translation library:
 * nothing more is asked of it, and a farmer's phone downloads some 18 kB less script on a first visit.
 */

export type Texts = Readonly<Record<string, string>>;
export type TextValues = Readonly<Record<string, string | number>> & { defaultValue?: string };

export interface Translation {
  language: Language;
  t: (key: string, values?: TextValues) => string;
  /** The text of `key` with its placeholders unfilled, if there is one. */
  text: (key: string) => string | undefined;
}

/** `fallback`: where a key has no text in `texts` (English, for a Hindi text not written yet). */
export function translation(language: Language, texts: Texts, fallback: Texts = {}): Translation {
  const text = (key: string) => texts[key] ?? fallback[key];
  return {
    language,
    text,
    t: (key, values = {}) => {
      const { defaultValue, ...placeholders } = values;
      const template = text(key) ?? defaultValue ?? key;
      const filled = Object.fromEntries(Object.entries(placeholders).map(([name, value]) => [name, String(value)]));
      return fillPlaceholders(template, filled);
    },
  };
}

// Every page is rendered inside a provider: the site renderer's, the app's (`LiveTranslation`) or an island's.
const TranslationContext = createContext<Translation>(translation('en', {}));

export const useTranslation = (): Translation => useContext(TranslationContext);

/** The page's texts in one language: the site renderer's, for the language the page is rendered in. */
export function TranslationProvider({ value, children }: { value: Translation; children: ReactNode }) {
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** The browser's current texts: the page's, once the app or the islands have set them. */
let current = translation('en', {});
const listeners = new Set<() => void>();

export function setTranslation(next: Translation): void {
  current = next;
  for (const listener of listeners) listener();
}

export const currentTranslation = (): Translation => current;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** In the browser: the whole app re-renders in the other language when the visitor switches. */
export function LiveTranslation({ children }: { children: ReactNode }) {
  const value = useSyncExternalStore(subscribe, currentTranslation, currentTranslation);
  return <TranslationProvider value={value}>{children}</TranslationProvider>;
}
