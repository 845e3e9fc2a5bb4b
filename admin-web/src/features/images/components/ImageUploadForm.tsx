import { useState, type FormEvent } from 'react';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { FileField } from '../../ui/components/FileField';
import { SelectField } from '../../ui/components/SelectField';
import { useFilePreview } from '../../ui/hooks/use-file-preview';
import { useSave } from '../../ui/hooks/use-save';
import { uploadImage } from '../api/images-api';
import { IMAGE_FILE_RULE, imageUploadProblem } from '../image-rules';

const UPLOAD_FAILED = 'Error uploading the image.';

export function ImageUploadForm({ onSaved }: { onSaved: () => void }) {
  const locations = useMasterList('imageType').values;
  const [location, setLocation] = useState('');
  const [file, setFile] = useState<File>();
  const preview = useFilePreview(file);
  const { busy, progress, save } = useSave(onSaved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      imageUploadProblem(location, file),
      (onProgress) => uploadImage(location, file as File, onProgress),
      UPLOAD_FAILED,
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="modal-form">
      <SelectField label="Location" value={location} options={locations} onChange={setLocation} required />
      <FileField
        label="Image (jpg, jpeg or png, up to 2 MB)"
        rule={IMAGE_FILE_RULE}
        file={file}
        onFile={setFile}
        progress={progress}
        required
      />
      {preview && <img className="preview" src={preview} alt="Preview of the chosen image" />}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Uploading…' : 'Upload'}
        </button>
      </div>
    </form>
  );
}
