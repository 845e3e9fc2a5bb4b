import { TOTP_DIGITS } from '@seedcorp/contracts';
import type { Ref } from 'react';
import { digitsOnly } from '../../ui/digits';
import './totp-code-field.css';

/** One field for an authenticator code: digits only, offered by the phone's keyboard and autofill as a code. */
export function TotpCodeField({
  id,
  label,
  value,
  onChange,
  ref,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={ref}
        className="totp-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value, TOTP_DIGITS))}
      />
    </>
  );
}
