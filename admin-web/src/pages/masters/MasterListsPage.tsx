import { KEPT_MASTER_LISTS, MASTER_LIST_NAMES, type KeptMasterList, type MasterListEntry } from '@seedcorp/contracts';
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MASTER_LIST_SCREENS } from '../../content/list-screens';
import { deleteMasterValue, fetchMasterList } from '../../features/masters/api/master-lists-api';
import { MasterValueForm } from '../../features/masters/components/MasterValueForm';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { RowActions } from '../../features/ui/components/RowActions';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';
import './master-lists.css';

const usedBy = (uses: number) => (uses === 0 ? 'None' : `${uses} ${uses === 1 ? 'record' : 'records'}`);

/** The list shown is in the address (`?list=authRole`), so a reload or a shared link keeps it. */
export default function MasterListsPage() {
  const [params] = useSearchParams();
  const list = KEPT_MASTER_LISTS.find((name) => name === params.get('list')) ?? 'designation';
  // A fresh screen per list: its page, search and open modal belong to the list.
  return <MasterListScreen key={list} list={list} />;
}

function MasterListScreen({ list }: { list: KeptMasterList }) {
  const texts = MASTER_LIST_SCREENS[list];
  const fetchPage = useCallback((page: number, size: number) => fetchMasterList(list, page, size), [list]);
  const remove = useCallback((key: string) => deleteMasterValue(list, key), [list]);
  const { screen, formModal, table, editAndDelete } = useRecordManager<MasterListEntry>({
    fetchPage,
    remove,
    deleteFailedMessage: 'An error occurred',
    searchFields: (row) => [row.value],
  });
  const { modal, close, onSaved } = formModal;

  return (
    <>
      <ManagerScreen texts={texts} intro={<ListChoice shown={list} />} {...screen}>
        <RecordTable
          caption={MASTER_LIST_NAMES[list].many}
          headings={[MASTER_LIST_NAMES[list].one, 'Used by', 'Actions']}
          {...table}
          rowKey={(row) => row.key}
          cells={(row) => [
            row.value,
            usedBy(row.uses),
            <RowActions {...editAndDelete(row, row.value)} editLabel="Rename" />,
          ]}
        />
      </ManagerScreen>
      {modal?.kind === 'create' && (
        <Modal title={texts.createLabel} onClose={close}>
          <MasterValueForm list={list} onSaved={onSaved} />
        </Modal>
      )}
      {modal?.kind === 'edit' && (
        <Modal title={texts.renameTitle} onClose={close}>
          <MasterValueForm list={list} editing={modal.item} onSaved={onSaved} />
        </Modal>
      )}
    </>
  );
}

function ListChoice({ shown }: { shown: KeptMasterList }) {
  return (
    <nav className="list-choice" aria-label="Master lists">
      <ul>
        {KEPT_MASTER_LISTS.map((list) => (
          <li key={list}>
            <Link to={`?list=${list}`} aria-current={list === shown ? 'page' : undefined}>
              {MASTER_LIST_NAMES[list].many}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
