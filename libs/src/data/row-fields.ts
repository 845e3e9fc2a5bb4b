/** The named fields of a row, as the row keeps them: the part of an answer that shows stored values unchanged. */
export function pickFields<Row extends object, Key extends keyof Row>(row: Row, keys: readonly Key[]): Pick<Row, Key> {
  const picked = {} as Pick<Row, Key>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}

/** The named optional text fields of a row, one left empty (null) as '': answers show no nulls for text. */
export function textFields<Key extends string, Row extends Partial<Record<Key, string | null>>>(
  row: Row,
  keys: readonly Key[],
): Record<Key, string> {
  const texts = {} as Record<Key, string>;
  for (const key of keys) texts[key] = row[key] ?? '';
  return texts;
}
