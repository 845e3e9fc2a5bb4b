import {
  cellFromText,
  checkRows,
  type CellProblem,
  type CellValue,
  type ContentColumn,
  type ContentRow,
} from '@seedcorp/contracts';

/**
 * One row of the editing grid: every cell as the text its input holds, and a text cell's Hindi wording beside it.
 * `id` stays with the row when it moves, so its problems, its focus and React's keys follow it.
 */
export interface GridRow {
  id: number;
  cells: Record<string, string>;
  hindi: Record<string, string>;
}

let lastRowId = 0;
const nextRowId = () => (lastRowId += 1);

function textOf(value: CellValue | null | undefined): { en: string; hi: string } {
  if (value === undefined || value === null) return { en: '', hi: '' };
  if (typeof value === 'object') return { en: value.en, hi: value.hi ?? '' };
  return { en: String(value), hi: '' };
}

export function gridRowsOf(columns: readonly ContentColumn[], rows: readonly ContentRow[]): GridRow[] {
  return rows.map((row) => {
    const cells: Record<string, string> = {};
    const hindi: Record<string, string> = {};
    for (const column of columns) {
      const text = textOf(row[column.key]);
      cells[column.key] = text.en;
      if (column.type === 'text') hindi[column.key] = text.hi;
    }
    return { id: nextRowId(), cells, hindi };
  });
}

export function blankRow(columns: readonly ContentColumn[]): GridRow {
  return gridRowsOf(columns, [{}])[0];
}

/**
 * The rows the grid stands for, typed as an import types them (so '5,700' and 'Rs 5700' are the figure 5700):
 * a blank cell is left out, a text cell with Hindi wording becomes `{en, hi}`.
 */
export function contentRowsOf(columns: readonly ContentColumn[], rows: readonly GridRow[]): ContentRow[] {
  return rows.map((row) => {
    const content: ContentRow = {};
    for (const column of columns) {
      const value = cellFromText(column, row.cells[column.key] ?? '');
      const hi = column.type === 'text' ? (row.hindi[column.key] ?? '').trim() : '';
      if (hi !== '') content[column.key] = { en: typeof value === 'string' ? value : '', hi };
      else if (value !== null) content[column.key] = value;
    }
    return content;
  });
}

/** Where a problem is shown: at its cell, or at its row when it names no column. */
export const problemKey = (rowId: number, column?: string) => (column ? `${rowId}:${column}` : `${rowId}`);

/**
 * Problems numbered by row (as `checkRows` and the service number them) placed on the grid's rows as they stood
 * when the rows were checked; a problem beyond the last row (too many rows) has no row to sit on and is left out.
 */
export function problemsByCell(rows: readonly GridRow[], problems: readonly CellProblem[]): Map<string, string> {
  const placed = new Map<string, string>();
  for (const problem of problems) {
    const row = rows[problem.row - 1];
    if (!row) continue;
    const key = problemKey(row.id, problem.column);
    // A row-level problem may come more than once (several unknown cells): each reason is kept.
    placed.set(key, placed.has(key) ? `${placed.get(key)} ${problem.message}` : problem.message);
  }
  return placed;
}

/** Every problem of the grid's rows against the table's columns, placed on the cells that have them. */
export function gridProblems(columns: readonly ContentColumn[], rows: readonly GridRow[]) {
  const problems = checkRows(columns, contentRowsOf(columns, rows));
  return { problems, byCell: problemsByCell(rows, problems) };
}

/** The rows with one moved `offset` places (clamped to the ends); the same rows when it cannot move. */
export function moveRow<T>(rows: readonly T[], index: number, offset: number): T[] {
  const target = Math.min(rows.length - 1, Math.max(0, index + offset));
  if (index < 0 || index >= rows.length || target === index) return [...rows];
  const moved = [...rows];
  const [row] = moved.splice(index, 1);
  moved.splice(target, 0, row);
  return moved;
}

export function withCell(row: GridRow, column: string, text: string, language: 'en' | 'hi'): GridRow {
  return language === 'en'
    ? { ...row, cells: { ...row.cells, [column]: text } }
    : { ...row, hindi: { ...row.hindi, [column]: text } };
}

/**
 * Where focus goes after a row is deleted: the row that took its place, else the one above it, else (no rows left)
 * nowhere in the grid.
 */
export function rowAfterDelete<T>(rows: readonly T[], index: number): T | undefined {
  return rows[index + 1] ?? rows[index - 1];
}
