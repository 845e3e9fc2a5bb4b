import type { ContentColumn } from '@seedcorp/contracts';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { inputModeOf, isFigure } from '../column-input';
import { problemKey, type GridRow } from '../grid';
import type { GridIds } from '../hooks/use-grid-rows';

const TEXTS = SITE_CONTENT_TEXTS.grid;

export interface GridCellProps {
  row: GridRow;
  column: ContentColumn;
  /** The row's place in the grid, from 1, as its inputs' names say it. */
  number: number;
  ids: GridIds;
  problemAt: (problemKey: string) => string | undefined;
  onCell: (rowId: number, column: string, text: string, language: 'en' | 'hi') => void;
  onLeave: (problemKey: string) => void;
  showHindi: boolean;
}

/** One cell: its input, labelled with its column and row, a text cell's Hindi wording, and its problem. */
export function GridCell({ row, column, number, ids, problemAt, onCell, onLeave, showHindi }: GridCellProps) {
  const key = problemKey(row.id, column.key);
  const problem = problemAt(key);
  return (
    <td className={isFigure(column) ? 'figure-cell' : undefined}>
      <input
        id={ids.cell(row.id, column.key)}
        aria-label={TEXTS.cellLabel(column.header.en, number)}
        value={row.cells[column.key] ?? ''}
        inputMode={inputModeOf(column)}
        list={column.words?.length ? ids.words(column.key) : undefined}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? ids.problem(key) : undefined}
        onChange={(event) => onCell(row.id, column.key, event.target.value, 'en')}
        onBlur={() => onLeave(key)}
      />
      {showHindi && column.type === 'text' && (
        <label className="cell-hindi">
          <span lang="hi">{TEXTS.hindiMark}</span>
          <input
            id={ids.cell(row.id, column.key, 'hi')}
            lang="hi"
            aria-label={TEXTS.hindiLabel(column.header.en, number)}
            value={row.hindi[column.key] ?? ''}
            onChange={(event) => onCell(row.id, column.key, event.target.value, 'hi')}
            onBlur={() => onLeave(key)}
          />
        </label>
      )}
      {problem && (
        <p id={ids.problem(key)} className="cell-problem">
          {problem}
        </p>
      )}
    </td>
  );
}
