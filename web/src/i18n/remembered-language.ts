import { LANGUAGE_COOKIE, languageOf, type Language } from './language';

const LANGUAGE_KEY = 'seedcorp.language';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Kept on the device for the visitor's next pages, and sent with them, so that the server renders them in it. */
export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

const languageCookie = (): string | undefined =>
  new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie)?.[1];

/** The visitor's choice of language, as this device remembers it (English when none was made). */
export const rememberedLanguage = (): Language => languageOf(localStorage.getItem(LANGUAGE_KEY) ?? languageCookie());

/**
 * Whether the page must switch to the visitor's remembered choice: a page made without it (prerendered, or before
 * the cookie existed).
 */
export const pageInOtherLanguage = (): boolean => rememberedLanguage() !== document.documentElement.lang;

/** A Hindi reader whose cookie is missing (it expired, or was cleared) has it set again for the next page. */
export function restoreLanguageCookie(): void {
  if (rememberedLanguage() === 'hi' && languageCookie() !== 'hi') rememberLanguage('hi');
}
