import type { GroupedByLocation, RtiOfficerItem } from '@seedcorp/contracts';
import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { WordsArticle } from '../../features/content/components/PageWords';
import type { OFFICERS_DIRECTORY_PAGE } from './pages';
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
  const { data, loading } = useRead(usePageReads<typeof OFFICERS_DIRECTORY_PAGE>().officers, NONE);
  return (
    <WordsArticle>
      <GroupedTables groups={data} loading={loading} columns={COLUMNS} />
      <DisclosureIndexLink />
    </WordsArticle>
  );
}
