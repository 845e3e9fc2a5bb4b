import { LabelledField } from './LabelledField';

interface SelectFieldProps<Value extends string> {
  label: string;
  /** '' while nothing is chosen. */
  value: Value | '';
  options: readonly Value[];
  onChange: (value: Value | '') => void;
  required?: boolean;
}

/** A choice from a master list; the current value stays offered even when the list no longer holds it. */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  required,
}: SelectFieldProps<Value>) {
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <LabelledField label={label} required={required}>
      {(id) => (
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(choices.find((choice) => choice === event.target.value) ?? '')}
        >
          <option value="">Select {label.toLowerCase()}</option>
          {choices.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
