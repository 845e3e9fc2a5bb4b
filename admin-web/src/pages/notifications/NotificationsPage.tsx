import type { NotificationItem } from '@seedcorp/contracts';
import { deleteNotification, fetchNotifications } from '../../features/notifications/api/notifications-api';
import { NotificationForm } from '../../features/notifications/components/NotificationForm';
import { PdfViewer } from '../../features/notifications/components/PdfViewer';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RowActions } from '../../features/ui/components/RowActions';
import { displayDate } from '../../features/ui/dates';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

export default function NotificationsPage() {
  const { modal, setModal, close, onSaved, list, shown, remove, serialOf, screen } = useRecordManager<NotificationItem>(
    {
      fetchPage: fetchNotifications,
      remove: deleteNotification,
      deleteFailedMessage: 'Error deleting notification.',
      searchFields: (row) => [row.title, row.location, displayDate(row.submissionDate), row.submissionDate],
    },
  );

  return (
    <>
      <ManagerScreen
        title="Manage Notifications"
        createLabel="Create Notification"
        searchScope="title, location or date"
        {...screen}
        emptyText="No Notifications Found"
        noMatchText="No Notifications Found"
      >
        <table>
          <caption className="visually-hidden">Notifications, page {list.page + 1}</caption>
          <thead>
            <tr>
              <th scope="col">S.No</th>
              <th scope="col">Title</th>
              <th scope="col">Location</th>
              <th scope="col">Last Date Of Submission</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((notification) => (
              <tr key={notification.key}>
                <td>{serialOf(notification)}</td>
                <td>{notification.title}</td>
                <td>{notification.location}</td>
                <td>{displayDate(notification.submissionDate)}</td>
                <td>
                  <RowActions
                    name={notification.title}
                    onView={() => setModal({ kind: 'view', item: notification })}
                    onEdit={() => setModal({ kind: 'edit', item: notification })}
                    onDelete={() => void remove(notification.key, notification.title)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ManagerScreen>
      {modal?.kind === 'create' && (
        <Modal title="Create Notification" onClose={close}>
          <NotificationForm onSaved={onSaved} />
        </Modal>
      )}
      {modal?.kind === 'edit' && (
        <Modal title="Edit Notification" onClose={close}>
          <NotificationForm editing={modal.item} onSaved={onSaved} />
        </Modal>
      )}
      {modal?.kind === 'view' && (
        <Modal title={modal.item.title} onClose={close} wide>
          <PdfViewer documentKey={modal.item.key} title={modal.item.title} url={modal.item.url} />
        </Modal>
      )}
    </>
  );
}
