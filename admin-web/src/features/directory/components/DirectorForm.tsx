import { DIRECTOR_FORM_RULES, OFFICE_TYPES, type DirectorFormFields, type DirectorItem } from '@seedcorp/contracts';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { valuesListedIn } from '../../masters/master-values';
import { FileField } from '../../ui/components/FileField';
import { MasterSelectField } from '../../masters/components/MasterSelectField';
import { RecordForm } from '../../ui/components/RecordForm';
import { SelectField } from '../../ui/components/SelectField';
import { TextField } from '../../ui/components/TextField';
import type { FormDraft } from '../../ui/form-draft';
import { useFilePreview } from '../../ui/hooks/use-file-preview';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { createDirector, updateDirector } from '../api/directory-api';
import { DIRECTOR_IMAGE_RULE } from '../directory-rules';
import { PhoneFields } from './PhoneFields';

export const DIRECTORY_SAVE_FAILED = 'Error updating the Directory.';

const BLANK_DIRECTOR: FormDraft<DirectorFormFields> = {
  location: '',
  name: '',
  designation: '',
  email: '',
  address: '',
  mobileNo: '',
  officeNo: '',
};

interface DirectorFormProps {
  editing?: DirectorItem;
  onSaved: () => void;
}

export function DirectorForm({ editing, onSaved }: DirectorFormProps) {
  const offices = valuesListedIn(useMasterList('officeType').values, OFFICE_TYPES);
  const { draft, field, progress, submit } = useRecordForm({
    rules: DIRECTOR_FORM_RULES,
    blank: BLANK_DIRECTOR,
    editing,
    create: createDirector,
    update: updateDirector,
    failedMessage: DIRECTORY_SAVE_FAILED,
    onSaved,
  });
  const preview = useFilePreview(draft.image);

  const shownPhoto = preview ?? editing?.url;
  return (
    <RecordForm {...submit}>
      <SelectField label="Location" options={offices} {...field('location')} required />
      <TextField label="Name" {...field('name')} required />
      <MasterSelectField master="designation" label="Designation" {...field('designation')} />
      <TextField label="Email" type="email" {...field('email')} />
      <TextField label="Address" {...field('address')} />
      <PhoneFields mobile={field('mobileNo')} office={field('officeNo')} />
      <FileField
        label={editing ? 'New photo (optional, jpg, jpeg or png, up to 1 MB)' : 'Photo (jpg, jpeg or png, up to 1 MB)'}
        rule={DIRECTOR_IMAGE_RULE}
        {...field('image')}
        progress={progress}
        required={!editing}
      />
      {shownPhoto && <img className="preview" src={shownPhoto} alt={`Photo of ${draft.name || 'the director'}`} />}
    </RecordForm>
  );
}
