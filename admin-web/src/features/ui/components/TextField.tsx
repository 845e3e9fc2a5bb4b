import type { InputHTMLAttributes } from 'react';
import { LabelledField } from './LabelledField';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  /** None is an empty field. */
  value?: string;
  onChange: (value: string) => void;
  /** Applied to every change, e.g. to keep digits only. */
  filter?: (value: string) => string;
}

export function TextField({ label, value, onChange, filter, required, ...input }: TextFieldProps) {
  return (
    <LabelledField label={label} required={required}>
      {(id) => (
        <input
          id={id}
          {...input}
          value={value ?? ''}
          onChange={(event) => onChange(filter ? filter(event.target.value) : event.target.value)}
        />
      )}
    </LabelledField>
  );
}
