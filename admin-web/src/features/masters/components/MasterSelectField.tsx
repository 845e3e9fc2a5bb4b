import { SelectField } from '../../ui/components/SelectField';
import { useMasterList, type MasterName } from '../hooks/use-master-list';

interface MasterSelectFieldProps {
  master: MasterName;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A required choice from a master list that administrators keep, which the service checks every entry against. */
export function MasterSelectField({ master, label, value, onChange }: MasterSelectFieldProps) {
  const options = useMasterList(master).values;
  return <SelectField label={label} value={value} options={options} onChange={onChange} required />;
}
