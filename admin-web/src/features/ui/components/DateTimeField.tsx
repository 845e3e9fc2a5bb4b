import { LabelledField } from './LabelledField';

interface DateTimeFieldProps {
  label: string;
  /** `YYYY-MM-DDTHH:mm`; '' while none is chosen. */
  value?: string;
  onChange: (value: string) => void;
  hint: string;
}

/** A date and time, typed or picked (the browser's own `datetime-local` control). */
export function DateTimeField({ label, value, onChange, hint }: DateTimeFieldProps) {
  return (
    <LabelledField label={label}>
      {(id) => (
        <>
          <input
            id={id}
            type="datetime-local"
            value={value ?? ''}
            aria-describedby={`${id}-hint`}
            onChange={(event) => onChange(event.target.value)}
          />
          <span id={`${id}-hint`} className="field-hint">
            {hint}
          </span>
        </>
      )}
    </LabelledField>
  );
}
