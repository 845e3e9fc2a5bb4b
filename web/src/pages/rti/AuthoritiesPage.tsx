import type { GroupedByLocation, RtiAuthorityItem } from '@seedcorp/contracts';
import { usePublicRead } from '../../features/api/use-public-read';
import { WordsArticle } from '../../features/content/components/PageWords';
import { GroupedTables, type Column } from '../../features/directory/components/GroupedTables';

const NONE: GroupedByLocation<RtiAuthorityItem> = {};
const COLUMNS: Column<RtiAuthorityItem>[] = [
  { header: 'role', value: (row) => row.role },
  { header: 'designation', value: (row) => row.designation },
];

export default function AuthoritiesPage() {
  const { data, loading } = usePublicRead({ name: 'authorities' }, NONE);
  return (
    <WordsArticle>
      <GroupedTables groups={data} loading={loading} columns={COLUMNS} />
    </WordsArticle>
  );
}
