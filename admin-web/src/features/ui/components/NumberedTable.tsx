import type { ReactNode } from 'react';
import { ColumnHeadings } from './HeadedTable';

interface NumberedTableProps {
  /** Names the list for screen readers; the page number follows it. */
  caption: string;
  /** Zero-based, as the API counts pages. */
  page: number;
  /** Column headings after S.No. */
  headings: string[];
  /** The table's row groups. */
  children: ReactNode;
}

/** A table of a list's page whose rows are numbered across pages in an S.No column. */
export function NumberedTable({ caption, page, headings, children }: NumberedTableProps) {
  return (
    <table>
      <caption className="visually-hidden">
        {caption}, page {page + 1}
      </caption>
      <ColumnHeadings headings={['S.No', ...headings]} />
      {children}
    </table>
  );
}

interface NumberedRowProps {
  serial: number;
  cells: ReactNode[];
  className?: string;
}

export function NumberedRow({ serial, cells, className }: NumberedRowProps) {
  return (
    <tr className={className}>
      <td>{serial}</td>
      {cells.map((cell, index) => (
        <td key={index}>{cell}</td>
      ))}
    </tr>
  );
}
