import {
  FIELD_CROPS,
  findFieldCrop,
  parseSeason,
  PROCESSING_PLANT_NAMES,
  PROCESSING_PLANTS,
  SEED_CLASS_NAMES,
  SEED_CLASSES,
  stockSeasons,
  type AdminSeedLot,
  type SeedLotForm as SeedLotFormFields,
} from '@seedcorp/contracts';
import { useCallback, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { SEED_LOTS_TEXTS } from '../../../content/seed-lots';
import { currentAfterStale } from '../../api/api-client';
import { fetchVarieties } from '../../stock/api/stock-api';
import { ActionButtons } from '../../ui/components/ActionButtons';
import { DateField } from '../../ui/components/DateField';
import { HeadedTable } from '../../ui/components/HeadedTable';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { TextField } from '../../ui/components/TextField';
import { useLoaded } from '../../ui/hooks/use-loaded';
import { useSave } from '../../ui/hooks/use-save';
import { createLot, updateLot } from '../api/seed-lots-api';
import {
  BLANK_LOT_DRAFT,
  draftOfLot,
  figureText,
  lotDifferences,
  lotFormOf,
  rebasedLotDraft,
  type SeedLotDraft,
} from '../seed-lot-form';

const TEXTS = SEED_LOTS_TEXTS.form;
const LABELS = TEXTS.fields;

interface SeedLotFormProps {
  /** The lot being edited; none when entering one. */
  editing?: AdminSeedLot;
  onSaved: () => void;
}

/** Where an edit refused as stale stands: the service's words and the lot as it is now. */
interface Stale {
  message: string;
  current: AdminSeedLot;
}

function StaleLot({
  stale,
  draft,
  onKeep,
  onReload,
}: {
  stale: Stale;
  draft: SeedLotDraft;
  onKeep: () => void;
  onReload: () => void;
}) {
  const differences = lotDifferences(draft, stale.current);
  const withdrawn = stale.current.state === 'withdrawn';
  return (
    <div className="stale-notice" role="alert">
      <p>
        <strong>{stale.message}</strong>
      </p>
      {withdrawn && <p>{TEXTS.stale.withdrawn}</p>}
      {differences.length === 0 ? (
        <p>{TEXTS.stale.none}</p>
      ) : (
        <HeadedTable
          caption={TEXTS.stale.current}
          headings={[TEXTS.stale.field, TEXTS.stale.current, TEXTS.stale.yours]}
        >
          {differences.map((difference) => (
            <tr key={difference.field}>
              <th scope="row">{LABELS[difference.field]}</th>
              <td>{difference.now}</td>
              <td>{difference.yours}</td>
            </tr>
          ))}
        </HeadedTable>
      )}
      {!withdrawn && (
        <ActionButtons
          className="stale-actions"
          actions={[
            { label: TEXTS.stale.keep, onClick: onKeep },
            { label: TEXTS.stale.reload, onClick: onReload },
          ]}
        />
      )}
    </div>
  );
}

/** A choice among values, each shown by its own name. */
function ChoiceField({
  label,
  value,
  choices,
  prompt,
  onChange,
}: {
  label: string;
  value: string;
  choices: readonly { value: string; name: string }[];
  prompt: string;
  onChange: (value: string) => void;
}) {
  return (
    <LabelledField label={label} required>
      {(id) => (
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{prompt}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.name}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}

/** A text input with a hint under it that the input names. */
function HintedField({ hint, children }: { hint: string; children: (hintId: string) => ReactNode }) {
  const hintId = useId();
  return (
    <>
      {children(hintId)}
      <p id={hintId} className="field-hint">
        {hint}
      </p>
    </>
  );
}

/**
 * The crop's published varieties to choose from, loaded once the crop is chosen; while they load, if they cannot be
 * read or the crop lists none, the variety is typed, and the service checks it is published.
 */
function VarietyField({ crop, value, onChange }: { crop: string; value: string; onChange: (variety: string) => void }) {
  const load = useCallback(() => fetchVarieties(crop), [crop]);
  const varieties = useLoaded(findFieldCrop(crop) ? load : undefined);
  const names = varieties.value?.map((variety) => variety.en) ?? [];

  if (names.length > 0) {
    const choices = value && !names.includes(value) ? [value, ...names] : names;
    return (
      <ChoiceField
        label={LABELS.variety}
        value={value}
        choices={choices.map((name) => ({ value: name, name }))}
        prompt={TEXTS.chooseVariety}
        onChange={onChange}
      />
    );
  }
  return (
    <HintedField hint={varieties.loading ? TEXTS.loadingVarieties : TEXTS.varietyHint}>
      {(hintId) => (
        <TextField
          label={LABELS.variety}
          value={value}
          onChange={onChange}
          required
          autoComplete="off"
          aria-describedby={hintId}
        />
      )}
    </HintedField>
  );
}

/**
 * Enters a lot, or edits one on the version it was loaded at. Checked here by the contract's rules, in the service's
 * words, before anything is sent. An edit another publisher overtook is refused whole: the form keeps what was typed
 * and shows the lot as it is now, to keep the typed changes on it or take it instead.
 */
export function SeedLotForm({ editing, onSaved }: SeedLotFormProps) {
  const [draft, setDraft] = useState(() => (editing ? draftOfLot(editing) : BLANK_LOT_DRAFT));
  const [base, setBase] = useState(editing);
  const [stale, setStale] = useState<Stale>();
  const { busy, save } = useSave(onSaved);
  const seasonsId = useId();
  const kind = findFieldCrop(draft.crop)?.season;
  const seasons = useMemo(
    () => stockSeasons(new Date()).filter((season) => !kind || parseSeason(season)?.kind === kind),
    [kind],
  );

  const set = (change: Partial<SeedLotDraft>) => setDraft((previous) => ({ ...previous, ...change }));
  const text = (name: keyof SeedLotDraft) => ({
    value: draft[name],
    onChange: (value: string) => set({ [name]: value }),
  });
  const figure = (name: keyof SeedLotDraft) => ({
    value: draft[name],
    onChange: (value: string) => set({ [name]: figureText(value) }),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    required: true,
  });

  const send = async (form: SeedLotFormFields) => {
    if (!base) return createLot(form);
    try {
      return await updateLot({ ...form, key: base.key, baseVersion: base.version });
    } catch (error) {
      const current = currentAfterStale<AdminSeedLot>(error);
      if (current) setStale({ message: (error as Error).message, current });
      throw error;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (stale) {
      toast.error(stale.message);
      return;
    }
    const { form, problem } = lotFormOf(draft, base ? 'update' : 'create');
    void save(problem, () => send(form), TEXTS.failed);
  };

  const rebase = (next: SeedLotDraft) => {
    setDraft(next);
    setBase(stale?.current);
    setStale(undefined);
  };
  const keepMine = () => stale && base && rebase(rebasedLotDraft(draft, base, stale.current));
  const takeCurrent = () => stale && rebase(draftOfLot(stale.current));

  return (
    <RecordForm onSubmit={onSubmit} busy={busy} submitLabel={editing ? TEXTS.update : TEXTS.create}>
      {stale && <StaleLot stale={stale} draft={draft} onKeep={keepMine} onReload={takeCurrent} />}
      <div className="seed-lot-fields">
        <HintedField hint={TEXTS.lotNumberHint}>
          {(hintId) => (
            <TextField
              label={LABELS.lotNumber}
              {...text('lotNumber')}
              required
              autoComplete="off"
              aria-describedby={hintId}
            />
          )}
        </HintedField>
        <ChoiceField
          label={LABELS.crop}
          value={draft.crop}
          choices={FIELD_CROPS.map((crop) => ({ value: crop.slug, name: `${crop.name.en} (${crop.season})` }))}
          prompt={TEXTS.chooseCrop}
          onChange={(crop) => set({ crop, variety: '' })}
        />
        <VarietyField crop={draft.crop} {...text('variety')} />
        <ChoiceField
          label={LABELS.seedClass}
          value={draft.seedClass}
          choices={SEED_CLASSES.map((seedClass) => ({ value: seedClass, name: SEED_CLASS_NAMES[seedClass].en }))}
          prompt={TEXTS.chooseClass}
          onChange={(seedClass) => set({ seedClass })}
        />
        <HintedField hint={TEXTS.seasonHint}>
          {(hintId) => (
            <>
              <TextField
                label={LABELS.season}
                {...text('season')}
                required
                autoComplete="off"
                list={seasonsId}
                aria-describedby={hintId}
              />
              <datalist id={seasonsId}>
                {seasons.map((season) => (
                  <option key={season} value={season} />
                ))}
              </datalist>
            </>
          )}
        </HintedField>
        <ChoiceField
          label={LABELS.plant}
          value={draft.plant}
          choices={PROCESSING_PLANTS.map((plant) => ({ value: plant, name: PROCESSING_PLANT_NAMES[plant].en }))}
          prompt={TEXTS.choosePlant}
          onChange={(plant) => set({ plant })}
        />
        <DateField label={LABELS.processedOn} {...text('processedOn')} required />
        <DateField label={LABELS.testedOn} {...text('testedOn')} required />
        <DateField label={LABELS.validUntil} {...text('validUntil')} required />
        {(['germination', 'purity', 'moisture'] as const).map((name) => (
          <HintedField key={name} hint={TEXTS.percentHint}>
            {(hintId) => <TextField label={LABELS[name]} {...figure(name)} aria-describedby={hintId} />}
          </HintedField>
        ))}
        <TextField label={LABELS.certificationAgency} {...text('certificationAgency')} required autoComplete="off" />
        <TextField label={LABELS.tagSeries} {...text('tagSeries')} required autoComplete="off" />
        <TextField label={LABELS.bags} {...figure('bags')} inputMode="numeric" />
        <TextField label={LABELS.bagKg} {...figure('bagKg')} />
      </div>
    </RecordForm>
  );
}
