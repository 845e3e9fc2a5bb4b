import type { ReactNode } from 'react';

interface HeadedTableProps {
  /** Names the table for screen readers. */
  caption: string;
  headings: readonly string[];
  /** The rows. */
  children: ReactNode;
}

/** A table's head: a heading per column. */
export function ColumnHeadings({ headings }: { headings: readonly string[] }) {
  return (
    <thead>
      <tr>
        {headings.map((heading) => (
          <th scope="col" key={heading}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table with a caption for screen readers and a heading per column. */
export function HeadedTable({ caption, headings, children }: HeadedTableProps) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeadings headings={headings} />
      <tbody>{children}</tbody>
    </table>
  );
}
