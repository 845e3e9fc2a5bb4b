import { formatIndian } from '@seedcorp/web-shared/content/cell-format';
import type { Cell, Column } from './content-types';

export { formatIndian };

/** How a table shows one cell: numbers grouped the Indian way, text as written, a missing cell empty. */
export function formatCell(value: Cell | undefined, column: Pick<Column, 'numeric' | 'fractionDigits'>): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return column.numeric ? formatIndian(value, column.fractionDigits) : String(value);
  return value;
}
