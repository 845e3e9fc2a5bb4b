import type { Cell, Column, DataTable, TableRow } from '../../../content/content-types';
import { isPlaceholder } from '../../../content/content-types';
import { formatCell } from '../../../content/format';
import { TableScroll } from '../../../layout/TableScroll';
import { ExternalLink } from '../../documents/components/ExternalLink';

function CellText({ value, column }: { value: Cell | undefined; column: Column }) {
  if (isPlaceholder(value)) return <span className="placeholder-text">{value}</span>;
  if (column.external && typeof value === 'string') return <ExternalLink href={value}>{value}</ExternalLink>;
  return <>{formatCell(value, column)}</>;
}

function cellClass(column: Column): string | undefined {
  return column.numeric ? 'numeric' : undefined;
}

/**
 * Any content table: a real `<table>` with its caption and column headers. The first column names
 * the row (a row header), so a screen reader announces it with every cell. On a narrow screen the
 * table scrolls inside its own focusable region, never the page.
 */
export function ContentTable<K extends string>({ table }: { table: DataTable<K> }) {
  const columns = table.columns as readonly Column[];
  const [first, ...rest] = columns;
  const row = (values: TableRow<K>, key: string | number) => {
    const cells = values as Readonly<Record<string, Cell | undefined>>;
    return (
      <tr key={key}>
        <th scope="row" className={cellClass(first)}>
          <CellText value={cells[first.key]} column={first} />
        </th>
        {rest.map((column) => (
          <td key={column.key} className={cellClass(column)}>
            <CellText value={cells[column.key]} column={column} />
          </td>
        ))}
      </tr>
    );
  };
  return (
    <TableScroll label={table.caption}>
      <table className="content-table">
        <caption>{table.caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{table.rows.map((values, index) => row(values, index))}</tbody>
        {table.footer && <tfoot>{row(table.footer, 'footer')}</tfoot>}
      </table>
    </TableScroll>
  );
}
