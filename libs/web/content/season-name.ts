import type { ContentLanguage } from './cell-format';

/**
 * The Hindi of the crop seasons a rate list is published for. Administrators type a season in English ('Rabi
 * 2025-26'), so its spellings in Roman letters are matched whatever their case.
 */
const SEASON_WORDS_HI: Readonly<Record<string, string>> = {
  rabi: 'रबी',
  kharif: 'खरीफ',
  zaid: 'जायद',
  zayad: 'जायद',
  zayed: 'जायद',
};

/**
 * A rate list's season as a reader of the language reads it: 'Rabi 2025-26' is 'रबी 2025-26' in Hindi. Only the
 * season's own word changes; the years and any other words stay as the administrator wrote them.
 */
export function seasonName(season: string, language: ContentLanguage): string {
  if (language === 'en') return season;
  return season.replace(/[A-Za-z]+/g, (word) => SEASON_WORDS_HI[word.toLowerCase()] ?? word);
}
