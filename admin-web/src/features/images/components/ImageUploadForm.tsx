import {
  IMAGE_LOCATIONS,
  IMAGE_UPLOAD_RULES,
  SETTINGS_PICTURE_LOCATION,
  type ImageUploadFields,
} from '@seedcorp/contracts';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { valuesListedIn } from '../../masters/master-values';
import { FileField } from '../../ui/components/FileField';
import { RecordForm } from '../../ui/components/RecordForm';
import { SelectField } from '../../ui/components/SelectField';
import type { FormDraft } from '../../ui/form-draft';
import { useFilePreview } from '../../ui/hooks/use-file-preview';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { uploadImage } from '../api/images-api';
import { IMAGE_FILE_RULE } from '../image-rules';

const UPLOAD_FAILED = 'Error uploading the image.';
const SETTINGS_LOCATION_HINT =
  `${SETTINGS_PICTURE_LOCATION}: the pictures chosen in Site settings (the header's logos, the portal links); ` +
  'they show in neither the photo gallery nor the carousel.';

const BLANK_UPLOAD: FormDraft<ImageUploadFields> = { location: '' };

export function ImageUploadForm({ onSaved }: { onSaved: () => void }) {
  const locations = valuesListedIn(useMasterList('imageType').values, IMAGE_LOCATIONS);
  const { draft, field, progress, submit } = useRecordForm({
    rules: IMAGE_UPLOAD_RULES,
    blank: BLANK_UPLOAD,
    create: uploadImage,
    failedMessage: UPLOAD_FAILED,
    onSaved,
  });
  const preview = useFilePreview(draft.file);

  return (
    <RecordForm {...submit} submitLabel="Upload" busyLabel="Uploading…">
      <SelectField label="Location" options={locations} {...field('location')} required />
      {locations.includes(SETTINGS_PICTURE_LOCATION) && <p className="field-hint">{SETTINGS_LOCATION_HINT}</p>}
      <FileField
        label="Image (jpg, jpeg or png, up to 2 MB)"
        rule={IMAGE_FILE_RULE}
        {...field('file')}
        progress={progress}
        required
      />
      {preview && <img className="preview" src={preview} alt="Preview of the chosen image" />}
    </RecordForm>
  );
}
