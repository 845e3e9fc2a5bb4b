import { useRef } from 'react';
import { toast } from 'react-toastify';
import { displaySize, fileProblem, type FileRule } from '../file-rules';
import { LabelledField } from './LabelledField';
import './file-field.css';

interface FileFieldProps {
  label: string;
  rule: FileRule;
  /** The chosen file; none before one is chosen or after one is refused. */
  value: File | undefined;
  onChange: (file: File | undefined) => void;
  /** Share of the upload sent (0 to 1) while a save is under way. */
  progress?: number;
  required?: boolean;
}

/**
 * A file input that refuses a wrong type or an oversized file at once, with the spec's message,
 * and shows the chosen file's name, type and size and the upload's progress.
 */
export function FileField({ label, rule, value, onChange, progress, required }: FileFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const accept = [...rule.extensions.map((extension) => `.${extension}`), ...rule.mimeTypes].join(',');

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const problem = fileProblem(chosen, rule);
    if (problem) {
      toast.error(problem);
      if (input.current) input.current.value = '';
      onChange(undefined);
      return;
    }
    onChange(chosen);
  };

  return (
    <LabelledField label={label} required={required}>
      {(id) => (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            accept={accept}
            aria-describedby={`${id}-info`}
            onChange={(event) => choose(event.target.files?.[0])}
          />
          <p id={`${id}-info`} className="file-info">
            {value ? `${value.name} · ${value.type || 'unknown type'} · ${displaySize(value.size)}` : 'No file chosen'}
          </p>
          {progress !== undefined && <UploadProgressBar id={`${id}-progress`} progress={progress} />}
        </>
      )}
    </LabelledField>
  );
}

function UploadProgressBar({ id, progress }: { id: string; progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div className="upload-progress">
      <label htmlFor={id}>Upload progress</label>
      <progress id={id} max={100} value={percent}>
        {percent}%
      </progress>
      <span aria-hidden="true">{percent}%</span>
    </div>
  );
}
