import { fetchSignInLog } from '../../features/dashboard/api/dashboard-api';
import { LIST_SCREENS } from '../../content/list-screens';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { displayDate, displayTime } from '../../features/ui/dates';
import { useListScreen } from '../../features/ui/hooks/use-list-screen';

export default function SignInLogPage() {
  const { screen, table } = useListScreen({
    fetchPage: fetchSignInLog,
    searchFields: (row) => [row.activityType, row.activityDetails, displayDate(row.at)],
  });

  return (
    <ManagerScreen texts={LIST_SCREENS.signInLog} {...screen}>
      <RecordTable
        caption="Sign-in events, newest first"
        headings={['Date', 'Time', 'Event', 'Details']}
        {...table}
        cells={(entry) => [displayDate(entry.at), displayTime(entry.at), entry.activityType, entry.activityDetails]}
      />
    </ManagerScreen>
  );
}
