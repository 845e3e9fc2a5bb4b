import type { GroupedByLocation, RtiOfficerItem } from '@seedcorp/contracts';
import { useLocation } from 'react-router-dom';
import { publicApi } from '../../features/api/public-api';
import { useServerData } from '../../features/api/use-server-data';
import { GroupedTables, type Column } from '../../features/directory/components/GroupedTables';
import { DisclosureIndexLink } from '../../features/rti/components/DisclosureIndexLink';
import { PageTitle } from '../../layout/PageTitle';

const NONE: GroupedByLocation<RtiOfficerItem> = {};
const COLUMNS: Column<RtiOfficerItem>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'designation', value: (row) => row.designation },
  { header: 'address', value: (row) => row.address },
  { header: 'officePhone', value: (row) => row.officeNo },
  { header: 'mobile', value: (row) => row.mobileNo },
];

export default function OfficersDirectoryPage() {
  const { pathname } = useLocation();
  const { data, loading } = useServerData(publicApi.officers, NONE, [pathname]);
  return (
    <article>
      <PageTitle />
      <GroupedTables groups={data} loading={loading} columns={COLUMNS} />
      <DisclosureIndexLink />
    </article>
  );
}
