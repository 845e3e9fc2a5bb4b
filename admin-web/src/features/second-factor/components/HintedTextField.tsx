import type { InputHTMLAttributes, Ref } from 'react';

type HintedTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  label: string;
  /** Shown under the field and read with it by screen readers. */
  hint: string;
  ref?: Ref<HTMLInputElement>;
};

/** A text field the browser does not fill in, under its label and above its hint. */
export function HintedTextField({ id, label, hint, ref, ...input }: HintedTextFieldProps) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} ref={ref} type="text" autoComplete="off" aria-describedby={`${id}-hint`} {...input} />
      <p id={`${id}-hint`} className="field-hint">
        {hint}
      </p>
    </>
  );
}
