import type { NotificationItem } from '@seedcorp/contracts';
import { deleteNotification, fetchNotifications } from '../../features/notifications/api/notifications-api';
import { NotificationForm } from '../../features/notifications/components/NotificationForm';
import { PdfViewer } from '../../features/notifications/components/PdfViewer';
import { LIST_SCREENS } from '../../content/list-screens';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RecordFormModal } from '../../features/ui/components/RecordFormModal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { RowActions } from '../../features/ui/components/RowActions';
import { displayDate } from '../../features/ui/dates';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

export default function NotificationsPage() {
  const { modal, setModal, close, screen, formModal, table, editAndDelete } = useRecordManager<NotificationItem>({
    fetchPage: fetchNotifications,
    remove: deleteNotification,
    deleteFailedMessage: 'Error deleting notification.',
    searchFields: (row) => [row.title, row.location, displayDate(row.submissionDate), row.submissionDate],
  });

  return (
    <>
      <ManagerScreen texts={LIST_SCREENS.notifications} {...screen}>
        <RecordTable
          caption="Notifications"
          headings={['Title', 'Location', 'Last Date Of Submission', 'Actions']}
          {...table}
          rowKey={(notification) => notification.key}
          cells={(notification) => [
            notification.title,
            notification.location,
            displayDate(notification.submissionDate),
            <RowActions
              {...editAndDelete(notification, notification.title)}
              onView={() => setModal({ kind: 'view', item: notification })}
            />,
          ]}
        />
      </ManagerScreen>
      <RecordFormModal
        {...formModal}
        createTitle={LIST_SCREENS.notifications.createLabel}
        editTitle="Edit Notification"
        Form={NotificationForm}
      />
      {modal?.kind === 'view' && (
        <Modal title={modal.item.title} onClose={close} wide>
          <PdfViewer documentKey={modal.item.key} title={modal.item.title} url={modal.item.url} />
        </Modal>
      )}
    </>
  );
}
