/**
 * Rows of the current page whose searched fields contain the text, ignoring case;
 * an empty (or blank) text keeps every row.
 */
export function filterRows<T>(
  rows: readonly T[],
  text: string,
  fields: (row: T) => (string | null | undefined)[],
): T[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) => fields(row).some((value) => value?.toLowerCase().includes(needle)));
}
