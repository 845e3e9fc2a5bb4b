import type { RtiOfficerItem } from '@seedcorp/contracts';
import { DistrictTable } from '../../features/directory/components/DistrictTable';
import { OFFICER_CALLS, OfficerForm } from '../../features/directory/components/OfficerForm';
import { LIST_SCREENS } from '../../content/list-screens';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { RecordFormModal } from '../../features/ui/components/RecordFormModal';
import { RowActions } from '../../features/ui/components/RowActions';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

const dash = (value: string | undefined) => value || '-';

export default function RtiOfficersPage() {
  const { screen, formModal, table, editAndDelete } = useRecordManager<RtiOfficerItem>({
    fetchPage: OFFICER_CALLS.fetchPage,
    remove: OFFICER_CALLS.remove,
    deleteFailedMessage: 'An error occurred',
    searchFields: (row) => [row.district, row.designation, row.name, row.address, row.mobileNo, row.officeNo],
  });

  return (
    <>
      <ManagerScreen texts={LIST_SCREENS.rtiOfficers} {...screen}>
        <DistrictTable
          caption="RTI officers by district"
          headings={['Name', 'Designation', 'Address', 'Office No.', 'Mobile No.', 'Actions']}
          {...table}
          cells={(officer) => [
            officer.name,
            officer.designation,
            dash(officer.address),
            dash(officer.officeNo),
            dash(officer.mobileNo),
            <RowActions {...editAndDelete(officer, officer.name)} />,
          ]}
        />
      </ManagerScreen>
      <RecordFormModal
        {...formModal}
        createTitle={LIST_SCREENS.rtiOfficers.createLabel}
        editTitle="Edit RTI Officer"
        Form={OfficerForm}
      />
    </>
  );
}
