import { useState } from 'react';
import { fetchSignInLog } from '../../features/dashboard/api/dashboard-api';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { displayDate, displayTime } from '../../features/ui/dates';
import { serialNumber, usePagedList } from '../../features/ui/hooks/use-paged-list';
import { filterRows } from '../../features/ui/search-filter';

export default function SignInLogPage() {
  const list = usePagedList(fetchSignInLog, 'Failed to fetch data.');
  const [search, setSearch] = useState('');
  const shown = filterRows(list.rows, search, (row) => [row.activityType, row.activityDetails, displayDate(row.at)]);

  return (
    <ManagerScreen
      title="Sign-in Log"
      searchScope="event, details or date"
      search={search}
      onSearch={setSearch}
      list={list}
      shown={shown}
      emptyText="No items to display"
      noMatchText="No items to display"
    >
      <table>
        <caption className="visually-hidden">Sign-in events, newest first, page {list.page + 1}</caption>
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Event</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => {
            const serial = serialNumber(list, entry);
            return (
              <tr key={serial}>
                <td>{serial}</td>
                <td>{displayDate(entry.at)}</td>
                <td>{displayTime(entry.at)}</td>
                <td>{entry.activityType}</td>
                <td>{entry.activityDetails}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ManagerScreen>
  );
}
