import type { ContentColumn } from '@seedcorp/contracts';
import type { HTMLAttributes } from 'react';

/** A phone keyboard that suits the column, where the cell holds only a figure or a number. */
export function inputModeOf(column: ContentColumn): HTMLAttributes<HTMLInputElement>['inputMode'] {
  if (column.words?.length) return undefined;
  switch (column.type) {
    case 'rupees':
    case 'quantity':
      return 'decimal';
    case 'whole':
      return 'numeric';
    case 'phone':
      return 'tel';
    case 'email':
      return 'email';
    case 'link':
      return 'url';
    default:
      return undefined;
  }
}

/** A column of figures only, lined up on the right; one that may also hold stated words is read as text. */
export const isFigure = (column: ContentColumn) =>
  (column.type === 'rupees' || column.type === 'quantity' || column.type === 'whole') && !column.words?.length;
