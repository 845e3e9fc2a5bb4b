import type { Language } from '../../i18n/language';

type LanguageSwitcher = (language: Language) => Promise<void>;

/** Where the whole page runs as one app: its texts change in place. */
export const switchInPlace: LanguageSwitcher = (language) =>
  import('../../i18n/i18n').then((i18n) => i18n.setLanguage(language));

let switcher: LanguageSwitcher = switchInPlace;

/**
 * Switches the page to the other language in place. The texts of a page that runs only its islands are HTML, so
 * that page first becomes the app (which holds both languages' words of the page) and then switches.
 */
export const switchLanguage = (language: Language): Promise<void> => switcher(language);

export function setLanguageSwitcher(next: LanguageSwitcher): void {
  switcher = next;
}
