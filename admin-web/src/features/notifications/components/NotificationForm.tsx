import {
  NOTIFICATION_FORM_RULES,
  NOTIFICATION_LOCATIONS,
  type NotificationFormFields,
  type NotificationItem,
} from '@seedcorp/contracts';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { valuesListedIn } from '../../masters/master-values';
import { DateField } from '../../ui/components/DateField';
import { DateTimeField } from '../../ui/components/DateTimeField';
import { FileField } from '../../ui/components/FileField';
import { RecordForm } from '../../ui/components/RecordForm';
import { SelectField } from '../../ui/components/SelectField';
import { TextField } from '../../ui/components/TextField';
import type { FormDraft } from '../../ui/form-draft';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { createNotification, updateNotification } from '../api/notifications-api';
import { locationNeedsDate, PDF_FILE_RULE } from '../notification-rules';

const CREATE_FAILED = 'Error creating the notification.';
const UPDATE_FAILED = 'Error updating the notification.';

const BLANK_NOTIFICATION: FormDraft<NotificationFormFields> = {
  title: '',
  location: '',
  submissionDate: '',
  validUntil: '',
};

interface NotificationFormProps {
  /** The notification being edited; none when creating. */
  editing?: NotificationItem;
  onSaved: () => void;
}

export function NotificationForm({ editing, onSaved }: NotificationFormProps) {
  const master = useMasterList('notificationType');
  const locations = valuesListedIn(master.values, NOTIFICATION_LOCATIONS);
  const needsDateAt = (location: string) => locationNeedsDate(location, master.entries);
  const { draft, field, progress, submit } = useRecordForm({
    rules: NOTIFICATION_FORM_RULES,
    blank: BLANK_NOTIFICATION,
    editing,
    create: createNotification,
    update: updateNotification,
    failedMessage: editing ? UPDATE_FAILED : CREATE_FAILED,
    onSaved,
    // A date kept from another location is not sent where the chosen one takes none.
    sentFields: (fields) => (needsDateAt(fields.location) ? fields : { ...fields, submissionDate: '' }),
  });
  const needsDate = needsDateAt(draft.location);

  return (
    <RecordForm {...submit}>
      <TextField label="Title" {...field('title')} required />
      <SelectField label="Location" options={locations} {...field('location')} required />
      {needsDate && <DateField label="Last submission date" {...field('submissionDate')} required />}
      <DateTimeField
        label="Valid until (optional)"
        hint="India time. At this time a tender moves to Archived Tender and a notice leaves the site. Leave empty to keep it."
        {...field('validUntil')}
      />
      <FileField
        label={editing ? 'New PDF (optional, up to 1 MB)' : 'PDF (up to 1 MB)'}
        rule={PDF_FILE_RULE}
        {...field('file')}
        progress={progress}
        required={!editing}
      />
    </RecordForm>
  );
}
