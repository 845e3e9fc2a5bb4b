export interface SearchOption {
  /** Shown and matched. */
  label: string;
  /** Where choosing it goes. */
  path: string;
}

/** The spec's rule: empty text finds nothing, otherwise case-insensitive containment in the name. */
export function matchOptions(options: readonly SearchOption[], text: string): SearchOption[] {
  const query = text.trim().toLowerCase();
  if (!query) return [];
  return options.filter((option) => option.label.toLowerCase().includes(query));
}
