import {
  BOOKING_LIMIT_KINDS,
  BOOKING_LIMITS,
  bookingRules,
  seasonTitle,
  stockSeasons,
  type BookingWindowForm as WindowForm,
  type BookingWindowItem,
  type SaleCounterItem,
} from '@seedcorp/contracts';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { BOOKING_WINDOWS_TEXTS } from '../../../content/booking-windows';
import { fetchAllCounters } from '../../sale-counters/api/sale-counters-api';
import { counterChoiceNames } from '../../sale-counters/counter-names';
import { LabelledField } from '../../ui/components/LabelledField';
import { RecordForm } from '../../ui/components/RecordForm';
import { TextField } from '../../ui/components/TextField';
import { digitsOnly } from '../../ui/digits';
import { useFetched } from '../../ui/hooks/use-fetched';
import { useSave } from '../../ui/hooks/use-save';
import { createWindow, updateWindow } from '../api/booking-api';
import { blankWindowDraft, cropsOfSeason, draftOfWindow, windowFormOf, type WindowDraft } from '../window-form';
import './booking-windows.css';

const TEXTS = BOOKING_WINDOWS_TEXTS.form;
const WHOLE_DIGITS = String(BOOKING_LIMITS.bagsPerFarmer).length;
/** Digits and one decimal point, as a decimal is typed. */
const decimalText = (text: string) => text.replace(/[^\d.]/g, '').replace(/(\..*)\./g, '$1');

/** A tick for each sale counter: where the window's farmers book and collect. */
function CounterChoices({
  counters,
  failed,
  ticked,
  onChange,
}: {
  counters: SaleCounterItem[] | undefined;
  failed: boolean;
  ticked: readonly string[];
  onChange: (keys: string[]) => void;
}) {
  const hint = useId();
  const names = counterChoiceNames(counters ?? []);
  const toggle = (key: string, on: boolean) => onChange(on ? [...ticked, key] : ticked.filter((each) => each !== key));
  return (
    <fieldset className="window-counters" aria-describedby={hint}>
      <legend>
        {TEXTS.counters}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={hint} className="field-hint">
        {TEXTS.countersHint}
      </p>
      {!counters ? (
        <p role={failed ? 'alert' : 'status'}>{failed ? TEXTS.countersFailed : TEXTS.loadingCounters}</p>
      ) : (
        <ul>
          {counters.map((counter) => (
            <li key={counter.key}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked.includes(counter.key)}
                  onChange={(event) => toggle(counter.key, event.target.checked)}
                />
                {names.get(counter.key)}
                {counter.district && `, ${counter.district}`}
                {counter.closed && ` (${TEXTS.closedCounter})`}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** What farmers will read of the window, in both languages, once the form passes the contract's rules. */
function RulesPreview({ form }: { form: WindowForm }) {
  const rules = bookingRules({
    season: form.season,
    crop: form.crop,
    opensOn: form.opensOn,
    closesOn: form.closesOn,
    limit:
      form.limitKind === 'bags'
        ? { kind: 'bags', bags: form.maxBags ?? 0 }
        : { kind: 'perAcre', kgPerAcre: form.kgPerAcre ?? 0, maxAcres: form.maxAcres ?? 0 },
    collectWithinDays: form.collectWithinDays ?? BOOKING_LIMITS.collectWithinDaysDefault,
    noShowLimit: form.noShowLimit ?? null,
    counters: form.counterKeys.length,
  });
  return (
    <div className="window-rules">
      <h3>{TEXTS.rules}</h3>
      <p>{rules.en}</p>
      <p lang="hi">{rules.hi}</p>
    </div>
  );
}

interface BookingWindowFormProps {
  /** The window being edited; none when opening one. */
  editing?: BookingWindowItem;
  onSaved: () => void;
}

/**
 * Opens a booking window, or edits one on the version it was loaded at: checked by the contract's rules before it is
 * sent, so the first problem is named in the service's words; what only the service can see (an overlapping window,
 * a season no longer current) comes back in its words too.
 */
export function BookingWindowForm({ editing, onSaved }: BookingWindowFormProps) {
  const [draft, setDraft] = useState<WindowDraft>(() => (editing ? draftOfWindow(editing) : blankWindowDraft()));
  const { busy, save } = useSave(onSaved);
  const counters = useFetched(fetchAllCounters, TEXTS.countersFailed);
  const hints = useId();
  const seasons = useMemo(() => {
    const open = stockSeasons(new Date());
    return open.includes(draft.season) ? open : [draft.season, ...open];
  }, [draft.season]);
  const crops = cropsOfSeason(draft.season);
  const { form, problem } = windowFormOf(draft, editing ? 'update' : 'create');
  const set = <Name extends keyof WindowDraft>(name: Name, value: WindowDraft[Name]) =>
    setDraft((previous) => ({ ...previous, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(
      problem,
      () => (editing ? updateWindow({ ...form, key: editing.key, version: editing.version }) : createWindow(form)),
      TEXTS.failed,
    );
  };

  return (
    <RecordForm onSubmit={onSubmit} busy={busy} submitLabel={editing ? TEXTS.update : TEXTS.create}>
      <LabelledField label={TEXTS.season} required>
        {(id) => (
          <select
            id={id}
            value={draft.season}
            onChange={(event) => {
              const season = event.target.value;
              // A crop of the other season's kind is not offered any more: it is chosen again.
              setDraft((previous) => ({
                ...previous,
                season,
                crop: cropsOfSeason(season).some((crop) => crop.slug === previous.crop) ? previous.crop : '',
              }));
            }}
          >
            {seasons.map((season) => (
              <option key={season} value={season}>
                {seasonTitle(season).en}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <LabelledField label={TEXTS.crop} required>
        {(id) => (
          <select id={id} value={draft.crop} onChange={(event) => set('crop', event.target.value)}>
            <option value="">{TEXTS.chooseCrop}</option>
            {crops.map((crop) => (
              <option key={crop.slug} value={crop.slug}>
                {crop.name.en}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <div className="window-dates">
        {(['opensOn', 'closesOn'] as const).map((name) => (
          <LabelledField key={name} label={TEXTS[name]} required>
            {(id) => (
              <input id={id} type="date" value={draft[name]} onChange={(event) => set(name, event.target.value)} />
            )}
          </LabelledField>
        ))}
      </div>
      <CounterChoices
        counters={counters.value}
        failed={counters.failed}
        ticked={draft.counterKeys}
        onChange={(keys) => set('counterKeys', keys)}
      />
      <fieldset className="window-limit">
        <legend>
          {TEXTS.limitKind}
          <span aria-hidden="true"> *</span>
        </legend>
        {BOOKING_LIMIT_KINDS.map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name={`${hints}-limit`}
              value={kind}
              checked={draft.limitKind === kind}
              onChange={() => set('limitKind', kind)}
            />
            {TEXTS.limitKinds[kind]}
          </label>
        ))}
      </fieldset>
      {draft.limitKind === 'bags' ? (
        <TextField
          label={TEXTS.maxBags}
          required
          inputMode="numeric"
          autoComplete="off"
          value={draft.maxBags}
          filter={(text) => digitsOnly(text, WHOLE_DIGITS)}
          onChange={(value) => set('maxBags', value)}
        />
      ) : (
        <>
          <TextField
            label={TEXTS.kgPerAcre}
            required
            inputMode="decimal"
            autoComplete="off"
            value={draft.kgPerAcre}
            filter={decimalText}
            onChange={(value) => set('kgPerAcre', value)}
          />
          <TextField
            label={TEXTS.maxAcres}
            required
            inputMode="decimal"
            autoComplete="off"
            value={draft.maxAcres}
            filter={decimalText}
            onChange={(value) => set('maxAcres', value)}
          />
        </>
      )}
      <TextField
        label={TEXTS.collectWithinDays}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${hints}-collect`}
        value={draft.collectWithinDays}
        filter={(text) => digitsOnly(text, 2)}
        onChange={(value) => set('collectWithinDays', value)}
      />
      <p id={`${hints}-collect`} className="field-hint">
        {TEXTS.collectWithinDaysHint}
      </p>
      <TextField
        label={TEXTS.noShowLimit}
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={`${hints}-no-show`}
        value={draft.noShowLimit}
        filter={(text) => digitsOnly(text, 2)}
        onChange={(value) => set('noShowLimit', value)}
      />
      <p id={`${hints}-no-show`} className="field-hint">
        {TEXTS.noShowLimitHint}
      </p>
      {!problem && <RulesPreview form={form} />}
    </RecordForm>
  );
}
