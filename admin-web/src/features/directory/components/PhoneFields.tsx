import { TextField } from '../../ui/components/TextField';
import { mobileDigits, officeDigits } from '../directory-rules';

interface PhoneNumbers {
  mobileNo?: string;
  officeNo?: string;
}

/** The mobile and office numbers of a directory entry, kept to digits as they are typed. */
export function PhoneFields({
  numbers,
  onChange,
}: {
  numbers: PhoneNumbers;
  onChange: (change: PhoneNumbers) => void;
}) {
  return (
    <>
      <TextField
        label="Mobile number"
        inputMode="numeric"
        value={numbers.mobileNo ?? ''}
        onChange={(mobileNo) => onChange({ mobileNo })}
        filter={mobileDigits}
      />
      <TextField
        label="Office number"
        inputMode="numeric"
        value={numbers.officeNo ?? ''}
        onChange={(officeNo) => onChange({ officeNo })}
        filter={officeDigits}
      />
    </>
  );
}
