import { API, SETTINGS_PICTURE_LOCATION, settingsInputId, type SettingsImage } from '@seedcorp/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import { fetchImages } from '../../images/api/images-api';
import { useMayCall } from '../../session/session-admin';
import { Modal } from '../../ui/components/Modal';
import { Pagination } from '../../ui/components/Pagination';
import { useFetched } from '../../ui/hooks/use-fetched';
import { pictureOf } from '../settings-form';

const TEXTS = SITE_SETTINGS_TEXTS.picture;
const PAGE_SIZE = 10;

/**
 * The images uploaded for the settings (location 'Site Logo'), a page at a time, each offered as the picture: a
 * gallery or carousel photo is not offered, so a logo never also shows in the gallery or the carousel.
 */
function PicturePicker({
  label,
  onChoose,
  onClose,
}: {
  label: string;
  onChoose: (picture: SettingsImage) => void;
  onClose: () => void;
}) {
  const [page, setPage] = useState(0);
  const load = useCallback(() => fetchImages(page, PAGE_SIZE, SETTINGS_PICTURE_LOCATION), [page]);
  const { value: images, failed } = useFetched(load, TEXTS.loadFailed);

  return (
    <Modal title={TEXTS.dialogTitle(label)} onClose={onClose} wide>
      <p>{TEXTS.dialogIntro}</p>
      {!images ? (
        <p role="status" className="list-state">
          {failed ? TEXTS.loadFailed : TEXTS.loading}
        </p>
      ) : images.content.length === 0 ? (
        <p className="list-state">{TEXTS.empty}</p>
      ) : (
        <>
          <ul className="picture-choices">
            {images.content.map((image, index) => {
              const number = page * PAGE_SIZE + index + 1;
              return (
                <li key={image.key}>
                  <img
                    className="thumbnail"
                    src={image.url}
                    srcSet={image.srcset}
                    sizes="160px"
                    width={160}
                    height={Math.round((160 * image.height) / image.width)}
                    alt={TEXTS.alt(image.location, number)}
                  />
                  <p>
                    {TEXTS.location(image.location)}, {TEXTS.size(image.width, image.height)}
                  </p>
                  <button
                    type="button"
                    aria-label={TEXTS.selectLabel(image.location, number)}
                    onClick={() => onChoose(pictureOf(image))}
                  >
                    {TEXTS.select}
                  </button>
                </li>
              );
            })}
          </ul>
          <Pagination
            page={page}
            totalPages={images.totalPages}
            totalItems={images.totalItems}
            pageSize={PAGE_SIZE}
            shown={images.content.length}
            onPage={setPage}
          />
        </>
      )}
    </Modal>
  );
}

interface PictureFieldProps {
  field: string;
  label: string;
  value: SettingsImage | null;
  onChange: (picture: SettingsImage | null) => void;
  problems?: readonly string[];
}

/** A picture of the settings: the one chosen, or the note that there is none yet, with the actions on it. */
export function PictureField({ field, label, value, onChange, problems }: PictureFieldProps) {
  const [choosing, setChoosing] = useState(false);
  // The pictures to choose from are the image manager's, which only its roles may list.
  const mayChoose = useMayCall(API.files.getImages);
  const id = settingsInputId(field);
  return (
    <div className="field picture-field" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="picture-label">
        {label}
      </p>
      {!mayChoose && <p className="field-hint">{TEXTS.choosesOther}</p>}
      {value ? (
        <img
          src={value.url}
          srcSet={value.srcset || undefined}
          sizes="160px"
          width={160}
          height={Math.round((160 * value.height) / value.width)}
          alt={label}
        />
      ) : (
        <p className="field-hint">{TEXTS.none}</p>
      )}
      <div className="row-actions">
        {mayChoose && (
          <button
            id={id}
            type="button"
            aria-label={TEXTS.chooseLabel(value ? TEXTS.change : TEXTS.choose, label)}
            onClick={() => setChoosing(true)}
          >
            {value ? TEXTS.change : TEXTS.choose}
          </button>
        )}
        {value && (
          <button type="button" aria-label={TEXTS.removeLabel(label)} onClick={() => onChange(null)}>
            {TEXTS.remove}
          </button>
        )}
      </div>
      {problems && problems.length > 0 && <p className="cell-problem">{problems.join(' ')}</p>}
      {choosing && (
        <PicturePicker
          label={label}
          onClose={() => setChoosing(false)}
          onChoose={(picture) => {
            onChange(picture);
            setChoosing(false);
            toast.info(TEXTS.chosen);
          }}
        />
      )}
    </div>
  );
}
