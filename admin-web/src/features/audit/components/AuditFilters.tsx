import { AUDIT_ACTIONS, type ActivityType, type AuditFilter } from '@seedcorp/contracts';
import type { FormEvent } from 'react';
import { AUDIT_TRAIL_TEXTS as TEXTS } from '../../../content/audit-trail';
import { ActionButtons } from '../../ui/components/ActionButtons';
import { LabelledField } from '../../ui/components/LabelledField';
import { TextField } from '../../ui/components/TextField';

interface AuditFiltersProps {
  value: AuditFilter;
  onChange: (filter: AuditFilter) => void;
  onApply: () => void;
  onClear: () => void;
}

/** The fields the trail is narrowed by; the list follows once they are applied (Enter in any field applies them). */
export function AuditFilters({ value, onChange, onApply, onClear }: AuditFiltersProps) {
  const set = (field: keyof AuditFilter) => (text: string) => onChange({ ...value, [field]: text });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="audit-filters" role="search" aria-label={TEXTS.filters} onSubmit={submit}>
      <TextField label={TEXTS.person} value={value.person} onChange={set('person')} />
      <TextField label={TEXTS.recordType} value={value.recordType} onChange={set('recordType')} />
      <TextField label={TEXTS.recordId} value={value.recordId} onChange={set('recordId')} />
      <LabelledField label={TEXTS.action}>
        {(id) => (
          <select
            id={id}
            value={value.action ?? ''}
            onChange={(event) => onChange({ ...value, action: (event.target.value || undefined) as ActivityType })}
          >
            <option value="">{TEXTS.allActions}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={TEXTS.from}>
        {(id) => (
          <input id={id} type="date" value={value.from ?? ''} onChange={(event) => set('from')(event.target.value)} />
        )}
      </LabelledField>
      <LabelledField label={TEXTS.to}>
        {(id) => (
          <input id={id} type="date" value={value.to ?? ''} onChange={(event) => set('to')(event.target.value)} />
        )}
      </LabelledField>
      <ActionButtons
        className="audit-filter-actions"
        actions={[
          { label: TEXTS.apply, submit: true, className: 'primary' },
          { label: TEXTS.clear, onClick: onClear },
        ]}
      />
    </form>
  );
}
