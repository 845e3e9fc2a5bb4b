import { STOCK_CHANGE_REASON_NAMES, STOCK_CHANGE_REASONS, STOCK_LIMITS, type StockLineItem } from '@seedcorp/contracts';
import { useId } from 'react';
import { STOCK_TEXTS, type StockLanguage } from '../../../content/stock';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { digitsOnly } from '../../ui/digits';
import { useLineChange } from '../hooks/use-line-change';
import { bagsAfterDraft, lineName } from '../stock-change';
import { noticeText } from '../stock-notice';
import { NewLineFields } from './NewLineFields';

interface LineChangeFormProps {
  /** The line as loaded; none to add a line. */
  line?: StockLineItem;
  counterKey: string;
  season: string;
  language: StockLanguage;
  onLine: (line: StockLineItem) => void;
  onSaved: () => void;
}

const BAGS_DIGITS = String(STOCK_LIMITS.bags).length;

/**
 * A change of a line's bags: why, how many and a note, with the figure on hand before and after; for a new line, what
 * it holds first. What the keeper typed stays through every refusal, and the figure on hand shown is the one the
 * change will be based on.
 */
export function LineChangeForm({ line, counterKey, season, language, onLine, onSaved }: LineChangeFormProps) {
  const texts = STOCK_TEXTS[language];
  const reasons = useId();
  const form = useLineChange({ line, counterKey, season, language, onLine, onSaved });
  const { base, change } = form;
  const correction = change.reason === 'correction';
  const after = bagsAfterDraft(base?.bags ?? 0, change);
  const notice = form.notice && noticeText(form.notice, language);

  return (
    <RecordForm
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
      busy={form.busy}
      submitLabel={texts.change.save}
      busyLabel={texts.change.saving}
    >
      {base ? (
        <p className="stock-on-hand">
          {/* Opened to add a line, the dialog's title does not name the line a refusal moved the form onto. */}
          {!line && <span className="stock-line-name">{lineName(base, language)}</span>}
          {texts.change.nowOnHand(texts.bags(base.bags))}
        </p>
      ) : (
        <NewLineFields season={season} language={language} value={form.newLine} onChange={form.setNewLine} />
      )}
      {notice && (
        <p role="alert" className="form-problem stock-notice" lang={notice.lang}>
          {notice.text}
        </p>
      )}
      <fieldset className="stock-choices">
        <legend>
          {texts.change.reason}
          <span aria-hidden="true"> *</span>
        </legend>
        {STOCK_CHANGE_REASONS.map((reason) => (
          <label key={reason}>
            <input
              type="radio"
              name={reasons}
              value={reason}
              checked={change.reason === reason}
              onChange={() => form.setChange({ ...change, reason })}
            />
            {STOCK_CHANGE_REASON_NAMES[reason][language]}
          </label>
        ))}
      </fieldset>
      <LabelledField label={correction ? texts.change.bagsCounted : texts.change.bagsMoved} required>
        {(id) => (
          <>
            <input
              id={id}
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              aria-describedby={`${id}-hint ${id}-after`}
              value={change.bags}
              onChange={(event) => form.setChange({ ...change, bags: digitsOnly(event.target.value, BAGS_DIGITS) })}
            />
            <p id={`${id}-hint`} className="field-hint">
              {correction ? texts.change.bagsCountedHint : texts.change.bagsMovedHint}
            </p>
            <p id={`${id}-after`} className="stock-after" aria-live="polite">
              {after !== undefined && texts.change.after(texts.bags(after))}
            </p>
          </>
        )}
      </LabelledField>
      <LabelledField label={texts.change.note}>
        {(id) => (
          <textarea
            id={id}
            rows={2}
            maxLength={STOCK_LIMITS.note}
            value={change.note}
            onChange={(event) => form.setChange({ ...change, note: event.target.value })}
          />
        )}
      </LabelledField>
    </RecordForm>
  );
}
