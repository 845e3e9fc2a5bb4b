import { useEffect, useId, useRef } from 'react';
import { CONTENT_LIMITS } from '@seedcorp/contracts';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import type { NoteDraft } from '../hooks/use-table-editor';
import './table-notes.css';

const TEXTS = SITE_CONTENT_TEXTS.notes;

interface TableNotesProps {
  notes: NoteDraft[];
  onChange: (notes: NoteDraft[]) => void;
}

/**
 * The paragraphs shown under a table (sources, units, conditions), saved with its rows. Each note's Hindi sits
 * beside its English at all times: a table's Hindi is never marked out of date, so whoever changes a note's English
 * must see the Hindi that Hindi readers will go on reading.
 */
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
  const edit = (index: number, language: keyof NoteDraft, text: string) =>
    onChange(notes.map((note, at) => (at === index ? { ...note, [language]: text } : note)));
  return (
    <fieldset className="table-notes">
      <legend>{TEXTS.heading}</legend>
      <p className="field-hint">{TEXTS.hint}</p>
      {notes.map((note, index) => {
        const id = `${prefix}-note-${index + 1}`;
        return (
          <div className="table-note-field" key={index}>
            <div className="table-note-language">
              <label htmlFor={id}>{TEXTS.label(index + 1)}</label>
              <textarea
                id={id}
                ref={(element) => {
                  fields.current[index] = element;
                }}
                rows={2}
                maxLength={CONTENT_LIMITS.noteMax}
                value={note.en}
                onChange={(event) => edit(index, 'en', event.target.value)}
              />
            </div>
            <div className="table-note-language">
              <label htmlFor={`${id}-hi`}>{TEXTS.hindiLabel(index + 1)}</label>
              <textarea
                id={`${id}-hi`}
                lang="hi"
                rows={2}
                maxLength={CONTENT_LIMITS.noteMax}
                value={note.hi}
                onChange={(event) => edit(index, 'hi', event.target.value)}
              />
            </div>
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
          onChange([...notes, { en: '', hi: '' }]);
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
