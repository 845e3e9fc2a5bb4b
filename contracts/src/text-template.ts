/**
 * Text put into a template through these helpers arrives as written. `String.prototype.replace` with a replacement
 * string reads `$&`, `` $` ``, `$'` and `$1` in it as patterns, so a title an administrator typed with a `$` in it
 * would copy parts of the template into the page; a replacer function's answer is never read that way.
 */

/** `source` with the first match of `pattern` (every match, for a global pattern) replaced by `text` as given. */
export function replaceWithText(source: string, pattern: string | RegExp, text: string): string {
  return source.replace(pattern, () => text);
}

/** Fills `{{name}}` placeholders with the values as given (escaped for the template's format by `escape`). */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string>>,
  escape: (value: string) => string = (value) => value,
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => escape(values[name] ?? ''));
}
