import type { ReactNode } from 'react';
import { groupByDistrict } from '../grouped-rows';

interface DistrictTableProps<T extends { district: string; key: string }> {
  caption: string;
  /** Column headings after S.No. */
  headings: string[];
  rows: T[];
  serialOf: (row: T) => number;
  cells: (row: T) => ReactNode[];
}

/** One table, a row group per district headed by the district's name. */
export function DistrictTable<T extends { district: string; key: string }>({
  caption,
  headings,
  rows,
  serialOf,
  cells,
}: DistrictTableProps<T>) {
  return (
    <table>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">S.No</th>
          {headings.map((heading) => (
            <th scope="col" key={heading}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      {groupByDistrict(rows).map(([district, members]) => (
        <tbody key={district}>
          <tr className="group-row">
            <th scope="rowgroup" colSpan={headings.length + 1}>
              {district}
            </th>
          </tr>
          {members.map((row) => (
            <tr key={row.key}>
              <td>{serialOf(row)}</td>
              {cells(row).map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
