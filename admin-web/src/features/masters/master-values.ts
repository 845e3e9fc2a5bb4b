/**
 * Master lists arrive as plain strings or as objects naming the value in `type` (or `name`);
 * both become the string shown in a choice field.
 */
function masterValue(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    const { type, name } = entry as { type?: unknown; name?: unknown };
    if (typeof type === 'string') return type;
    if (typeof name === 'string') return name;
  }
  return undefined;
}

export function masterValues(data: unknown): string[] {
  return Array.isArray(data) ? data.map(masterValue).filter((value): value is string => value !== undefined) : [];
}

/**
 * The values of a master list that the contract's list of a field names, in the contract's order and typed as
 * its values: the choices a form can send for that field.
 */
export function valuesListedIn<Value extends string>(values: readonly string[], listed: readonly Value[]): Value[] {
  return listed.filter((value) => values.includes(value));
}
