import type { GroupedByLocation, RtiOfficerItem } from '@seedcorp/contracts';
import { usePublicRead } from '../../features/api/use-public-read';
import { WordsArticle } from '../../features/content/components/PageWords';
import { GroupedTables, type Column } from '../../features/directory/components/GroupedTables';
import { DisclosureIndexLink } from '../../features/rti/components/DisclosureIndexLink';

const NONE: GroupedByLocation<RtiOfficerItem> = {};
const COLUMNS: Column<RtiOfficerItem>[] = [
  { header: 'name', value: (row) => row.name },
  { header: 'designation', value: (row) => row.designation },
  { header: 'address', value: (row) => row.address },
  { header: 'officePhone', value: (row) => row.officeNo },
  { header: 'mobile', value: (row) => row.mobileNo },
];

export default function OfficersDirectoryPage() {
  const { data, loading } = usePublicRead({ name: 'officers' }, NONE);
  return (
    <WordsArticle>
      <GroupedTables groups={data} loading={loading} columns={COLUMNS} />
      <DisclosureIndexLink />
    </WordsArticle>
  );
}
