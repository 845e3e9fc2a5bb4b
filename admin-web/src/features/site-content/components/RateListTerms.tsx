import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { DateField } from '../../ui/components/DateField';
import { LabelledField } from '../../ui/components/LabelledField';
import type { TermsDraft } from '../hooks/use-table-editor';
import './rate-list-terms.css';

const TEXTS = SITE_CONTENT_TEXTS.terms;

interface RateListTermsProps {
  terms: TermsDraft;
  onChange: (terms: TermsDraft) => void;
  onLeaveSeason: () => void;
  seasonProblem?: string;
}

/** A rate list's season and the date its rates apply from, saved with its rows. */
export function RateListTerms({ terms, onChange, onLeaveSeason, seasonProblem }: RateListTermsProps) {
  return (
    <fieldset className="rate-list-terms">
      <legend>{TEXTS.heading}</legend>
      <LabelledField label={TEXTS.season} required>
        {(id) => (
          <>
            <input
              id={id}
              value={terms.season}
              aria-invalid={seasonProblem ? true : undefined}
              aria-describedby={seasonProblem ? `${id}-hint ${id}-problem` : `${id}-hint`}
              onChange={(event) => onChange({ ...terms, season: event.target.value })}
              onBlur={onLeaveSeason}
            />
            <span id={`${id}-hint`} className="field-hint">
              {TEXTS.seasonHint}
            </span>
            {seasonProblem && (
              <span id={`${id}-problem`} className="cell-problem">
                {seasonProblem}
              </span>
            )}
          </>
        )}
      </LabelledField>
      <DateField
        label={TEXTS.effectiveFrom}
        value={terms.effectiveFrom}
        onChange={(effectiveFrom) => onChange({ ...terms, effectiveFrom })}
      />
    </fieldset>
  );
}
