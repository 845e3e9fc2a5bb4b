import type { RtiAuthorityItem } from '@seedcorp/contracts';
import { useState } from 'react';
import { deleteAuthority, fetchAuthorities } from '../../features/directory/api/directory-api';
import { AuthorityForm } from '../../features/directory/components/AuthorityForm';
import { DistrictTable } from '../../features/directory/components/DistrictTable';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RowActions } from '../../features/ui/components/RowActions';
import { useModalState } from '../../features/ui/hooks/use-modal-state';
import { PAGE_SIZE, usePagedList } from '../../features/ui/hooks/use-paged-list';
import { useDeleteAction } from '../../features/ui/hooks/use-record-actions';
import { filterRows } from '../../features/ui/search-filter';

export default function RtiAuthoritiesPage() {
  const list = usePagedList(fetchAuthorities, 'Failed to fetch data.');
  const { load } = list;
  const [search, setSearch] = useState('');
  const { modal, setModal, close, onSaved } = useModalState<RtiAuthorityItem>(load);
  const remove = useDeleteAction(deleteAuthority, load, 'An error occurred');
  const shown = filterRows(list.rows, search, (row) => [row.district, row.role, row.designation]);

  return (
    <>
      <ManagerScreen
        title="Manage RTI Authorities"
        createLabel="Add RTI Authority"
        onCreate={() => setModal({ kind: 'create' })}
        searchScope="district, role or designation"
        search={search}
        onSearch={setSearch}
        list={list}
        shown={shown}
        emptyText="No Data Found."
        noMatchText="No Directory Matched."
      >
        <DistrictTable
          caption={`RTI authorities by district, page ${list.page + 1}`}
          headings={['Role', 'Designation', 'Actions']}
          rows={shown}
          serialOf={(row) => list.page * PAGE_SIZE + list.rows.indexOf(row) + 1}
          cells={(authority) => [
            authority.role,
            authority.designation,
            <RowActions
              key="actions"
              name={`${authority.role}, ${authority.district}`}
              onEdit={() => setModal({ kind: 'edit', item: authority })}
              onDelete={() => void remove(authority.key, `${authority.role}, ${authority.district}`)}
            />,
          ]}
        />
      </ManagerScreen>
      {modal?.kind === 'create' && (
        <Modal title="Add RTI Authority" onClose={close}>
          <AuthorityForm onSaved={onSaved} />
        </Modal>
      )}
      {modal?.kind === 'edit' && (
        <Modal title="Edit RTI Authority" onClose={close}>
          <AuthorityForm editing={modal.item} onSaved={onSaved} />
        </Modal>
      )}
    </>
  );
}
