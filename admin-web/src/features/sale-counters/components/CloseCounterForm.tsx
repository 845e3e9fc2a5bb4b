import { CLOSE_SALE_COUNTER_RULES, firstBrokenRule, trimmedText, type SaleCounterItem } from '@seedcorp/contracts';
import { useState, type FormEvent } from 'react';
import { SALE_COUNTERS_TEXTS } from '../../../content/sale-counters';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { useSave } from '../../ui/hooks/use-save';
import { closeCounter } from '../api/sale-counters-api';

const TEXTS = SALE_COUNTERS_TEXTS.closeForm;

/** Closes a counter with the reason it closed; a refusal keeps the reason typed. */
export function CloseCounterForm({ counter, onSaved }: { counter: SaleCounterItem; onSaved: () => void }) {
  const [reason, setReason] = useState('');
  const { busy, save } = useSave(onSaved);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const sent = { key: counter.key, reason: trimmedText(reason) };
    void save(firstBrokenRule(CLOSE_SALE_COUNTER_RULES, sent, 'update'), () => closeCounter(sent), TEXTS.failed);
  };

  return (
    <RecordForm onSubmit={onSubmit} busy={busy} submitLabel={TEXTS.submit}>
      <LabelledField label={TEXTS.reason} required>
        {(id) => (
          <>
            <textarea
              id={id}
              rows={3}
              value={reason}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id={`${id}-hint`} className="field-hint">
              {TEXTS.reasonHint}
            </p>
          </>
        )}
      </LabelledField>
    </RecordForm>
  );
}
