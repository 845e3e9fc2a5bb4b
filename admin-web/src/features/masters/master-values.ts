/**
 * Master lists arrive as plain strings or as objects naming the value in `type` (or `name`);
 * both become the string shown in a choice field.
 */
export function masterValue(entry: unknown): string | undefined {
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
