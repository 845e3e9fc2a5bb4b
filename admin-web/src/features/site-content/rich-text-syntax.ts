import type { Inline, RichText } from '@seedcorp/contracts';

/**
 * The few marks an administrator types for formatting, read into the contract's `Inline[]` and written back
 * from it. Typed marks rather than a rich-text editor: a textarea takes any Indic keyboard and screen reader as
 * it is, and nothing typed is ever read as markup, so every other character (`<`, `&`, quotes) stays text.
 *
 * - `*words*` emphasis
 * - `[words](address)` a link
 * - `{?}` the placeholder of a fact not yet supplied
 * - a backslash keeps the next mark character as itself (`\*` is a star)
 */
const PLACEHOLDER_MARK = '{?}';

/** Characters a backslash may keep as themselves, wherever they are. */
const ESCAPABLE = new Set(['\\', '*', '[', ']', '{', '}', '(', ')']);

export const SYNTAX_PROBLEMS = {
  emphasisOpen: (near: string) =>
    `An emphasis started with * is not closed (at "${near}"): end it with *, or write \\* for a star.`,
  emphasisEmpty: (near: string) => `An emphasis holds no words (at "${near}"): write \\*\\* for two stars.`,
  linkOpen: (near: string) =>
    `A link started with [ is not closed (at "${near}"): write [words](address), or \\[ for a bracket.`,
  linkAddress: (near: string) =>
    `A link needs its address in brackets right after the words (at "${near}"): write [words](address), or \\[ for a bracket.`,
  linkEmpty: (near: string) => `A link holds no words (at "${near}"): write [words](address).`,
  placeholder: (near: string) =>
    `A { starts only the placeholder mark ${PLACEHOLDER_MARK} (at "${near}"): write \\{ for a brace.`,
};

const escape = (text: string, marks: string) =>
  [...text]
    .map((character) => (character === '\\' || marks.includes(character) ? `\\${character}` : character))
    .join('');

/** A rich text as the administrator types it. */
export function richTextToSource(text: RichText): string {
  if (typeof text === 'string') return escape(text, '*[{');
  return text
    .map((piece: Inline) => {
      if (typeof piece === 'string') return escape(piece, '*[{');
      if ('em' in piece) return `*${escape(piece.em, '*')}*`;
      if ('href' in piece) return `[${escape(piece.text, ']')}](${escape(piece.href, ')')})`;
      return PLACEHOLDER_MARK;
    })
    .join('');
}

export type ParsedRichText = { text: RichText; problem?: undefined } | { problem: string };

const NEAR_LENGTH = 24;

/**
 * The text an administrator typed, as the contract's rich text: a plain string when it has no marks, else its
 * pieces; or the first mark that is not closed or not understood.
 */
export function parseRichText(source: string): ParsedRichText {
  const pieces: Inline[] = [];
  let plain = '';
  let at = 0;
  const near = (from: number) => {
    const shown = source.slice(from, from + NEAR_LENGTH);
    return from + NEAR_LENGTH < source.length ? `${shown}…` : shown;
  };
  /** Reads to the unescaped `end`, from just after an opening mark; undefined when it never comes. */
  const readUntil = (end: string): string | undefined => {
    let read = '';
    while (at < source.length) {
      const character = source[at];
      if (character === '\\' && ESCAPABLE.has(source[at + 1])) {
        read += source[at + 1];
        at += 2;
      } else if (character === end) {
        at += 1;
        return read;
      } else {
        read += character;
        at += 1;
      }
    }
    return undefined;
  };
  const keepPlain = () => {
    if (plain !== '') pieces.push(plain);
    plain = '';
  };

  while (at < source.length) {
    const start = at;
    const character = source[at];
    if (character === '\\' && ESCAPABLE.has(source[at + 1])) {
      plain += source[at + 1];
      at += 2;
    } else if (character === '*') {
      at += 1;
      const em = readUntil('*');
      if (em === undefined) return { problem: SYNTAX_PROBLEMS.emphasisOpen(near(start)) };
      if (em === '') return { problem: SYNTAX_PROBLEMS.emphasisEmpty(near(start)) };
      keepPlain();
      pieces.push({ em });
    } else if (character === '[') {
      at += 1;
      const text = readUntil(']');
      if (text === undefined) return { problem: SYNTAX_PROBLEMS.linkOpen(near(start)) };
      if (source[at] !== '(') return { problem: SYNTAX_PROBLEMS.linkAddress(near(start)) };
      at += 1;
      const href = readUntil(')');
      if (href === undefined) return { problem: SYNTAX_PROBLEMS.linkAddress(near(start)) };
      if (text.trim() === '') return { problem: SYNTAX_PROBLEMS.linkEmpty(near(start)) };
      keepPlain();
      pieces.push({ text, href: href.trim() });
    } else if (character === '{') {
      if (!source.startsWith(PLACEHOLDER_MARK, at)) return { problem: SYNTAX_PROBLEMS.placeholder(near(start)) };
      at += PLACEHOLDER_MARK.length;
      keepPlain();
      pieces.push({ placeholder: true });
    } else {
      plain += character;
      at += 1;
    }
  }
  if (pieces.length === 0) return { text: plain };
  keepPlain();
  return { text: pieces };
}
