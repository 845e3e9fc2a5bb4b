import { TextField } from '../../ui/components/TextField';
import { mobileDigits, officeDigits } from '../directory-rules';

interface PhoneField {
  value?: string;
  onChange: (value: string) => void;
}

/** The mobile and office numbers of a directory entry, kept to digits as they are typed. */
export function PhoneFields({ mobile, office }: { mobile: PhoneField; office: PhoneField }) {
  return (
    <>
      <TextField label="Mobile number" inputMode="numeric" {...mobile} filter={mobileDigits} />
      <TextField label="Office number" inputMode="numeric" {...office} filter={officeDigits} />
    </>
  );
}
