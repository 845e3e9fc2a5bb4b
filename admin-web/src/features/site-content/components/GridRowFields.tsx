import type { ContentColumn } from '@seedcorp/contracts';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { MoveActions } from '../../ui/components/MoveActions';
import { problemKey } from '../grid';
import { GridCell, type GridCellProps } from './GridCell';

const TEXTS = SITE_CONTENT_TEXTS.grid;

interface GridRowFieldsProps extends Omit<GridCellProps, 'column' | 'number'> {
  columns: readonly ContentColumn[];
  /** Where the row stands in the grid, and how many rows the grid holds. */
  index: number;
  count: number;
  onMove: (delta: number) => void;
  onRemove: () => void;
}

/** One row of the grid: its number and any problem of the whole row, its cells, and its Up, Down and Delete. */
export function GridRowFields({ columns, index, count, onMove, onRemove, ...cell }: GridRowFieldsProps) {
  const { row, ids, problemAt } = cell;
  const number = index + 1;
  const rowProblem = problemAt(problemKey(row.id));
  return (
    <tr>
      <th scope="row">
        {number}
        {rowProblem && (
          <p id={ids.problem(problemKey(row.id))} className="cell-problem">
            {rowProblem}
          </p>
        )}
      </th>
      {columns.map((column) => (
        <GridCell key={column.key} column={column} number={number} {...cell} />
      ))}
      <td>
        <MoveActions
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
          texts={{ up: TEXTS.up, down: TEXTS.down, remove: TEXTS.delete }}
          labels={{
            up: TEXTS.moveUpLabel(number),
            down: TEXTS.moveDownLabel(number),
            remove: TEXTS.deleteLabel(number),
          }}
          ids={{
            up: ids.button(row.id, 'up'),
            down: ids.button(row.id, 'down'),
            remove: ids.button(row.id, 'delete'),
          }}
        />
      </td>
    </tr>
  );
}
