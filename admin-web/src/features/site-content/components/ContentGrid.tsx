import { CONTENT_PLACEHOLDER, type CellProblem, type ContentColumn } from '@seedcorp/contracts';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import type { GridRow } from '../grid';
import { useGridRows } from '../hooks/use-grid-rows';
import { GridColumnHeads } from './GridColumnHeads';
import { GridProblemList } from './GridProblemList';
import { GridRowFields } from './GridRowFields';
import './content-grid.css';

const TEXTS = SITE_CONTENT_TEXTS.grid;

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
 * moves and deletes rows.
 */
export function ContentGrid({ caption, columns, rows, onRows, problems, ...cells }: ContentGridProps) {
  const { ids, announcement, move, remove, add } = useGridRows(columns, rows, onRows);
  const wordLists = columns.filter((column) => column.words?.length);

  return (
    <div className="content-grid">
      <GridProblemList problems={problems} rows={rows} ids={ids} />
      {wordLists.map((column) => (
        <datalist key={column.key} id={ids.words(column.key)}>
          {[...(column.words ?? []), CONTENT_PLACEHOLDER].map((word) => (
            <option key={word} value={word} />
          ))}
        </datalist>
      ))}
      <div className="grid-scroll" role="region" aria-label={caption}>
        <table className="grid-table">
          <caption>{caption}</caption>
          <GridColumnHeads columns={columns} />
          <tbody>
            {rows.map((row, index) => (
              <GridRowFields
                key={row.id}
                row={row}
                columns={columns}
                index={index}
                count={rows.length}
                ids={ids}
                onMove={(delta) => move(index, delta)}
                onRemove={() => remove(index)}
                {...cells}
              />
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="list-state">{TEXTS.empty}</p>}
      <button type="button" id={ids.add} className="add-row" onClick={add}>
        {TEXTS.addRow}
      </button>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
