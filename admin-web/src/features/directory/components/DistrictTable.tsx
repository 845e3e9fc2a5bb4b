import type { ReactNode } from 'react';
import { NumberedRow, NumberedTable } from '../../ui/components/NumberedTable';
import { groupByDistrict } from '../grouped-rows';
import './district-table.css';

interface DistrictTableProps<T extends { district: string; key: string }> {
  caption: string;
  page: number;
  /** Column headings after S.No. */
  headings: string[];
  rows: T[];
  serialOf: (row: T) => number;
  cells: (row: T) => ReactNode[];
}

/** One table, a row group per district headed by the district's name. */
export function DistrictTable<T extends { district: string; key: string }>({
  rows,
  serialOf,
  cells,
  ...table
}: DistrictTableProps<T>) {
  return (
    <NumberedTable {...table}>
      {groupByDistrict(rows).map(([district, members]) => (
        <tbody key={district}>
          <tr className="group-row">
            <th scope="rowgroup" colSpan={table.headings.length + 1}>
              {district}
            </th>
          </tr>
          {members.map((row) => (
            <NumberedRow key={row.key} serial={serialOf(row)} cells={cells(row)} />
          ))}
        </tbody>
      ))}
    </NumberedTable>
  );
}
