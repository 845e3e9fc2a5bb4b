import type { GroupedByLocation } from '@seedcorp/contracts';
import { useTranslation } from '../../../i18n/translation';
import { LoadedList } from '../../api/components/LoadedList';
import { orDash, sortedGroups } from '../grouped';
import { NumberedTable } from '../../../layout/NumberedTable';

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
  const shownColumns = columns.map((column) => ({
    header: t(column.header),
    cell: (row: T) => orDash(column.value(row)),
  }));
  return (
    <LoadedList loading={loading} items={sortedGroups(groups)} emptyText={t('noData')}>
      {(sorted) =>
        sorted.map(([location, rows], groupIndex) => (
          <section key={location}>
            <h2 id={`group-${groupIndex}`}>{location}</h2>
            <NumberedTable
              label={location}
              labelledBy={`group-${groupIndex}`}
              serialHeader={t('serialDotted')}
              columns={shownColumns}
              rows={rows}
            />
          </section>
        ))
      }
    </LoadedList>
  );
}
