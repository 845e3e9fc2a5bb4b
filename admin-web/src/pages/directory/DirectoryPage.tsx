import type { DirectorItem } from '@seedcorp/contracts';
import { deleteDirector, fetchDirectors } from '../../features/directory/api/directory-api';
import { DirectorForm } from '../../features/directory/components/DirectorForm';
import { LIST_SCREENS } from '../../content/list-screens';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { RecordFormModal } from '../../features/ui/components/RecordFormModal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { RowActions } from '../../features/ui/components/RowActions';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

const dash = (value: string | undefined) => value || '-';

export default function DirectoryPage() {
  const { screen, formModal, table, editAndDelete } = useRecordManager<DirectorItem>({
    fetchPage: fetchDirectors,
    remove: deleteDirector,
    deleteFailedMessage: 'An error occurred',
    searchFields: (row) => [
      row.location,
      row.designation,
      row.name,
      row.address,
      row.mobileNo,
      row.officeNo,
      row.email,
    ],
  });

  return (
    <>
      <ManagerScreen texts={LIST_SCREENS.directory} {...screen}>
        <RecordTable
          caption="Directors directory"
          headings={['Photo', 'Name & Address', 'Designation', 'Location', 'Phone No.', 'Email', 'Actions']}
          {...table}
          rowKey={(director) => director.key}
          cells={(director) => [
            director.url ? (
              <img
                className="thumbnail"
                src={director.url}
                srcSet={director.srcset}
                sizes="5rem"
                loading="lazy"
                alt={`Photo of ${director.name}`}
              />
            ) : (
              'No Image'
            ),
            <>
              <strong>{director.name}</strong>
              <br />
              {dash(director.address)}
            </>,
            director.designation,
            director.location,
            <>
              Office: {dash(director.officeNo)}
              <br />
              Mobile: {dash(director.mobileNo)}
            </>,
            dash(director.email),
            <RowActions {...editAndDelete(director, director.name)} />,
          ]}
        />
      </ManagerScreen>
      <RecordFormModal
        {...formModal}
        createTitle={LIST_SCREENS.directory.createLabel}
        editTitle="Edit Director"
        Form={DirectorForm}
      />
    </>
  );
}
