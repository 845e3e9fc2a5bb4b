import { firstBrokenRule, type FormRules } from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import type { UploadProgress } from '../../api/api-client';
import { draftFrom, type EditedRecord, type FormDraft } from '../form-draft';
import { useSave } from './use-save';

type SendDraft<Fields> = (draft: FormDraft<Fields>, onProgress: UploadProgress) => Promise<string>;

interface RecordFormOptions<Fields> {
  /** The contract's rules of the form: the first one broken is shown and nothing is sent. */
  rules: FormRules<Fields>;
  /** The form when nothing is filled in; an edited record fills in the fields it has. */
  blank: FormDraft<Fields>;
  /** The record being edited; none when creating. */
  editing?: EditedRecord<FormDraft<Fields>>;
  create: SendDraft<Fields>;
  update?: (key: string, draft: FormDraft<Fields>, onProgress: UploadProgress) => Promise<string>;
  /** Shown when the save fails without a message of the server's own. */
  failedMessage: string;
  onSaved: () => void;
  /** What is checked and sent, where the screen hides fields that the draft still holds. */
  sentFields?: (draft: FormDraft<Fields>) => FormDraft<Fields>;
}

/**
 * A create or edit form of a record: its draft, checked by the contract's rules on submit, then sent with
 * the upload's progress; the server's message is toasted and `onSaved` follows.
 */
export function useRecordForm<Fields>(options: RecordFormOptions<Fields>) {
  const { rules, blank, editing, create, update, failedMessage, onSaved, sentFields } = options;
  const [draft, setDraft] = useState(() => draftFrom(blank, editing));
  const { busy, progress, save } = useSave(onSaved);
  /** A field's value and the change that sets it, spread into its field component. */
  const field = <Name extends keyof FormDraft<Fields>>(name: Name) => ({
    value: draft[name],
    onChange: (value: FormDraft<Fields>[Name]) => setDraft((previous) => ({ ...previous, [name]: value })),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const sent = sentFields ? sentFields(draft) : draft;
    const send: SendDraft<Fields> =
      editing && update ? (fields, onProgress) => update(editing.key, fields, onProgress) : create;
    void save(
      firstBrokenRule(rules, sent, editing ? 'update' : 'create'),
      (onProgress) => send(sent, onProgress),
      failedMessage,
    );
  };

  /** `submit` spreads into `RecordForm`. */
  return { draft, field, progress, submit: { onSubmit, busy, submitLabel: editing ? 'Update' : 'Create' } };
}
