import type { SaleCounterItem } from '@seedcorp/contracts';
import { useId } from 'react';
import { ADMINS_TEXTS } from '../../../content/admins';
import { counterChoiceNames } from '../../sale-counters/counter-names';

const TEXTS = ADMINS_TEXTS.operator;

interface OperatorCountersFieldProps {
  /** Every counter; undefined while loading. */
  counters: SaleCounterItem[] | undefined;
  /** Undefined while the operator's own are loading. */
  ticked: ReadonlySet<string> | undefined;
  /** Why the counters or the operator's own could not be loaded. */
  failure?: string;
  onToggle: (key: string, ticked: boolean) => void;
}

/** A tick for each sale counter: the ones a counter operator keeps. */
export function OperatorCountersField({ counters, ticked, failure, onToggle }: OperatorCountersFieldProps) {
  const id = useId();
  const names = counterChoiceNames(counters ?? []);
  return (
    <fieldset className="operator-counters" aria-describedby={`${id}-hint`}>
      <legend>
        {TEXTS.legend}
        <span aria-hidden="true"> *</span>
      </legend>
      <p id={`${id}-hint`} className="field-hint">
        {TEXTS.hint}
      </p>
      {failure ? (
        <p role="alert" className="form-problem">
          {failure}
        </p>
      ) : !counters || !ticked ? (
        <p role="status">{TEXTS.loading}</p>
      ) : (
        <ul>
          {counters.map((counter) => (
            <li key={counter.key}>
              <label>
                <input
                  type="checkbox"
                  checked={ticked.has(counter.key)}
                  onChange={(event) => onToggle(counter.key, event.target.checked)}
                />
                {names.get(counter.key)}
                {counter.district && `, ${counter.district}`}
                {counter.closed && ` (${TEXTS.closed})`}
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
