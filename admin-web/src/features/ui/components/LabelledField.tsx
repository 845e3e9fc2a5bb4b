import { useId, type ReactNode } from 'react';

interface LabelledFieldProps {
  label: string;
  required?: boolean;
  /** The control and what goes with it; `id` is the control's, and the stem of its hints' ids. */
  children: (id: string) => ReactNode;
}

/** A form control under its label; a required one is marked with an asterisk that screen readers skip. */
export function LabelledField({ label, required, children }: LabelledFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children(id)}
    </div>
  );
}
