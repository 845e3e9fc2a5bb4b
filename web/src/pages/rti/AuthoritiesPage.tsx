import type { GroupedByLocation, RtiAuthorityItem } from '@seedcorp/contracts';
import { useLocation } from 'react-router-dom';
import { publicApi } from '../../features/api/public-api';
import { useServerData } from '../../features/api/use-server-data';
import { GroupedTables, type Column } from '../../features/directory/components/GroupedTables';
import { PageTitle } from '../../layout/PageTitle';

const NONE: GroupedByLocation<RtiAuthorityItem> = {};
const COLUMNS: Column<RtiAuthorityItem>[] = [
  { header: 'role', value: (row) => row.role },
  { header: 'designation', value: (row) => row.designation },
];

export default function AuthoritiesPage() {
  const { pathname } = useLocation();
  const { data, loading } = useServerData(publicApi.authorities, NONE, [pathname]);
  return (
    <article>
      <PageTitle />
      <GroupedTables groups={data} loading={loading} columns={COLUMNS} />
    </article>
  );
}
