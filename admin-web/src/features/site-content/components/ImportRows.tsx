import { IMPORT_MODES, type CellProblem, type ImportMode } from '@seedcorp/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import './import-rows.css';

const TEXTS = SITE_CONTENT_TEXTS.import;
const MODE_LABELS: Record<ImportMode, string> = { replace: TEXTS.replace, append: TEXTS.append };

interface ImportRowsProps {
  /** Sends the text; true when it was imported. */
  onImport: (text: string, mode: ImportMode) => Promise<boolean>;
  /** The rows the last import was refused for, each with its reason. */
  problems: readonly CellProblem[];
}

/** A file written by a spreadsheet may begin with a byte-order mark, which is not part of the first header. */
const withoutByteOrderMark = (text: string) => text.replace(/^\uFEFF/, '');

/** Rows pasted from a spreadsheet or read from a CSV file, replacing the table's rows or following them. */
export function ImportRows({ onImport, problems }: ImportRowsProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File>();
  const [mode, setMode] = useState<ImportMode>('replace');
  const fileInput = useRef<HTMLInputElement>(null);
  const problemList = useRef<HTMLElement>(null);

  useEffect(() => {
    // A refusal is read from its list: focus goes there, so the rows to correct are announced.
    if (problems.length > 0) problemList.current?.focus();
  }, [problems]);

  const submit = async () => {
    const csv = file ? await file.text() : text;
    if (!(await onImport(withoutByteOrderMark(csv), mode))) return;
    setText('');
    setFile(undefined);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section className="import-rows" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{TEXTS.heading}</h2>
      <p>{TEXTS.intro}</p>
      <form
        className="import-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-paste`}>{TEXTS.paste}</label>
          <textarea
            id={`${id}-paste`}
            rows={6}
            value={text}
            spellCheck={false}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-file`}>{TEXTS.file}</label>
          <input
            id={`${id}-file`}
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            aria-describedby={file ? `${id}-file-chosen` : undefined}
            onChange={(event) => setFile(event.target.files?.[0])}
          />
          {file && (
            <p id={`${id}-file-chosen`} className="field-hint">
              {TEXTS.fileChosen(file.name)}
            </p>
          )}
        </div>
        <fieldset className="import-mode">
          <legend>{TEXTS.mode}</legend>
          {IMPORT_MODES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />
              {MODE_LABELS[value]}
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="primary">
            {TEXTS.submit}
          </button>
        </div>
      </form>
      {problems.length > 0 && (
        <section ref={problemList} tabIndex={-1} className="import-problems" aria-labelledby={`${id}-refused`}>
          <p id={`${id}-refused`}>{TEXTS.refused}</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem.message}</li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
