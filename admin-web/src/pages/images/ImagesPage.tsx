import type { ImageItem } from '@seedcorp/contracts';
import { deleteImage, fetchImages } from '../../features/images/api/images-api';
import { ImageUploadForm } from '../../features/images/components/ImageUploadForm';
import { LIST_SCREENS } from '../../content/list-screens';
import { ManagerScreen } from '../../features/ui/components/ManagerScreen';
import { RecordFormModal } from '../../features/ui/components/RecordFormModal';
import { RecordTable } from '../../features/ui/components/RecordTable';
import { RowActions } from '../../features/ui/components/RowActions';
import { displayDate } from '../../features/ui/dates';
import { useRecordManager } from '../../features/ui/hooks/use-record-manager';

export default function ImagesPage() {
  const { remove, screen, formModal, table } = useRecordManager<ImageItem>({
    fetchPage: fetchImages,
    fetchFailedMessage: 'Failed to load images.',
    remove: deleteImage,
    deleteFailedMessage: 'Error deleting image.',
    searchFields: (row) => [row.location],
  });

  return (
    <>
      <ManagerScreen texts={LIST_SCREENS.images} {...screen}>
        <RecordTable
          caption="Images"
          headings={['Image', 'Location', 'Uploaded', 'Actions']}
          {...table}
          rowKey={(image) => image.key}
          cells={(image, serial) => {
            // Images have no name: the location and the number tell them apart.
            const name = `${image.location} image ${serial}`;
            return [
              <img
                className="thumbnail"
                src={image.url}
                srcSet={image.srcset}
                sizes="8rem"
                width={image.width}
                height={image.height}
                loading="lazy"
                alt={name}
              />,
              image.location,
              displayDate(image.createdAt),
              <RowActions name={name} onDelete={() => void remove(image.key, name)} />,
            ];
          }}
        />
      </ManagerScreen>
      <RecordFormModal {...formModal} createTitle={LIST_SCREENS.images.createLabel} Form={ImageUploadForm} />
    </>
  );
}
