import { useListScreen, type ListScreenOptions } from './use-list-screen';
import { useModalState } from './use-modal-state';
import { useDeleteAction } from './use-record-actions';

interface RecordManagerOptions<T> extends ListScreenOptions<T> {
  remove: (key: string) => Promise<string>;
  /** Shown when a delete fails without a message of the server's own. */
  deleteFailedMessage: string;
}

/**
 * What every list screen of records holds: the list screen, the open modal and the delete action.
 * `screen` spreads into `ManagerScreen`, `table` into `RecordTable` or `DistrictTable`, `formModal` into
 * `RecordFormModal`.
 */
export function useRecordManager<T extends { key: string }>({
  remove,
  deleteFailedMessage,
  ...listOptions
}: RecordManagerOptions<T>) {
  const listScreen = useListScreen(listOptions);
  const { load } = listScreen.list;
  const { modal, setModal, close, onSaved } = useModalState<T>(load);
  const removeRecord = useDeleteAction(remove, load, deleteFailedMessage);
  return {
    ...listScreen,
    modal,
    setModal,
    close,
    remove: removeRecord,
    screen: { ...listScreen.screen, onCreate: () => setModal({ kind: 'create' }) },
    formModal: { modal, close, onSaved },
    /** A row's edit and delete actions, `name` naming the row to screen readers; spreads into `RowActions`. */
    editAndDelete: (row: T, name: string) => ({
      name,
      onEdit: () => setModal({ kind: 'edit', item: row }),
      onDelete: () => void removeRecord(row.key, name),
    }),
  };
}
