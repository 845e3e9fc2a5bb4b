/** The site's two languages; a module of its own so that server-only code can name them without the browser's i18n. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie that tells the site renderer (and the gateway's page cache) the visitor's language. */
export const LANGUAGE_COOKIE = 'seedcorp_language';

export const languageOf = (value: string | undefined): Language => (value === 'hi' ? 'hi' : 'en');
