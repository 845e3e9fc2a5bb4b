import type { RtiAuthorityItem } from '@seedcorp/contracts';
import { deleteAuthority, fetchAuthorities } from '../../features/directory/api/directory-api';
import { AuthorityForm } from '../../features/directory/components/AuthorityForm';
import { DistrictTable } from '../../features/directory/components/DistrictTable';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RowActions } from '../../features/ui/components/RowActions';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

export default function RtiAuthoritiesPage() {
  const { modal, setModal, close, onSaved, list, shown, remove, serialOf, screen } = useRecordManager<RtiAuthorityItem>(
    {
      fetchPage: fetchAuthorities,
      remove: deleteAuthority,
      deleteFailedMessage: 'An error occurred',
      searchFields: (row) => [row.district, row.role, row.designation],
    },
  );

  return (
    <>
      <ManagerScreen
        title="Manage RTI Authorities"
        createLabel="Add RTI Authority"
        searchScope="district, role or designation"
        {...screen}
        emptyText="No Data Found."
        noMatchText="No Directory Matched."
      >
        <DistrictTable
          caption={`RTI authorities by district, page ${list.page + 1}`}
          headings={['Role', 'Designation', 'Actions']}
          rows={shown}
          serialOf={serialOf}
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
