import { useId } from 'react';
import { useMasterList } from '../../masters/hooks/use-master-list';
import { TextField } from '../../ui/components/TextField';

/** Designations are offered from the master list and may also be typed, since titles vary by office. */
export function DesignationField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const designations = useMasterList('designation').values;
  const listId = useId();
  return (
    <>
      <TextField label="Designation" value={value} onChange={onChange} list={listId} required />
      <datalist id={listId}>
        {designations.map((designation) => (
          <option key={designation} value={designation} />
        ))}
      </datalist>
    </>
  );
}
