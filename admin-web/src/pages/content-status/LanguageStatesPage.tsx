import type { LanguageState } from '@seedcorp/contracts';
import { useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONTENT_STATUS_TEXTS } from '../../content/content-status';
import { fetchLanguageStates } from '../../features/content-status/api/content-status-api';
import { KindFilter, TextFilter } from '../../features/content-status/components/StatusFilters';
import '../../features/content-status/content-status.css';
import {
  filterLanguageStates,
  HINDI_STATE_FILTERS,
  stateFilterOf,
  type HindiStateFilter,
  type StatusFilters,
} from '../../features/content-status/status-filters';
import { LoadedList } from '../../features/ui/components/LoadedList';
import { displayDate } from '../../features/ui/dates';
import { useFetched } from '../../features/ui/hooks/use-fetched';

const TEXTS = CONTENT_STATUS_TEXTS;
const LANGUAGES = TEXTS.languages;

function Count({ count, unit }: { count: number; unit: LanguageState['unit'] }) {
  return (
    <span className={count > 0 ? 'status-needs-work' : undefined}>{LANGUAGES.count(count, LANGUAGES.units[unit])}</span>
  );
}

function StateRow({ state }: { state: LanguageState }) {
  return (
    <tr>
      <th scope="row">
        {state.title.en}
        {state.title.hi !== state.title.en && (
          <span className="status-hindi-title" lang="hi">
            {state.title.hi}
          </span>
        )}
      </th>
      <td>{TEXTS.kinds[state.kind]}</td>
      <td>{state.path ?? LANGUAGES.everyPage}</td>
      <td>{state.hindiReview === 'reviewed' ? LANGUAGES.reviewed : LANGUAGES.drafted}</td>
      <td>
        <Count count={state.hindiOutdated} unit={state.unit} />
      </td>
      <td>
        <Count count={state.hindiMissing} unit={state.unit} />
      </td>
      <td>{state.publishedAt ? displayDate(state.publishedAt) : LANGUAGES.notPublished}</td>
      <td>{state.draftSavedAt ? displayDate(state.draftSavedAt) : LANGUAGES.noDraft}</td>
      <td>
        <Link to={state.adminPath} aria-label={TEXTS.openLabel(state.title.en)}>
          {TEXTS.open}
        </Link>
      </td>
    </tr>
  );
}

/** Every page, table and the site settings by the state of their Hindi, filtered by kind, state and words. */
export default function LanguageStatesPage() {
  const id = useId();
  const { value: states, failed } = useFetched(fetchLanguageStates, LANGUAGES.loadFailed);
  const [query] = useSearchParams();
  // The dashboard's count of items needing Hindi work opens this list filtered to them.
  const [filters, setFilters] = useState<StatusFilters>(() => ({
    kind: 'all',
    state: stateFilterOf(query.get('state')),
    text: '',
  }));

  const shown = useMemo(() => (states ? filterLanguageStates(states, filters) : []), [states, filters]);
  const set = (change: Partial<StatusFilters>) => setFilters((previous) => ({ ...previous, ...change }));

  return (
    <article className="manager content-status">
      <h1>{LANGUAGES.title}</h1>
      <p>{LANGUAGES.intro}</p>
      <div className="status-filters" role="search">
        <KindFilter value={filters.kind} onChange={(kind) => set({ kind })} />
        <div className="field">
          <label htmlFor={`${id}-state`}>{LANGUAGES.stateFilter}</label>
          <select
            id={`${id}-state`}
            value={filters.state}
            onChange={(event) => set({ state: event.target.value as HindiStateFilter })}
          >
            {HINDI_STATE_FILTERS.map((state) => (
              <option key={state} value={state}>
                {LANGUAGES.states[state]}
              </option>
            ))}
          </select>
        </div>
        <TextFilter value={filters.text} onChange={(text) => set({ text })} describedBy={`${id}-shown`} />
      </div>
      <p id={`${id}-shown`} role="status" className="field-hint">
        {states ? TEXTS.shown(shown.length, states.length) : ''}
      </p>
      <LoadedList
        items={states}
        failed={failed}
        isEmpty={() => shown.length === 0}
        texts={{ loading: TEXTS.loading, loadFailed: LANGUAGES.loadFailed, none: TEXTS.none }}
      >
        {() => (
          <div className="grid-scroll" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
            <table>
              <caption id={`${id}-caption`} className="visually-hidden">
                {LANGUAGES.caption}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{LANGUAGES.item}</th>
                  <th scope="col">{LANGUAGES.kind}</th>
                  <th scope="col">{LANGUAGES.path}</th>
                  <th scope="col">{LANGUAGES.review}</th>
                  <th scope="col">{LANGUAGES.outdated}</th>
                  <th scope="col">{LANGUAGES.missing}</th>
                  <th scope="col">{LANGUAGES.published}</th>
                  <th scope="col">{LANGUAGES.draftSaved}</th>
                  <th scope="col">{LANGUAGES.actions}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((state) => (
                  <StateRow key={`${state.kind}:${state.key}`} state={state} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadedList>
    </article>
  );
}
