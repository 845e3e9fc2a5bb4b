import { HEAD_OFFICE, type GroupedByLocation } from '@seedcorp/contracts';

/** The head-office group first, the others alphabetically. */
export function sortedGroups<T>(grouped: GroupedByLocation<T>): [string, T[]][] {
  return Object.entries(grouped).sort(([a], [b]) =>
    a === HEAD_OFFICE ? -1 : b === HEAD_OFFICE ? 1 : a.localeCompare(b, 'en'),
  );
}

/** Missing values show as '-'. */
export const orDash = (value: string | null | undefined) => (value && value.trim() ? value : '-');
