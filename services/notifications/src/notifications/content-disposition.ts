/** Characters a download name may not carry in the plain `filename` parameter or on common file systems. */
const UNSAFE = /(?:[^\x20-\x7e]|["\\/:*?<>|%;])+/g;
const MAX_NAME_LENGTH = 150;

/** Control characters, path separators and lone UTF-16 surrogates (which cannot be percent-encoded). */
function isUnnamable(character: string): boolean {
  const code = character.charCodeAt(0);
  const loneSurrogate = character.length === 1 && code >= 0xd800 && code <= 0xdfff;
  return code < 0x20 || code === 0x7f || loneSurrogate || character === '/' || character === '\\';
}

/**
 * `inline; filename="<title>.pdf"; filename*=UTF-8''<title>.pdf`: a plain ASCII name for old
 * clients and the exact title, percent-encoded (RFC 5987), for every current browser.
 */
export function inlinePdfDisposition(title: string): string {
  const characters = [...title].map((character) => (isUnnamable(character) ? ' ' : character));
  const name = characters.join('').trim();
  const kept = [...name].slice(0, MAX_NAME_LENGTH).join('');
  const ascii = kept.replace(UNSAFE, '_').replace(/\s+/g, ' ').trim() || 'document';
  const encoded = encodeURIComponent(kept || 'document').replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${ascii}.pdf"; filename*=UTF-8''${encoded}.pdf`;
}
