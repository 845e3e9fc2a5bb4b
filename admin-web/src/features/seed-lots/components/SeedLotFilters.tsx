import { SEED_LOT_STATES, type SeedLotState } from '@seedcorp/contracts';
import type { FormEvent } from 'react';
import { SEED_LOTS_TEXTS as TEXTS } from '../../../content/seed-lots';
import { ActionButtons } from '../../ui/components/ActionButtons';
import { LabelledField } from '../../ui/components/LabelledField';
import { TextField } from '../../ui/components/TextField';
import type { SeedLotFilter } from '../api/seed-lots-api';

interface SeedLotFiltersProps {
  value: SeedLotFilter;
  onChange: (filter: SeedLotFilter) => void;
  onApply: () => void;
  onClear: () => void;
}

/** What the lots are narrowed by; the list follows once it is applied (Enter in the search applies it). */
export function SeedLotFilters({ value, onChange, onApply, onClear }: SeedLotFiltersProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <form className="seed-lot-filters" role="search" aria-label={TEXTS.filters} onSubmit={submit}>
      <TextField
        label={TEXTS.search}
        type="search"
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
      />
      <LabelledField label={TEXTS.state}>
        {(id) => (
          <select
            id={id}
            value={value.state ?? ''}
            onChange={(event) => onChange({ ...value, state: (event.target.value || undefined) as SeedLotState })}
          >
            <option value="">{TEXTS.allStates}</option>
            {SEED_LOT_STATES.map((state) => (
              <option key={state} value={state}>
                {TEXTS.states[state]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <ActionButtons
        className="seed-lot-filter-actions"
        actions={[
          { label: TEXTS.apply, submit: true, className: 'primary' },
          { label: TEXTS.clear, onClick: onClear },
        ]}
      />
    </form>
  );
}
