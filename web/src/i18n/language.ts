/** The site's two languages; a module of its own so that server-only code can name them without the browser's i18n. */
export type Language = 'en' | 'hi';
