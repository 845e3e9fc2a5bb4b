import type { ContentColumn } from '@seedcorp/contracts';
import { COLUMN_TYPE_HINTS, SITE_CONTENT_TEXTS } from '../../../content/site-content';

const TEXTS = SITE_CONTENT_TEXTS.grid;

/** The grid's head: each column's name in both languages, what its cells hold, and whether one is required. */
export function GridColumnHeads({ columns }: { columns: readonly ContentColumn[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{TEXTS.rowColumn}</th>
        {columns.map((column) => (
          <th key={column.key} scope="col">
            {column.header.en}
            {column.header.hi && (
              <span className="column-hindi" lang="hi">
                {column.header.hi}
              </span>
            )}
            <span className="column-type">
              {COLUMN_TYPE_HINTS[column.type]}
              {column.unit ? ` (${column.unit})` : ''}
              {column.required ? `, ${TEXTS.required}` : ''}
            </span>
            {column.words?.length ? <span className="column-type">{TEXTS.wordsHint(column.words)}</span> : null}
          </th>
        ))}
        <th scope="col">{TEXTS.actionsColumn}</th>
      </tr>
    </thead>
  );
}
