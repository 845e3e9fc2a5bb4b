/** The site's two languages; a module of its own so that server-only code can name them without the browser's i18n. */
export type Language = 'en' | 'hi';

/** The cookie that tells the site renderer (and the gateway's page cache) the visitor's language. */
export const LANGUAGE_COOKIE = 'seedcorp_language';
