import { API, OFFICER_FORM_RULES, type OfficerFormFields, type RtiOfficerItem } from '@seedcorp/contracts';
import { MasterSelectField } from '../../masters/components/MasterSelectField';
import { RecordForm } from '../../ui/components/RecordForm';
import { TextField } from '../../ui/components/TextField';
import type { FormDraft } from '../../ui/form-draft';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { districtDirectoryCalls } from '../api/directory-api';
import { DIRECTORY_SAVE_FAILED } from './DirectorForm';
import { PhoneFields } from './PhoneFields';

/** The RTI officers' admin calls, from their routes (the page lists and deletes with them). */
export const OFFICER_CALLS = districtDirectoryCalls<RtiOfficerItem, OfficerFormFields>(API.officersDirectory);

const BLANK_OFFICER: FormDraft<OfficerFormFields> = {
  district: '',
  name: '',
  designation: '',
  address: '',
  mobileNo: '',
  officeNo: '',
};

export function OfficerForm({ editing, onSaved }: { editing?: RtiOfficerItem; onSaved: () => void }) {
  const { field, submit } = useRecordForm({
    rules: OFFICER_FORM_RULES,
    blank: BLANK_OFFICER,
    editing,
    create: OFFICER_CALLS.create,
    update: OFFICER_CALLS.update,
    failedMessage: DIRECTORY_SAVE_FAILED,
    onSaved,
  });

  return (
    <RecordForm {...submit}>
      <MasterSelectField master="district" label="District" {...field('district')} />
      <TextField label="Name" {...field('name')} required />
      <MasterSelectField master="designation" label="Designation" {...field('designation')} />
      <TextField label="Address" {...field('address')} />
      <PhoneFields mobile={field('mobileNo')} office={field('officeNo')} />
    </RecordForm>
  );
}
