import { CONTENT_PLACEHOLDER, type CellProblem, type ContentColumn } from '@seedcorp/contracts';
import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import { COLUMN_TYPE_HINTS, SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { MoveActions } from '../../ui/components/MoveActions';
import { blankRow, moveRow, problemKey, rowAfterDelete, type GridRow } from '../grid';
import './content-grid.css';

const TEXTS = SITE_CONTENT_TEXTS.grid;

/** A phone keyboard that suits the column, where the cell holds only a figure or a number. */
function inputModeOf(column: ContentColumn): HTMLAttributes<HTMLInputElement>['inputMode'] {
  if (column.words?.length) return undefined;
  switch (column.type) {
    case 'rupees':
    case 'quantity':
      return 'decimal';
    case 'whole':
      return 'numeric';
    case 'phone':
      return 'tel';
    case 'email':
      return 'email';
    case 'link':
      return 'url';
    default:
      return undefined;
  }
}

const isFigure = (column: ContentColumn) =>
  (column.type === 'rupees' || column.type === 'quantity' || column.type === 'whole') && !column.words?.length;

interface ContentGridProps {
  caption: string;
  columns: readonly ContentColumn[];
  rows: GridRow[];
  onRows: (rows: GridRow[]) => void;
  onCell: (rowId: number, column: string, text: string, language: 'en' | 'hi') => void;
  /** A cell was left: its problem, if any, is shown from now on. */
  onLeave: (problemKey: string) => void;
  problemAt: (problemKey: string) => string | undefined;
  /** Every problem of the rows, listed above the grid once a save was tried. */
  problems: readonly CellProblem[];
  showHindi: boolean;
}

/**
 * The rows as a table of real inputs, each labelled with its column and row, so the keyboard alone edits, adds,
 * moves and deletes rows. After a move focus stays on the moved row's button; after a delete it goes to the row
 * that took its place. Each change is also announced, as the table itself does not say what moved.
 */
export function ContentGrid({
  caption,
  columns,
  rows,
  onRows,
  onCell,
  onLeave,
  problemAt,
  problems,
  showHindi,
}: ContentGridProps) {
  const gridId = useId();
  const pendingFocus = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

  const cellId = (rowId: number, column: string, language: 'en' | 'hi' = 'en') =>
    `${gridId}-${rowId}-${column}${language === 'hi' ? '-hi' : ''}`;
  const buttonId = (rowId: number, action: 'up' | 'down' | 'delete') => `${gridId}-${rowId}-${action}`;
  const problemId = (key: string) => `${gridId}-problem-${key}`;
  const addId = `${gridId}-add`;

  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = undefined;
  });

  const move = (index: number, offset: number) => {
    const target = Math.min(rows.length - 1, Math.max(0, index + offset));
    if (target === index) return;
    const row = rows[index];
    onRows(moveRow(rows, index, offset));
    // The pressed button is disabled once the row reaches the end: focus goes to the other one.
    const atEnd = offset < 0 ? target === 0 : target === rows.length - 1;
    const pressed = offset < 0 ? 'up' : 'down';
    pendingFocus.current = buttonId(row.id, atEnd ? (pressed === 'up' ? 'down' : 'up') : pressed);
    setAnnouncement(TEXTS.moved(index + 1, target + 1));
  };

  const remove = (index: number) => {
    const next = rowAfterDelete(rows, index);
    onRows(rows.filter((_, position) => position !== index));
    pendingFocus.current = next ? buttonId(next.id, 'delete') : addId;
    setAnnouncement(TEXTS.deleted(index + 1));
  };

  const add = () => {
    const row = blankRow(columns);
    onRows([...rows, row]);
    pendingFocus.current = cellId(row.id, columns[0].key);
    setAnnouncement(TEXTS.added(rows.length + 1));
  };

  const wordLists = columns.filter((column) => column.words?.length);

  return (
    <div className="content-grid">
      {problems.length > 0 && (
        <section className="grid-problems" aria-labelledby={`${gridId}-problems`}>
          <h3 id={`${gridId}-problems`}>{TEXTS.problemsHeading(problems.length)}</h3>
          <ul>
            {problems.map((problem, index) => {
              const row = rows[problem.row - 1];
              return (
                <li key={index}>
                  {row && problem.column ? (
                    <a
                      href={`#${cellId(row.id, problem.column)}`}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(cellId(row.id, problem.column as string))?.focus();
                      }}
                    >
                      {problem.message}
                    </a>
                  ) : (
                    problem.message
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {wordLists.map((column) => (
        <datalist key={column.key} id={`${gridId}-words-${column.key}`}>
          {[...(column.words ?? []), CONTENT_PLACEHOLDER].map((word) => (
            <option key={word} value={word} />
          ))}
        </datalist>
      ))}
      <div className="grid-scroll" role="region" aria-label={caption}>
        <table className="grid-table">
          <caption>{caption}</caption>
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
          <tbody>
            {rows.map((row, index) => {
              const number = index + 1;
              const rowProblem = problemAt(problemKey(row.id));
              return (
                <tr key={row.id}>
                  <th scope="row">
                    {number}
                    {rowProblem && (
                      <p id={problemId(problemKey(row.id))} className="cell-problem">
                        {rowProblem}
                      </p>
                    )}
                  </th>
                  {columns.map((column) => {
                    const key = problemKey(row.id, column.key);
                    const problem = problemAt(key);
                    return (
                      <td key={column.key} className={isFigure(column) ? 'figure-cell' : undefined}>
                        <input
                          id={cellId(row.id, column.key)}
                          aria-label={TEXTS.cellLabel(column.header.en, number)}
                          value={row.cells[column.key] ?? ''}
                          inputMode={inputModeOf(column)}
                          list={column.words?.length ? `${gridId}-words-${column.key}` : undefined}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? problemId(key) : undefined}
                          onChange={(event) => onCell(row.id, column.key, event.target.value, 'en')}
                          onBlur={() => onLeave(key)}
                        />
                        {showHindi && column.type === 'text' && (
                          <label className="cell-hindi">
                            <span lang="hi">{TEXTS.hindiMark}</span>
                            <input
                              id={cellId(row.id, column.key, 'hi')}
                              lang="hi"
                              aria-label={TEXTS.hindiLabel(column.header.en, number)}
                              value={row.hindi[column.key] ?? ''}
                              onChange={(event) => onCell(row.id, column.key, event.target.value, 'hi')}
                              onBlur={() => onLeave(key)}
                            />
                          </label>
                        )}
                        {problem && (
                          <p id={problemId(key)} className="cell-problem">
                            {problem}
                          </p>
                        )}
                      </td>
                    );
                  })}
                  <td>
                    <MoveActions
                      index={index}
                      count={rows.length}
                      onMove={(delta) => move(index, delta)}
                      onRemove={() => remove(index)}
                      texts={{ up: TEXTS.up, down: TEXTS.down, remove: TEXTS.delete }}
                      labels={{
                        up: TEXTS.moveUpLabel(number),
                        down: TEXTS.moveDownLabel(number),
                        remove: TEXTS.deleteLabel(number),
                      }}
                      ids={{
                        up: buttonId(row.id, 'up'),
                        down: buttonId(row.id, 'down'),
                        remove: buttonId(row.id, 'delete'),
                      }}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="list-state">{TEXTS.empty}</p>}
      <button type="button" id={addId} className="add-row" onClick={add}>
        {TEXTS.addRow}
      </button>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
