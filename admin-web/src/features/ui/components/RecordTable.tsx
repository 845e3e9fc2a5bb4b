import type { ReactNode } from 'react';
import { NumberedRow, NumberedTable } from './NumberedTable';

interface RecordTableProps<T> {
  caption: string;
  page: number;
  headings: string[];
  rows: T[];
  serialOf: (row: T) => number;
  /** The row's cells after its number. */
  cells: (row: T, serial: number) => ReactNode[];
  /** Rows without a key of their own are told apart by their number. */
  rowKey?: (row: T) => string;
  rowClassName?: (row: T) => string | undefined;
}

/** The rows of a list's page, numbered, in one table. */
export function RecordTable<T>({ rows, serialOf, cells, rowKey, rowClassName, ...table }: RecordTableProps<T>) {
  return (
    <NumberedTable {...table}>
      <tbody>
        {rows.map((row) => {
          const serial = serialOf(row);
          return (
            <NumberedRow
              key={rowKey ? rowKey(row) : serial}
              serial={serial}
              cells={cells(row, serial)}
              className={rowClassName?.(row)}
            />
          );
        })}
      </tbody>
    </NumberedTable>
  );
}
