import { AUTHORITY_FORM_RULES, type AuthorityFormFields, type RtiAuthorityItem } from '@seedcorp/contracts';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { RecordForm } from '../../ui/components/RecordForm';
import { SelectField } from '../../ui/components/SelectField';
import type { FormDraft } from '../../ui/form-draft';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { createAuthority, updateAuthority } from '../api/directory-api';
import { DesignationField } from './DesignationField';
import { DIRECTORY_SAVE_FAILED } from './DirectorForm';

const BLANK_AUTHORITY: FormDraft<AuthorityFormFields> = { district: '', role: '', designation: '' };

export function AuthorityForm({ editing, onSaved }: { editing?: RtiAuthorityItem; onSaved: () => void }) {
  const districts = useMasterList('district').values;
  const roles = useMasterList('authRole').values;
  const { draft, set, submit } = useRecordForm({
    rules: AUTHORITY_FORM_RULES,
    blank: BLANK_AUTHORITY,
    editing,
    create: createAuthority,
    update: updateAuthority,
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
      <SelectField label="Role" value={draft.role} options={roles} onChange={(role) => set({ role })} required />
      <DesignationField value={draft.designation} onChange={(designation) => set({ designation })} />
    </RecordForm>
  );
}
