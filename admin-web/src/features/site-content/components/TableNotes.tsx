import { useEffect, useId, useRef } from 'react';
import { CONTENT_LIMITS } from '@seedcorp/contracts';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';

const TEXTS = SITE_CONTENT_TEXTS.notes;

interface TableNotesProps {
  notes: string[];
  onChange: (notes: string[]) => void;
}

/** The paragraphs shown under a table (sources, units, conditions), saved with its rows. */
export function TableNotes({ notes, onChange }: TableNotesProps) {
  // After an add or a remove, the keyboard goes to the note that is now there (or to "Add a note").
  const focusAt = useRef<number>(undefined);
  const fields = useRef<(HTMLTextAreaElement | null)[]>([]);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAt.current === undefined) return;
    (fields.current[focusAt.current] ?? addButton.current)?.focus();
    focusAt.current = undefined;
  }, [notes]);

  const prefix = useId();
  const full = notes.length >= CONTENT_LIMITS.notesMax;
  return (
    <fieldset className="table-notes">
      <legend>{TEXTS.heading}</legend>
      <p className="field-hint">{TEXTS.hint}</p>
      {notes.map((note, index) => {
        const id = `${prefix}-note-${index + 1}`;
        return (
          <div className="table-note-field" key={index}>
            <label htmlFor={id}>{TEXTS.label(index + 1)}</label>
            <textarea
              id={id}
              ref={(element) => {
                fields.current[index] = element;
              }}
              rows={2}
              maxLength={CONTENT_LIMITS.noteMax}
              value={note}
              onChange={(event) => onChange(notes.map((text, at) => (at === index ? event.target.value : text)))}
            />
            <button
              type="button"
              aria-label={TEXTS.removeLabel(index + 1)}
              onClick={() => {
                onChange(notes.filter((_, at) => at !== index));
                focusAt.current = Math.min(index, notes.length - 2);
              }}
            >
              {TEXTS.remove}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        ref={addButton}
        disabled={full}
        aria-describedby={full ? `${prefix}-full` : undefined}
        onClick={() => {
          onChange([...notes, '']);
          focusAt.current = notes.length;
        }}
      >
        {TEXTS.add}
      </button>
      {full && (
        <span id={`${prefix}-full`} className="field-hint">
          {TEXTS.full(CONTENT_LIMITS.notesMax)}
        </span>
      )}
    </fieldset>
  );
}
