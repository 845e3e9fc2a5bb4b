import type { NotificationItem } from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { DateField } from '../../ui/components/DateField';
import { FileField } from '../../ui/components/FileField';
import { SelectField } from '../../ui/components/SelectField';
import { TextField } from '../../ui/components/TextField';
import { useSave } from '../../ui/hooks/use-save';
import { createNotification, updateNotification, type NotificationDraft } from '../api/notifications-api';
import {
  locationNeedsDate,
  notificationCreateProblem,
  notificationEditProblem,
  PDF_FILE_RULE,
} from '../notification-rules';

const CREATE_FAILED = 'Error creating the notification.';
const UPDATE_FAILED = 'Error updating the notification.';

interface NotificationFormProps {
  /** The notification being edited; none when creating. */
  editing?: NotificationItem;
  onSaved: () => void;
}

export function NotificationForm({ editing, onSaved }: NotificationFormProps) {
  const master = useMasterList('notificationType');
  const [draft, setDraft] = useState<NotificationDraft>({
    title: editing?.title ?? '',
    location: editing?.location ?? '',
    submissionDate: editing?.submissionDate ?? '',
  });
  const { busy, progress, save } = useSave(onSaved);
  const needsDate = locationNeedsDate(draft.location, master.entries);
  const set = (change: Partial<NotificationDraft>) => setDraft((previous) => ({ ...previous, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const sent = needsDate ? draft : { ...draft, submissionDate: '' };
    if (editing) {
      void save(
        notificationEditProblem(draft, needsDate),
        (onProgress) => updateNotification(editing.key, sent, onProgress),
        UPDATE_FAILED,
      );
    } else {
      void save(
        notificationCreateProblem(draft, needsDate),
        (onProgress) => createNotification(sent, onProgress),
        CREATE_FAILED,
      );
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="modal-form">
      <TextField label="Title" value={draft.title} onChange={(title) => set({ title })} required />
      <SelectField
        label="Location"
        value={draft.location}
        options={master.values}
        onChange={(location) => set({ location })}
        required
      />
      {needsDate && (
        <DateField
          label="Last submission date"
          value={draft.submissionDate}
          onChange={(submissionDate) => set({ submissionDate })}
          required
        />
      )}
      <FileField
        label={editing ? 'New PDF (optional, up to 1 MB)' : 'PDF (up to 1 MB)'}
        rule={PDF_FILE_RULE}
        file={draft.file}
        onFile={(file) => set({ file })}
        progress={progress}
        required={!editing}
      />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy}>
          {busy ? 'Saving…' : editing ? 'Update' : 'Create'}
        </button>
      </div>
    </form>
  );
}
