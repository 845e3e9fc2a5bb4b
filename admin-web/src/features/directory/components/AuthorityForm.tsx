import { API, AUTHORITY_FORM_RULES, type AuthorityFormFields, type RtiAuthorityItem } from '@seedcorp/contracts';
import { MasterSelectField } from '../../masters/components/MasterSelectField';
import { RecordForm } from '../../ui/components/RecordForm';
import type { FormDraft } from '../../ui/form-draft';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { districtDirectoryCalls } from '../api/directory-api';
import { DIRECTORY_SAVE_FAILED } from './DirectorForm';

/** The RTI authorities' admin calls, from their routes (the page lists and deletes with them). */
export const AUTHORITY_CALLS = districtDirectoryCalls<RtiAuthorityItem, AuthorityFormFields>(API.authorities);

const BLANK_AUTHORITY: FormDraft<AuthorityFormFields> = { district: '', role: '', designation: '' };

export function AuthorityForm({ editing, onSaved }: { editing?: RtiAuthorityItem; onSaved: () => void }) {
  const { field, submit } = useRecordForm({
    rules: AUTHORITY_FORM_RULES,
    blank: BLANK_AUTHORITY,
    editing,
    create: AUTHORITY_CALLS.create,
    update: AUTHORITY_CALLS.update,
    failedMessage: DIRECTORY_SAVE_FAILED,
    onSaved,
  });

  return (
    <RecordForm {...submit}>
      <MasterSelectField master="district" label="District" {...field('district')} />
      <MasterSelectField master="authRole" label="Role" {...field('role')} />
      <MasterSelectField master="designation" label="Designation" {...field('designation')} />
    </RecordForm>
  );
}
