import { MASTER_LIST_NAMES, masterValueRules, type KeptMasterList, type MasterListEntry } from '@seedcorp/contracts';
import { RecordForm } from '../../ui/components/RecordForm';
import { TextField } from '../../ui/components/TextField';
import { useRecordForm } from '../../ui/hooks/use-record-form';
import { createMasterValue, renameMasterValue } from '../api/master-lists-api';
import { useMasterList } from '../hooks/use-master-list';

interface MasterValueFormProps {
  list: KeptMasterList;
  /** The value being renamed; none when adding. */
  editing?: MasterListEntry;
  onSaved: () => void;
}

/**
 * Adds a value to a list, or renames one. The whole list is read afresh when the form opens, so that a duplicate
 * is refused before sending in the service's words; the service still checks it against the list as it commits.
 */
export function MasterValueForm({ list, editing, onSaved }: MasterValueFormProps) {
  const { values } = useMasterList(list);
  const { field, submit } = useRecordForm({
    rules: masterValueRules(values, editing?.key),
    blank: { list, value: '' },
    editing,
    create: (draft) => createMasterValue(list, draft),
    update: (key, draft) => renameMasterValue(list, key, draft),
    failedMessage: 'An error occurred',
    onSaved,
  });

  return (
    <RecordForm {...submit} submitLabel={editing ? 'Rename' : 'Add'}>
      <TextField label={MASTER_LIST_NAMES[list].one} {...field('value')} required autoComplete="off" />
    </RecordForm>
  );
}
