import { SEED_CLASS_NAMES, SEED_CLASSES, type SeedClass } from '@seedcorp/contracts';
import { useCallback, useId } from 'react';
import { STOCK_TEXTS, stockMessage, type StockLanguage } from '../../../content/stock';
import { LabelledField } from '../../ui/components/LabelledField';
import { fetchVarieties } from '../api/stock-api';
import { useLoaded } from '../../ui/hooks/use-loaded';
import { cropsOfSeason, type NewLineDraft } from '../stock-change';

interface NewLineFieldsProps {
  season: string;
  language: StockLanguage;
  value: NewLineDraft;
  onChange: (value: NewLineDraft) => void;
}

/** The crop's published varieties, loaded once the crop is chosen: their state, and the choice among them. */
function VarietyField({
  crop,
  language,
  value,
  onChange,
}: {
  crop: string;
  language: StockLanguage;
  value: string;
  onChange: (variety: string) => void;
}) {
  const texts = STOCK_TEXTS[language].line;
  const load = useCallback(() => fetchVarieties(crop), [crop]);
  const varieties = useLoaded(crop ? load : undefined);

  if (!crop) return null;
  if (varieties.loading && !varieties.value) {
    return (
      <p role="status" className="stock-state">
        {texts.loadingVarieties}
      </p>
    );
  }
  if (!varieties.value) {
    const reason = varieties.failure ? stockMessage(varieties.failure, language) : undefined;
    return (
      <div role="alert" className="stock-state">
        <p>
          {texts.varietiesFailed} {reason && <span lang={reason.lang}>{reason.text}</span>}
        </p>
        <button type="button" onClick={varieties.retry}>
          {STOCK_TEXTS[language].retry}
        </button>
      </div>
    );
  }
  if (varieties.value.length === 0) return <p className="stock-state">{texts.noVarieties}</p>;
  return (
    <LabelledField label={texts.variety} required>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{texts.chooseVariety}</option>
          {varieties.value?.map((variety) => (
            <option key={variety.en} value={variety.en}>
              {variety[language]}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A line not kept yet: the crop (of the season's kind), its published variety, the class and the bag size. */
export function NewLineFields({ season, language, value, onChange }: NewLineFieldsProps) {
  const texts = STOCK_TEXTS[language];
  const classes = useId();
  const set = (change: Partial<NewLineDraft>) => onChange({ ...value, ...change });

  return (
    <>
      <LabelledField label={texts.line.crop} required>
        {(id) => (
          <select id={id} value={value.crop} onChange={(event) => set({ crop: event.target.value, variety: '' })}>
            <option value="">{texts.line.chooseCrop}</option>
            {cropsOfSeason(season).map((crop) => (
              <option key={crop.slug} value={crop.slug}>
                {crop.name[language]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <VarietyField
        crop={value.crop}
        language={language}
        value={value.variety}
        onChange={(variety) => set({ variety })}
      />
      <fieldset className="stock-choices">
        <legend>
          {texts.seedClass}
          <span aria-hidden="true"> *</span>
        </legend>
        {SEED_CLASSES.map((seedClass: SeedClass) => (
          <label key={seedClass}>
            <input
              type="radio"
              name={classes}
              value={seedClass}
              checked={value.seedClass === seedClass}
              onChange={() => set({ seedClass })}
            />
            {SEED_CLASS_NAMES[seedClass][language]}
          </label>
        ))}
      </fieldset>
      <LabelledField label={texts.line.bagKg} required>
        {(id) => (
          <>
            <input
              id={id}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={`${id}-hint`}
              value={value.bagKg}
              onChange={(event) => set({ bagKg: event.target.value.replace(/[^\d.,]/g, '') })}
            />
            <p id={`${id}-hint`} className="field-hint">
              {texts.line.bagKgHint}
            </p>
          </>
        )}
      </LabelledField>
    </>
  );
}
