import { OFFICER_FORM_RULES, type OfficerFormFields, type RtiOfficerItem } from '@seedcorp/contracts';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { RecordForm } from '../../ui/components/RecordForm';
import { SelectField } from '../../ui/components/SelectField';
import { TextField } from '../../ui/components/TextField';
import type { FormDraft } from '../../ui/form-draft';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { createOfficer, updateOfficer } from '../api/directory-api';
import { DesignationField } from './DesignationField';
import { DIRECTORY_SAVE_FAILED } from './DirectorForm';
import { PhoneFields } from './PhoneFields';

const BLANK_OFFICER: FormDraft<OfficerFormFields> = {
  district: '',
  name: '',
  designation: '',
  address: '',
  mobileNo: '',
  officeNo: '',
};

export function OfficerForm({ editing, onSaved }: { editing?: RtiOfficerItem; onSaved: () => void }) {
  const districts = useMasterList('district').values;
  const { draft, set, submit } = useRecordForm({
    rules: OFFICER_FORM_RULES,
    blank: BLANK_OFFICER,
    editing,
    create: createOfficer,
    update: updateOfficer,
    failedMessage: DIRECTORY_SAVE_FAILED,
    onSaved,
  });

  return (
    <RecordForm {...submit} submitLabel={editing ? 'Update' : 'Create'}>
      <SelectField
        label="District"
        value={draft.district}
        options={districts}
        onChange={(district) => set({ district })}
        required
      />
      <TextField label="Name" value={draft.name} onChange={(name) => set({ name })} required />
      <DesignationField value={draft.designation} onChange={(designation) => set({ designation })} />
      <TextField label="Address" value={draft.address ?? ''} onChange={(address) => set({ address })} />
      <PhoneFields numbers={draft} onChange={set} />
    </RecordForm>
  );
}
