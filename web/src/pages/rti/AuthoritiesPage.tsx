import type { GroupedByLocation, RtiAuthorityItem } from '@seedcorp/contracts';
import { useRead } from '../../features/api/use-page-read';
import { usePageReads } from '../../features/api/use-page-reads';
import { WordsArticle } from '../../features/content/components/PageWords';
import type { AUTHORITIES_PAGE } from './pages';
import { GroupedTables, type Column } from '../../features/directory/components/GroupedTables';

const NONE: GroupedByLocation<RtiAuthorityItem> = {};
const COLUMNS: Column<RtiAuthorityItem>[] = [
  { header: 'role', value: (row) => row.role },
  { header: 'designation', value: (row) => row.designation },
];

export default function AuthoritiesPage() {
  const { data, loading } = useRead(usePageReads<typeof AUTHORITIES_PAGE>().authorities, NONE);
  return (
    <WordsArticle>
      <GroupedTables groups={data} loading={loading} columns={COLUMNS} />
    </WordsArticle>
  );
}
