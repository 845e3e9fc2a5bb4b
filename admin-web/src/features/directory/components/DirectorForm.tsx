import type { DirectorItem } from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { FileField } from '../../ui/components/FileField';
import { SelectField } from '../../ui/components/SelectField';
import { TextField } from '../../ui/components/TextField';
import { useFilePreview } from '../../ui/hooks/use-file-preview';
import { useSave } from '../../ui/hooks/use-save';
import { createDirector, updateDirector } from '../api/directory-api';
import { DesignationField } from './DesignationField';
import {
  DIRECTOR_IMAGE_RULE,
  directorProblem,
  mobileDigits,
  officeDigits,
  type DirectorDraft,
} from '../directory-rules';

export const DIRECTORY_SAVE_FAILED = 'Error updating the Directory.';

interface DirectorFormProps {
  editing?: DirectorItem;
  onSaved: () => void;
}

export function DirectorForm({ editing, onSaved }: DirectorFormProps) {
  const offices = useMasterList('officeType').values;
  const [draft, setDraft] = useState<DirectorDraft>({
    location: editing?.location ?? '',
    name: editing?.name ?? '',
    designation: editing?.designation ?? '',
    email: editing?.email ?? '',
    address: editing?.address ?? '',
    mobileNo: editing?.mobileNo ?? '',
    officeNo: editing?.officeNo ?? '',
  });
  const preview = useFilePreview(draft.image);
  const { busy, progress, save } = useSave(onSaved);
  const set = (change: Partial<DirectorDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      directorProblem(draft, Boolean(editing)),
      (onProgress) => (editing ? updateDirector(editing.key, draft, onProgress) : createDirector(draft, onProgress)),
      DIRECTORY_SAVE_FAILED,
    );
  };

  const shownPhoto = preview ?? editing?.url;
  return (
    <form onSubmit={onSubmit} noValidate className="modal-form">
      <SelectField
        label="Location"
        value={draft.location}
        options={offices}
        onChange={(location) => set({ location })}
        required
      />
      <TextField label="Name" value={draft.name} onChange={(name) => set({ name })} required />
      <DesignationField value={draft.designation} onChange={(designation) => set({ designation })} />
      <TextField label="Email" type="email" value={draft.email} onChange={(email) => set({ email })} />
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
      <FileField
        label={editing ? 'New photo (optional, jpg, jpeg or png, up to 1 MB)' : 'Photo (jpg, jpeg or png, up to 1 MB)'}
        rule={DIRECTOR_IMAGE_RULE}
        file={draft.image}
        onFile={(image) => set({ image })}
        progress={progress}
        required={!editing}
      />
      {shownPhoto && <img className="preview" src={shownPhoto} alt={`Photo of ${draft.name || 'the director'}`} />}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Update' : 'Create'}
        </button>
      </div>
    </form>
  );
}
