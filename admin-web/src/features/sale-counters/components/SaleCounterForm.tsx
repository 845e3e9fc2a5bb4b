import { DISTRICTS, type SaleCounterItem } from '@seedcorp/contracts';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SALE_COUNTERS_TEXTS } from '../../../content/sale-counters';
import { currentAfterStale } from '../../api/api-client';
import { BilingualField } from '../../site-settings/components/BilingualField';
import { ActionButtons } from '../../ui/components/ActionButtons';
import { HeadedTable } from '../../ui/components/HeadedTable';
import { RecordForm } from '../../ui/components/RecordForm';
import { SelectField } from '../../ui/components/SelectField';
import { TextField } from '../../ui/components/TextField';
import { useSave } from '../../ui/hooks/use-save';
import { createCounter, updateCounter } from '../api/sale-counters-api';
import {
  BILINGUAL_COUNTER_FIELDS,
  BLANK_COUNTER_DRAFT,
  counterDifferences,
  counterFormOf,
  draftOfCounter,
  rebasedDraft,
  type SaleCounterDraft,
} from '../counter-form';

const TEXTS = SALE_COUNTERS_TEXTS.form;

interface SaleCounterFormProps {
  /** The counter being edited; none when adding one. */
  editing?: SaleCounterItem;
  onSaved: () => void;
}

/** Where an edit refused as stale stands: the service's words and the counter as it is now. */
interface Stale {
  message: string;
  current: SaleCounterItem;
}

function StaleCounter({
  stale,
  draft,
  onKeep,
  onReload,
}: {
  stale: Stale;
  draft: SaleCounterDraft;
  onKeep: () => void;
  onReload: () => void;
}) {
  const differences = counterDifferences(draft, stale.current);
  return (
    <div className="stale-notice" role="alert">
      <p>
        <strong>{stale.message}</strong>
      </p>
      {differences.length === 0 ? (
        <p>{TEXTS.stale.none}</p>
      ) : (
        <HeadedTable
          caption={TEXTS.stale.current}
          headings={[TEXTS.stale.field, TEXTS.stale.current, TEXTS.stale.yours]}
        >
          {differences.map((difference) => (
            <tr key={difference.field}>
              <th scope="row">{TEXTS[difference.field]}</th>
              <td>{difference.now}</td>
              <td>{difference.yours}</td>
            </tr>
          ))}
        </HeadedTable>
      )}
      <ActionButtons
        className="stale-actions"
        actions={[
          { label: TEXTS.stale.keep, onClick: onKeep },
          { label: TEXTS.stale.reload, onClick: onReload },
        ]}
      />
    </div>
  );
}

/**
 * Adds a counter, or edits one on the version it was loaded at. An edit another admin overtook is refused whole: the
 * form keeps what was typed and shows the counter as it is now, to keep the typed changes on it or take it instead.
 */
export function SaleCounterForm({ editing, onSaved }: SaleCounterFormProps) {
  const [draft, setDraft] = useState(() => (editing ? draftOfCounter(editing) : BLANK_COUNTER_DRAFT));
  const [base, setBase] = useState(editing);
  const [stale, setStale] = useState<Stale>();
  const { busy, save } = useSave(onSaved);
  const hints = useId();
  const field = <Name extends keyof SaleCounterDraft>(name: Name) => ({
    value: draft[name],
    onChange: (value: SaleCounterDraft[Name]) => setDraft((previous) => ({ ...previous, [name]: value })),
  });

  const send = async (form: Parameters<typeof createCounter>[0]) => {
    if (!base) return createCounter(form);
    try {
      return await updateCounter({ ...form, key: base.key, baseVersion: base.version });
    } catch (error) {
      const current = currentAfterStale<SaleCounterItem>(error);
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
    const { form, problem } = counterFormOf(draft, base ? 'update' : 'create');
    void save(problem, () => send(form), TEXTS.failed);
  };

  const rebase = (next: SaleCounterDraft) => {
    setDraft(next);
    setBase(stale?.current);
    setStale(undefined);
  };
  const keepMine = () => stale && base && rebase(rebasedDraft(draft, base, stale.current));
  const takeCurrent = () => stale && rebase(draftOfCounter(stale.current));

  return (
    <RecordForm onSubmit={onSubmit} busy={busy} submitLabel={editing ? TEXTS.update : TEXTS.create}>
      {stale && <StaleCounter stale={stale} draft={draft} onKeep={keepMine} onReload={takeCurrent} />}
      {BILINGUAL_COUNTER_FIELDS.map((name) => (
        <BilingualField
          key={name}
          field={`sale-counter.${name}`}
          label={TEXTS[name]}
          multiline={name === 'address'}
          {...field(name)}
        />
      ))}
      <SelectField label={TEXTS.district} options={DISTRICTS} {...field('district')} />
      <TextField
        label={TEXTS.official}
        {...field('official')}
        required
        autoComplete="off"
        aria-describedby={`${hints}-official`}
      />
      <p id={`${hints}-official`} className="field-hint">
        {TEXTS.officialHint}
      </p>
      <TextField
        label={TEXTS.mobile}
        {...field('mobile')}
        required
        type="tel"
        autoComplete="off"
        aria-describedby={`${hints}-mobile`}
      />
      <p id={`${hints}-mobile`} className="field-hint">
        {TEXTS.mobileHint}
      </p>
      {(['latitude', 'longitude'] as const).map((name) => (
        <TextField
          key={name}
          label={TEXTS[name]}
          {...field(name)}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={`${hints}-coordinates`}
        />
      ))}
      <p id={`${hints}-coordinates`} className="field-hint">
        {TEXTS.coordinatesHint}
      </p>
    </RecordForm>
  );
}
