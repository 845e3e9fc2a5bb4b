import type { DirectorItem } from '@seedcorp/contracts';
import { deleteDirector, fetchDirectors } from '../../features/directory/api/directory-api';
import { DirectorForm } from '../../features/directory/components/DirectorForm';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { RowActions } from '../../features/ui/components/RowActions';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

const dash = (value: string | undefined) => value || '-';

export default function DirectoryPage() {
  const { modal, setModal, close, onSaved, list, shown, remove, serialOf, screen } = useRecordManager<DirectorItem>({
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
      <ManagerScreen
        title="Manage Directory"
        createLabel="Add Director"
        searchScope="location, designation, name, address, numbers or email"
        {...screen}
        emptyText="No Data Found."
        noMatchText="No Directory Matched."
      >
        <table>
          <caption className="visually-hidden">Directors directory, page {list.page + 1}</caption>
          <thead>
            <tr>
              <th scope="col">S.No</th>
              <th scope="col">Photo</th>
              <th scope="col">Name &amp; Address</th>
              <th scope="col">Designation</th>
              <th scope="col">Location</th>
              <th scope="col">Phone No.</th>
              <th scope="col">Email</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((director) => (
              <tr key={director.key}>
                <td>{serialOf(director)}</td>
                <td>
                  {director.url ? (
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
                  )}
                </td>
                <td>
                  <strong>{director.name}</strong>
                  <br />
                  {dash(director.address)}
                </td>
                <td>{director.designation}</td>
                <td>{director.location}</td>
                <td>
                  Office: {dash(director.officeNo)}
                  <br />
                  Mobile: {dash(director.mobileNo)}
                </td>
                <td>{dash(director.email)}</td>
                <td>
                  <RowActions
                    name={director.name}
                    onEdit={() => setModal({ kind: 'edit', item: director })}
                    onDelete={() => void remove(director.key, director.name)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ManagerScreen>
      {modal?.kind === 'create' && (
        <Modal title="Add Director" onClose={close}>
          <DirectorForm onSaved={onSaved} />
        </Modal>
      )}
      {modal?.kind === 'edit' && (
        <Modal title="Edit Director" onClose={close}>
          <DirectorForm editing={modal.item} onSaved={onSaved} />
        </Modal>
      )}
    </>
  );
}
