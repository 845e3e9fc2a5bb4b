import type { GroupedByLocation } from '@seedcorp/contracts';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../api/components/Loading';
import { orDash, sortedGroups } from '../grouped';
import { TableScroll } from '../../../layout/TableScroll';

export interface Column<T> {
  /** Text key of the header. */
  header: string;
  value: (row: T) => string | undefined;
}

/** One table per location, the head office first; missing values show '-'. */
export function GroupedTables<T extends { key?: string }>({
  groups,
  loading,
  columns,
}: {
  groups: GroupedByLocation<T>;
  loading: boolean;
  columns: Column<T>[];
}) {
  const { t } = useTranslation();
  if (loading) return <Loading />;
  const sorted = sortedGroups(groups);
  if (sorted.length === 0) return <p>{t('noData')}</p>;
  return (
    <>
      {sorted.map(([location, rows], groupIndex) => (
        <section key={location}>
          <h2 id={`group-${groupIndex}`}>{location}</h2>
          <TableScroll label={location}>
            <table aria-labelledby={`group-${groupIndex}`}>
              <thead>
                <tr>
                  <th scope="col">{t('serialDotted')}</th>
                  {columns.map((column) => (
                    <th scope="col" key={column.header}>
                      {t(column.header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={row.key ?? index}>
                    <td>{index + 1}</td>
                    {columns.map((column) => (
                      <td key={column.header}>{orDash(column.value(row))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </section>
      ))}
    </>
  );
}
