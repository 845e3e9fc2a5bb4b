import type { RtiAuthorityItem } from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { SelectField } from '../../ui/components/SelectField';
import { useSave } from '../../ui/hooks/use-save';
import { createAuthority, updateAuthority } from '../api/directory-api';
import { authorityProblem, type AuthorityDraft } from '../directory-rules';
import { DesignationField } from './DesignationField';
import { DIRECTORY_SAVE_FAILED } from './DirectorForm';

export function AuthorityForm({ editing, onSaved }: { editing?: RtiAuthorityItem; onSaved: () => void }) {
  const districts = useMasterList('district').values;
  const roles = useMasterList('authRole').values;
  const [draft, setDraft] = useState<AuthorityDraft>({
    district: editing?.district ?? '',
    role: editing?.role ?? '',
    designation: editing?.designation ?? '',
  });
  const { busy, save } = useSave(onSaved);
  const set = (change: Partial<AuthorityDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      authorityProblem(draft, Boolean(editing)),
      () => (editing ? updateAuthority(editing.key, draft) : createAuthority(draft)),
      DIRECTORY_SAVE_FAILED,
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="modal-form">
      <SelectField
        label="District"
        value={draft.district}
        options={districts}
        onChange={(district) => set({ district })}
        required
      />
      <SelectField label="Role" value={draft.role} options={roles} onChange={(role) => set({ role })} required />
      <DesignationField value={draft.designation} onChange={(designation) => set({ designation })} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Update' : 'Create'}
        </button>
      </div>
    </form>
  );
}
