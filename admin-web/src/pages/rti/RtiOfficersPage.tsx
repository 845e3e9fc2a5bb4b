import type { RtiOfficerItem } from '@seedcorp/contracts';
import { useState } from 'react';
import { deleteOfficer, fetchOfficers } from '../../features/directory/api/directory-api';
import { DistrictTable } from '../../features/directory/components/DistrictTable';
import { OfficerForm } from '../../features/directory/components/OfficerForm';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RowActions } from '../../features/ui/components/RowActions';
import { useModalState } from '../../features/ui/hooks/use-modal-state';
import { PAGE_SIZE, usePagedList } from '../../features/ui/hooks/use-paged-list';
import { useDeleteAction } from '../../features/ui/hooks/use-record-actions';
import { filterRows } from '../../features/ui/search-filter';

const dash = (value: string | undefined) => value || '-';

export default function RtiOfficersPage() {
  const list = usePagedList(fetchOfficers, 'Failed to fetch data.');
  const { load } = list;
  const [search, setSearch] = useState('');
  const { modal, setModal, close, onSaved } = useModalState<RtiOfficerItem>(load);
  const remove = useDeleteAction(deleteOfficer, load, 'An error occurred');
  const shown = filterRows(list.rows, search, (row) => [
    row.district,
    row.designation,
    row.name,
    row.address,
    row.mobileNo,
    row.officeNo,
  ]);

  return (
    <>
      <ManagerScreen
        title="Manage RTI Directory"
        createLabel="Add RTI Officer"
        onCreate={() => setModal({ kind: 'create' })}
        searchScope="district, designation, name, address or numbers"
        search={search}
        onSearch={setSearch}
        list={list}
        shown={shown}
        emptyText="No Data Found."
        noMatchText="No Directory Matched."
      >
        <DistrictTable
          caption={`RTI officers by district, page ${list.page + 1}`}
          headings={['Name', 'Designation', 'Address', 'Office No.', 'Mobile No.', 'Actions']}
          rows={shown}
          serialOf={(row) => list.page * PAGE_SIZE + list.rows.indexOf(row) + 1}
          cells={(officer) => [
            officer.name,
            officer.designation,
            dash(officer.address),
            dash(officer.officeNo),
            dash(officer.mobileNo),
            <RowActions
              key="actions"
              name={officer.name}
              onEdit={() => setModal({ kind: 'edit', item: officer })}
              onDelete={() => void remove(officer.key, officer.name)}
            />,
          ]}
        />
      </ManagerScreen>
      {modal?.kind === 'create' && (
        <Modal title="Add RTI Officer" onClose={close}>
          <OfficerForm onSaved={onSaved} />
        </Modal>
      )}
      {modal?.kind === 'edit' && (
        <Modal title="Edit RTI Officer" onClose={close}>
          <OfficerForm editing={modal.item} onSaved={onSaved} />
        </Modal>
      )}
    </>
  );
}
