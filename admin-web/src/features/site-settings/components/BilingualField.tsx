import { settingsInputId, type Bilingual } from '@seedcorp/contracts';
import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import './bilingual-field.css';

const TEXTS = SITE_SETTINGS_TEXTS;

interface BilingualFieldProps {
  /** The settings field, e.g. 'contact.postalAddress': it names the inputs, so a problem's link finds them. */
  field: string;
  label: string;
  value: Bilingual;
  onChange: (value: Bilingual) => void;
  problems?: readonly string[];
  /** The published Hindi is older than its English. */
  hindiOutdated?: boolean;
  multiline?: boolean;
}

/** One text in English and Hindi side by side; each input is named by the field and its language. */
export function BilingualField({
  field,
  label,
  value,
  onChange,
  problems,
  hindiOutdated,
  multiline,
}: BilingualFieldProps) {
  const id = settingsInputId(field);
  const problemId = `${id}-problem`;
  const outdatedId = `${id}-outdated`;
  const invalid = !!problems?.length;
  const input = (language: 'en' | 'hi') => {
    const props = {
      id: language === 'en' ? id : `${id}-hi`,
      lang: language,
      value: value[language] ?? '',
      'aria-invalid': invalid && language === 'en' ? true : undefined,
      'aria-describedby':
        [invalid ? problemId : '', language === 'hi' && hindiOutdated ? outdatedId : ''].filter(Boolean).join(' ') ||
        undefined,
    };
    const change = (text: string) => onChange({ ...value, [language]: text });
    return multiline ? (
      <textarea {...props} rows={3} onChange={(event) => change(event.target.value)} />
    ) : (
      <input {...props} type="text" onChange={(event) => change(event.target.value)} />
    );
  };
  return (
    <fieldset className="bilingual-field">
      <legend>
        {label}
        <span aria-hidden="true"> *</span>
      </legend>
      <div className="bilingual-inputs">
        <div className="field">
          <label htmlFor={id}>
            <span className="visually-hidden">{label}, </span>
            {TEXTS.english}
          </label>
          {input('en')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-hi`}>
            <span className="visually-hidden">{label}, </span>
            {TEXTS.hindi}
          </label>
          {input('hi')}
          {hindiOutdated && (
            <p id={outdatedId} className="field-hint outdated-marker">
              {TEXTS.hindiOutdated}
            </p>
          )}
        </div>
      </div>
      {invalid && (
        <p id={problemId} className="cell-problem">
          {problems?.join(' ')}
        </p>
      )}
    </fieldset>
  );
}

interface TextInputProps {
  field: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problems?: readonly string[];
  hint?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
}

/** A text the site shows alike in both languages: a phone, an address, a path, a year. */
export function TextInput({ field, label, value, onChange, problems, hint, inputMode = 'text' }: TextInputProps) {
  const id = settingsInputId(field);
  const invalid = !!problems?.length;
  const described = [hint ? `${id}-hint` : '', invalid ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-problem`} className="cell-problem">
          {problems?.join(' ')}
        </p>
      )}
    </div>
  );
}
