import { CONTENT_ITEM_KINDS, type ContentItemKind } from '@seedcorp/contracts';
import { useId } from 'react';
import { CONTENT_STATUS_TEXTS } from '../../../content/content-status';

const TEXTS = CONTENT_STATUS_TEXTS;

export function KindFilter({
  value,
  onChange,
}: {
  value: ContentItemKind | 'all';
  onChange: (kind: ContentItemKind | 'all') => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{TEXTS.kindFilter}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ContentItemKind | 'all')}>
        <option value="all">{TEXTS.allKinds}</option>
        {CONTENT_ITEM_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {TEXTS.kinds[kind]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The words to look for; `describedBy` names the status that says how many items are shown. */
export function TextFilter({
  value,
  onChange,
  describedBy,
}: {
  value: string;
  onChange: (text: string) => void;
  describedBy: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{TEXTS.textFilter}</label>
      <input
        id={id}
        type="search"
        value={value}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
