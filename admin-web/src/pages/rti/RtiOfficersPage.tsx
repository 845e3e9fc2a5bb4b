import type { RtiOfficerItem } from '@seedcorp/contracts';
import { deleteOfficer, fetchOfficers } from '../../features/directory/api/directory-api';
import { DistrictTable } from '../../features/directory/components/DistrictTable';
import { OfficerForm } from '../../features/directory/components/OfficerForm';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RowActions } from '../../features/ui/components/RowActions';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

const dash = (value: string | undefined) => value || '-';

export default function RtiOfficersPage() {
  const { modal, setModal, close, onSaved, list, shown, remove, serialOf, screen } = useRecordManager<RtiOfficerItem>({
    fetchPage: fetchOfficers,
    remove: deleteOfficer,
    deleteFailedMessage: 'An error occurred',
    searchFields: (row) => [row.district, row.designation, row.name, row.address, row.mobileNo, row.officeNo],
  });

  return (
    <>
      <ManagerScreen
        title="Manage RTI Directory"
        createLabel="Add RTI Officer"
        searchScope="district, designation, name, address or numbers"
        {...screen}
        emptyText="No Data Found."
        noMatchText="No Directory Matched."
      >
        <DistrictTable
          caption={`RTI officers by district, page ${list.page + 1}`}
          headings={['Name', 'Designation', 'Address', 'Office No.', 'Mobile No.', 'Actions']}
          rows={shown}
          serialOf={serialOf}
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
