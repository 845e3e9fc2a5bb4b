import type { RtiOfficerItem } from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { SelectField } from '../../ui/components/SelectField';
import { TextField } from '../../ui/components/TextField';
import { useSave } from '../../ui/hooks/use-save';
import { createOfficer, updateOfficer } from '../api/directory-api';
import { mobileDigits, officeDigits, officerProblem, type OfficerDraft } from '../directory-rules';
import { DesignationField } from './DesignationField';
import { DIRECTORY_SAVE_FAILED } from './DirectorForm';

export function OfficerForm({ editing, onSaved }: { editing?: RtiOfficerItem; onSaved: () => void }) {
  const districts = useMasterList('district').values;
  const [draft, setDraft] = useState<OfficerDraft>({
    district: editing?.district ?? '',
    name: editing?.name ?? '',
    designation: editing?.designation ?? '',
    address: editing?.address ?? '',
    mobileNo: editing?.mobileNo ?? '',
    officeNo: editing?.officeNo ?? '',
  });
  const { busy, save } = useSave(onSaved);
  const set = (change: Partial<OfficerDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      officerProblem(draft, Boolean(editing)),
      () => (editing ? updateOfficer(editing.key, draft) : createOfficer(draft)),
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
      <TextField label="Name" value={draft.name} onChange={(name) => set({ name })} required />
      <DesignationField value={draft.designation} onChange={(designation) => set({ designation })} />
      <TextField label="Address" value={draft.address} onChange={(address) => set({ address })} />
      <TextField
        label="Mobile number"
        inputMode="numeric"
        value={draft.mobileNo}
        onChange={(mobileNo) => set({ mobileNo })}
        filter={mobileDigits}
      />
      <TextField
        label="Office number"
        inputMode="numeric"
        value={draft.officeNo}
        onChange={(officeNo) => set({ officeNo })}
        filter={officeDigits}
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Update' : 'Create'}
        </button>
      </div>
    </form>
  );
}
