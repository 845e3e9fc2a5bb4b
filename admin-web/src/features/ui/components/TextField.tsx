import { useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Applied to every change, e.g. to keep digits only. */
  filter?: (value: string) => string;
}

export function TextField({ label, value, onChange, filter, required, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={id}
        {...input}
        value={value}
        onChange={(event) => onChange(filter ? filter(event.target.value) : event.target.value)}
      />
    </div>
  );
}
