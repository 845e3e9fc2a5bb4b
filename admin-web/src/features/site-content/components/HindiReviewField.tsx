import { HINDI_REVIEW_STATES, type HindiReview } from '@seedcorp/contracts';
import { useId } from 'react';
import { PAGE_EDITOR_TEXTS } from '../../../content/page-editor';
import '../page-editor.css';

const TEXTS = PAGE_EDITOR_TEXTS.editor.review;

/** Where the Hindi of a page or table stands: drafted as seeded, reviewed once the corporation has checked it. */
export function HindiReviewField({ value, onChange }: { value: HindiReview; onChange: (value: HindiReview) => void }) {
  const id = useId();
  return (
    <div className="field hindi-review">
      <label htmlFor={`${id}-review`}>{TEXTS.label}</label>
      <select
        id={`${id}-review`}
        value={value}
        aria-describedby={`${id}-review-hint`}
        onChange={(event) => onChange(event.target.value as HindiReview)}
      >
        {HINDI_REVIEW_STATES.map((state) => (
          <option key={state} value={state}>
            {TEXTS.options[state]}
          </option>
        ))}
      </select>
      <p id={`${id}-review-hint`} className="field-hint">
        {TEXTS.hint}
      </p>
    </div>
  );
}
