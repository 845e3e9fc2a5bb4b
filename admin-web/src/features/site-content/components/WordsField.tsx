import { PAGE_EDITOR_TEXTS } from '../../../content/page-editor';
import type { Language } from '../page-blocks';

const LANGUAGES = PAGE_EDITOR_TEXTS.editor.languages;

interface WordsFieldProps {
  id: string;
  /** Said before the visible label by screen readers: which block, item and field this is. */
  prefix: string;
  language?: Language;
  /** The visible label when the field is not one language's text (an address). */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  onLeave?: () => void;
  multiline?: boolean;
  problem?: string;
  hint?: string;
  /** An address: the phone keyboard with '/' and '.' at hand. */
  address?: boolean;
}

/**
 * One text of a block in a plain input or textarea: the browser's or system's Hindi keyboard types into it as it
 * does anywhere, and what is typed stays text.
 */
export function WordsField({
  id,
  prefix,
  language,
  label,
  value,
  onChange,
  onLeave,
  multiline,
  problem,
  hint,
  address,
}: WordsFieldProps) {
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ') || undefined;
  const field = {
    id,
    value,
    lang: language,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': described,
    onBlur: onLeave,
  };
  return (
    <div className={`words-field${language ? ` words-${language}` : ''}`}>
      <label htmlFor={id}>
        <span className="visually-hidden">{prefix}</span>
        {language ? (
          <>
            {LANGUAGES[language].mark && <span lang="hi">{LANGUAGES[language].mark}</span>}
            {LANGUAGES[language].name}
          </>
        ) : (
          label
        )}
      </label>
      {multiline ? (
        <textarea {...field} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...field} inputMode={address ? 'url' : undefined} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="cell-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
