import type { KeyboardEvent } from 'react';
import { LabelledField } from './LabelledField';

interface DateFieldProps {
  label: string;
  /** `YYYY-MM-DD`; '' or none while no date is chosen. */
  value?: string;
  onChange: (value: string) => void;
  required?: boolean;
}

type PickerInput = HTMLInputElement & { showPicker?: () => void };

const openPicker = (input: PickerInput) => {
  try {
    input.showPicker?.();
  } catch {
    // Browsers refuse showPicker without a user gesture; the field's own button still opens it.
  }
};

/** A date chosen from the browser's picker only: typing into the field is blocked. */
export function DateField({ label, value, onChange, required }: DateFieldProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Tab' || event.key === 'Escape') return;
    event.preventDefault();
    if (event.key === 'Enter' || event.key === ' ') openPicker(event.currentTarget);
    if (event.key === 'Delete' || event.key === 'Backspace') onChange('');
  };
  return (
    <LabelledField label={label} required={required}>
      {(id) => (
        <>
          <input
            id={id}
            type="date"
            value={value ?? ''}
            aria-describedby={`${id}-hint`}
            onKeyDown={onKeyDown}
            onClick={(event) => openPicker(event.currentTarget)}
            onChange={(event) => onChange(event.target.value)}
          />
          <span id={`${id}-hint`} className="field-hint">
            Press Enter to choose a date; Delete clears it.
          </span>
        </>
      )}
    </LabelledField>
  );
}
