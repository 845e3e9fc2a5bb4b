import type { Cell, Column } from './content-types';

/**
 * Indian digit grouping (last three digits, then pairs): 449000 -> '4,49,000'. Written out rather
 * than left to Intl so prerendered HTML does not depend on the build machine's ICU data.
 */
export function formatIndian(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const fixed = fractionDigits === undefined ? String(Math.abs(value)) : Math.abs(value).toFixed(fractionDigits);
  const [whole, fraction] = fixed.split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** How a table shows one cell: numbers grouped the Indian way, text as written, a missing cell empty. */
export function formatCell(value: Cell | undefined, column: Pick<Column, 'numeric' | 'fractionDigits'>): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return column.numeric ? formatIndian(value, column.fractionDigits) : String(value);
  return value;
}
