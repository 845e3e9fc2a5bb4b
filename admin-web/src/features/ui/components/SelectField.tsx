import { LabelledField } from './LabelledField';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  required?: boolean;
}

/** A choice from a master list; the current value stays offered even when the list no longer holds it. */
export function SelectField({ label, value, options, onChange, required }: SelectFieldProps) {
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return (
    <LabelledField label={label} required={required}>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
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
