import { CONTENT_PLACEHOLDER, type ContentItemKind, type PlaceholderEntry } from '@seedcorp/contracts';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { CONTENT_STATUS_TEXTS } from '../../content/content-status';
import { fetchPlaceholders } from '../../features/content-status/api/content-status-api';
import { KindFilter, TextFilter } from '../../features/content-status/components/StatusFilters';
import '../../features/content-status/content-status.css';
import { LoadedList } from '../../features/ui/components/LoadedList';
import {
  filterPlaceholders,
  placeholderGroups,
  type PlaceholderGroup,
} from '../../features/content-status/status-filters';
import { useFetched } from '../../features/ui/hooks/use-fetched';

const TEXTS = CONTENT_STATUS_TEXTS;
const PLACES = TEXTS.placeholders;

const foundIn = (entry: PlaceholderEntry) =>
  entry.in.map((state) => (state === 'published' ? PLACES.published : PLACES.draft)).join(', ');

function Group({ group }: { group: PlaceholderGroup }) {
  const title = group.title.en;
  return (
    <details className="placeholder-group">
      <summary>
        {PLACES.itemSummary(title, group.entries.length)}
        <span className="item-kind">
          {TEXTS.kinds[group.kind]}
          {group.kind === 'settings' ? '' : `, ${group.key}`}
        </span>
      </summary>
      <table>
        <caption className="visually-hidden">{PLACES.caption(title)}</caption>
        <thead>
          <tr>
            <th scope="col">{PLACES.where}</th>
            <th scope="col">{PLACES.found}</th>
            <th scope="col">{TEXTS.languages.actions}</th>
          </tr>
        </thead>
        <tbody>
          {group.entries.map((entry) => (
            <tr key={`${entry.where}:${entry.adminPath}`}>
              <th scope="row">{entry.where}</th>
              <td>{foundIn(entry)}</td>
              <td>
                <Link to={entry.adminPath} aria-label={PLACES.fillLabel(entry.where, title)}>
                  {PLACES.fill}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** Every place still holding the placeholder, item by item, each linking to where it is filled. */
export default function PlaceholdersPage() {
  const id = useId();
  const { value: entries, failed } = useFetched(fetchPlaceholders, PLACES.loadFailed);
  const [kind, setKind] = useState<ContentItemKind | 'all'>('all');
  const [text, setText] = useState('');

  const shown = useMemo(() => (entries ? filterPlaceholders(entries, { kind, text }) : []), [entries, kind, text]);
  const groups = useMemo(() => placeholderGroups(shown), [shown]);

  return (
    <article className="manager content-status">
      <h1>{PLACES.title}</h1>
      <p>{PLACES.intro(CONTENT_PLACEHOLDER)}</p>
      <div className="status-filters" role="search">
        <KindFilter value={kind} onChange={setKind} />
        <TextFilter value={text} onChange={setText} describedBy={`${id}-shown`} />
      </div>
      <p id={`${id}-shown`} role="status" className="field-hint">
        {entries ? TEXTS.shown(shown.length, entries.length) : ''}
      </p>
      <LoadedList
        items={entries}
        failed={failed}
        isEmpty={() => groups.length === 0}
        texts={{ loading: TEXTS.loading, loadFailed: PLACES.loadFailed, none: TEXTS.none }}
      >
        {() => groups.map((group) => <Group key={`${group.kind}:${group.key}`} group={group} />)}
      </LoadedList>
    </article>
  );
}
