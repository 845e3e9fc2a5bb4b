import type { FeedbackItem } from '@seedcorp/contracts';
import { useState } from 'react';
import { deleteFeedback, fetchFeedback, markFeedbackRead } from '../../features/feedback/api/feedback-api';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RowActions } from '../../features/ui/components/RowActions';
import { displayDate, displayTime } from '../../features/ui/dates';
import { useModalState } from '../../features/ui/hooks/use-modal-state';
import { serialNumber, usePagedList } from '../../features/ui/hooks/use-paged-list';
import { useDeleteAction } from '../../features/ui/hooks/use-record-actions';
import { filterRows } from '../../features/ui/search-filter';

export default function FeedbackPage() {
  const list = usePagedList(fetchFeedback, 'Failed to fetch data.');
  const { load } = list;
  const [search, setSearch] = useState('');
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
  const { modal, setModal, close } = useModalState<FeedbackItem>(load);
  const remove = useDeleteAction(deleteFeedback, load, 'An error occurred');
  const shown = filterRows(list.rows, search, (row) => [row.name, row.email, row.subject, row.message]);
  const isRead = (item: FeedbackItem) => item.read || read.has(item.key);

  const open = (item: FeedbackItem) => {
    setModal({ kind: 'view', item });
    if (isRead(item)) return;
    // Reading it is what marks it; a failure only leaves it shown as unread.
    markFeedbackRead(item.key)
      .then(() => setRead((previous) => new Set(previous).add(item.key)))
      .catch(() => undefined);
  };

  return (
    <>
      <ManagerScreen
        title="Feedback"
        searchScope="name, email, subject or message"
        search={search}
        onSearch={setSearch}
        list={list}
        shown={shown}
        emptyText="No items to display"
        noMatchText="No items to display"
      >
        <table>
          <caption className="visually-hidden">Feedback received, page {list.page + 1}</caption>
          <thead>
            <tr>
              <th scope="col">S.No</th>
              <th scope="col">Received</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Subject</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.key} className={isRead(item) ? undefined : 'unread'}>
                <td>{serialNumber(list, item)}</td>
                <td>
                  {displayDate(item.createdAt)} {displayTime(item.createdAt)}
                </td>
                <td>{item.name}</td>
                <td>{item.email}</td>
                <td>{item.subject}</td>
                <td>{isRead(item) ? 'Read' : 'Unread'}</td>
                <td>
                  <RowActions
                    name={item.subject}
                    viewLabel="Read"
                    onView={() => open(item)}
                    onDelete={() => void remove(item.key, `the feedback '${item.subject}'`)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ManagerScreen>
      {modal?.kind === 'view' && (
        <Modal title={modal.item.subject} onClose={close}>
          <dl className="feedback-detail">
            <dt>From</dt>
            <dd>
              {modal.item.name} (<a href={`mailto:${modal.item.email}`}>{modal.item.email}</a>)
            </dd>
            <dt>Received</dt>
            <dd>
              {displayDate(modal.item.createdAt)} {displayTime(modal.item.createdAt)}
            </dd>
            <dt>Message</dt>
            <dd className="feedback-message">{modal.item.message}</dd>
          </dl>
        </Modal>
      )}
    </>
  );
}
