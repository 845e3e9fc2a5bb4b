import { useCallback, useState } from 'react';
import { deleteImage, fetchImages } from '../../features/images/api/images-api';
import { ImageUploadForm } from '../../features/images/components/ImageUploadForm';
import { displayDate } from '../../features/ui/dates';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { Modal } from '../../features/ui/components/Modal';
import { serialNumber, usePagedList } from '../../features/ui/hooks/use-paged-list';
import { useDeleteAction } from '../../features/ui/hooks/use-record-actions';
import { filterRows } from '../../features/ui/search-filter';

export default function ImagesPage() {
  const list = usePagedList(fetchImages, 'Failed to load images.');
  const [search, setSearch] = useState('');
  const [uploading, setUploading] = useState(false);
  const { load } = list;
  const remove = useDeleteAction(deleteImage, load, 'Error deleting image.');
  const shown = filterRows(list.rows, search, (row) => [row.location]);
  const onSaved = useCallback(() => {
    setUploading(false);
    load(0);
  }, [load]);

  return (
    <>
      <ManagerScreen
        title="Manage Images"
        createLabel="Upload Image"
        onCreate={() => setUploading(true)}
        searchScope="location"
        search={search}
        onSearch={setSearch}
        list={list}
        shown={shown}
        emptyText="No Images Found."
        noMatchText="No Images Found."
      >
        <table>
          <caption className="visually-hidden">Images, page {list.page + 1}</caption>
          <thead>
            <tr>
              <th scope="col">S.No</th>
              <th scope="col">Image</th>
              <th scope="col">Location</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((image) => {
              const serial = serialNumber(list, image);
              return (
                <tr key={image.key}>
                  <td>{serial}</td>
                  <td>
                    <img
                      className="thumbnail"
                      src={image.url}
                      srcSet={image.srcset}
                      sizes="8rem"
                      width={image.width}
                      height={image.height}
                      loading="lazy"
                      alt={`${image.location} image ${serial}`}
                    />
                  </td>
                  <td>{image.location}</td>
                  <td>{displayDate(image.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      className="danger"
                      onClick={() => void remove(image.key, `${image.location} image ${serial}`)}
                    >
                      Delete<span className="visually-hidden"> {`${image.location} image ${serial}`}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ManagerScreen>
      {uploading && (
        <Modal title="Upload Image" onClose={() => setUploading(false)}>
          <ImageUploadForm onSaved={onSaved} />
        </Modal>
      )}
    </>
  );
}
