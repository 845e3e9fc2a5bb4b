import { useMasterList } from '../../masters/hooks/use-master-list';
import { SelectField } from '../../ui/components/SelectField';

/** Designations are chosen from the master list, which the directories service checks every entry against. */
export function DesignationField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const designations = useMasterList('designation').values;
  return <SelectField label="Designation" value={value} options={designations} onChange={onChange} required />;
}
