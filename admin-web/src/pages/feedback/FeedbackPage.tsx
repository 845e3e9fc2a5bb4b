import type { FeedbackItem } from '@seedcorp/contracts';
import { useState } from 'react';
import { deleteFeedback, fetchFeedback, markFeedbackRead } from '../../features/feedback/api/feedback-api';
import { LIST_SCREENS } from '../../content/list-screens';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { RowActions } from '../../features/ui/components/RowActions';
import { displayDate, displayTime } from '../../features/ui/dates';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';
import './feedback.css';

export default function FeedbackPage() {
  const { modal, setModal, close, remove, screen, table } = useRecordManager<FeedbackItem>({
    fetchPage: fetchFeedback,
    remove: deleteFeedback,
    deleteFailedMessage: 'An error occurred',
    searchFields: (row) => [row.name, row.email, row.subject, row.message],
  });
  const [read, setRead] = useState<ReadonlySet<string>>(new Set());
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
      <ManagerScreen texts={LIST_SCREENS.feedback} {...screen}>
        <RecordTable
          caption="Feedback received"
          headings={['Received', 'Name', 'Email', 'Subject', 'Status', 'Actions']}
          {...table}
          rowKey={(item) => item.key}
          rowClassName={(item) => (isRead(item) ? undefined : 'unread')}
          cells={(item) => [
            `${displayDate(item.createdAt)} ${displayTime(item.createdAt)}`,
            item.name,
            item.email,
            item.subject,
            isRead(item) ? 'Read' : 'Unread',
            <RowActions
              name={item.subject}
              viewLabel="Read"
              onView={() => open(item)}
              onDelete={() => void remove(item.key, `the feedback '${item.subject}'`)}
            />,
          ]}
        />
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
