/**
 * How the site search reads text. Hindi reaches the site in more than one spelling of the same word: a nukta
 * letter as one code point or as its letter and the nukta sign (ख़ U+0959, ख U+0916 + U+093C), with or without the
 * nukta at all (ख़रीफ़, खरीफ), candrabindu or anusvara (गेहूँ, गेहूं), with or without joiners. Both the query and
 * the pages are brought to one spelling, so any of them finds the others.
 */

const NUKTA = /\u093C/g;
const CANDRABINDU = /\u0901/g;
const ANUSVARA = '\u0902';
/** ZWNJ and ZWJ change how a conjunct is drawn, not the word. */
const JOINERS = /[\u200C\u200D]/g;
const DEVANAGARI_DIGITS = /[\u0966-\u096F]/g;
/** Indian digit grouping: '4,49,000' is the number 449000, which a table may hold ungrouped. */
const DIGIT_GROUPING = /(\d),(?=\d)/g;

/**
 * A word is a run of letters, combining marks and digits: a Devanagari vowel sign (matra, U+093E-U+094C,
 * U+0962-U+0963), nukta, candrabindu, anusvara, visarga and virama (U+094D) are marks, so they belong to the word
 * they are written in and never split it. Spaces, punctuation and the danda (।) separate words.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** `text` in the one spelling search compares (NFC, nukta and candrabindu folded, lower case). */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(NUKTA, '')
    .normalize('NFC')
    .replace(CANDRABINDU, ANUSVARA)
    .replace(JOINERS, '')
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(DIGIT_GROUPING, '$1')
    .toLowerCase();
}

/** The words of `text`, normalised, in order. */
export function searchWords(text: string): string[] {
  return normaliseForSearch(text).match(WORD) ?? [];
}
