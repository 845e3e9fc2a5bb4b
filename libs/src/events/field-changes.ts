import type { FieldChange } from '@seedcorp/contracts';

/**
 * Each field whose text differs between a record before and after a change, named as an administrator knows it:
 * a field missing on one side (a record created or deleted) is null there, and a field left as it was is left out.
 */
export function fieldChanges(before: Record<string, string>, after: Record<string, string>): FieldChange[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .map((field) => ({ field, old: before[field] ?? null, new: after[field] ?? null }))
    .filter((change) => change.old !== change.new && !(change.old === null && change.new === ''))
    .filter((change) => !(change.new === null && change.old === ''));
}
