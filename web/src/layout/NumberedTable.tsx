import type { ReactNode } from 'react';
import { TableScroll } from './TableScroll';

export interface NumberedColumn<T> {
  /** The header text, already translated. */
  header: string;
  cell: (row: T) => ReactNode;
}

interface NumberedTableProps<T> {
  /** Names the scrolling region for assistive technology. */
  label: string;
  /** The id of a heading that names the table, where the page has one. */
  labelledBy?: string;
  /** The header of the serial column, e.g. 'S.No' or 'S.No.'. */
  serialHeader: string;
  columns: readonly NumberedColumn<T>[];
  rows: readonly T[];
  /** Given, an empty table keeps its header and says this in one row spanning the columns. */
  emptyText?: string;
}

/** A table of server records, numbered from 1 in its first column, that scrolls sideways on a narrow screen. */
export function NumberedTable<T extends { key?: string }>({
  label,
  labelledBy,
  serialHeader,
  columns,
  rows,
  emptyText,
}: NumberedTableProps<T>) {
  return (
    <TableScroll label={label}>
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{serialHeader}</th>
            {columns.map((column) => (
              <th scope="col" key={column.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyText !== undefined ? (
            <tr>
              <td colSpan={columns.length + 1}>{emptyText}</td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={row.key ?? index}>
                <td>{index + 1}</td>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableScroll>
  );
}
