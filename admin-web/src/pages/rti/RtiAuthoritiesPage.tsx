import type { RtiAuthorityItem } from '@seedcorp/contracts';
import { AUTHORITY_CALLS, AuthorityForm } from '../../features/directory/components/AuthorityForm';
import { DistrictTable } from '../../features/directory/components/DistrictTable';
import { LIST_SCREENS } from '../../content/list-screens';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { RecordFormModal } from '../../features/ui/components/RecordFormModal';
import { RowActions } from '../../features/ui/components/RowActions';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

export default function RtiAuthoritiesPage() {
  const { screen, formModal, table, editAndDelete } = useRecordManager<RtiAuthorityItem>({
    fetchPage: AUTHORITY_CALLS.fetchPage,
    remove: AUTHORITY_CALLS.remove,
    deleteFailedMessage: 'An error occurred',
    searchFields: (row) => [row.district, row.role, row.designation],
  });

  return (
    <>
      <ManagerScreen texts={LIST_SCREENS.rtiAuthorities} {...screen}>
        <DistrictTable
          caption="RTI authorities by district"
          headings={['Role', 'Designation', 'Actions']}
          {...table}
          cells={(authority) => [
            authority.role,
            authority.designation,
            <RowActions {...editAndDelete(authority, `${authority.role}, ${authority.district}`)} />,
          ]}
        />
      </ManagerScreen>
      <RecordFormModal
        {...formModal}
        createTitle={LIST_SCREENS.rtiAuthorities.createLabel}
        editTitle="Edit RTI Authority"
        Form={AuthorityForm}
      />
    </>
  );
}
