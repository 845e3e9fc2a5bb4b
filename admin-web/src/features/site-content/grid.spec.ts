import { CONTENT_PLACEHOLDER, type ContentColumn, type ContentRow } from '@seedcorp/contracts';
import {
  blankRow,
  contentRowsOf,
  gridProblems,
  gridRowsOf,
  moveRow,
  problemKey,
  problemsByCell,
  rowAfterDelete,
  withCell,
} from './grid';

const COLUMNS: ContentColumn[] = [
  { key: 'crop', header: { en: 'Crop', hi: 'फ़सल' }, type: 'text', required: true },
  { key: 'rate', header: { en: 'Rate (Rs/quintal)', hi: 'दर' }, type: 'rupees', required: true },
  {
    key: 'subsidy',
    header: { en: 'Subsidy', hi: 'सब्सिडी' },
    type: 'rupees',
    required: false,
    words: ['No subsidy'],
  },
  { key: 'from', header: { en: 'From', hi: 'से' }, type: 'date', required: false },
];

const ROWS: ContentRow[] = [
  { crop: { en: 'Gram', hi: 'चना' }, rate: 11000, subsidy: 'No subsidy' },
  { crop: 'Wheat', rate: 4075.5, subsidy: 0, from: '2025-10-01' },
  { crop: CONTENT_PLACEHOLDER, rate: CONTENT_PLACEHOLDER },
];

describe('site content grid', () => {
  it('holds every cell as the text its input shows, a text cell’s Hindi beside it, and reads it back unchanged', () => {
    const grid = gridRowsOf(COLUMNS, ROWS);
    expect(grid[0]).toMatchObject({
      cells: { crop: 'Gram', rate: '11000', subsidy: 'No subsidy', from: '' },
      hindi: { crop: 'चना' },
    });
    expect(grid[1].cells).toEqual({ crop: 'Wheat', rate: '4075.5', subsidy: '0', from: '2025-10-01' });
    expect(new Set(grid.map((row) => row.id)).size).toBe(3);
    expect(contentRowsOf(COLUMNS, grid)).toEqual(ROWS);
  });

  it('types what the administrator typed as an import types it: grouped figures and Rs become numbers', () => {
    let row = blankRow(COLUMNS);
    row = withCell(row, 'crop', ' Paddy ', 'en');
    row = withCell(row, 'crop', 'धान', 'hi');
    row = withCell(row, 'rate', 'Rs 5,700', 'en');
    row = withCell(row, 'subsidy', '  ', 'en');
    expect(contentRowsOf(COLUMNS, [row])).toEqual([{ crop: { en: 'Paddy', hi: 'धान' }, rate: 5700 }]);
  });

  it('places each problem on the cell of the row it names, by the row’s id, so it follows the row when moved', () => {
    const grid = gridRowsOf(COLUMNS, ROWS);
    const edited = [
      grid[0],
      withCell(withCell(grid[1], 'rate', 'cheap', 'en'), 'crop', '', 'en'),
      withCell(grid[2], 'from', '1 April', 'en'),
    ];
    const { problems, byCell } = gridProblems(COLUMNS, edited);
    expect(problems.map((problem) => problem.message)).toEqual([
      'Row 2, Crop: is required.',
      'Row 2, Rate (Rs/quintal): must be an amount in rupees.',
      'Row 3, From: must be a date (YYYY-MM-DD).',
    ]);
    expect(byCell.get(problemKey(grid[1].id, 'rate'))).toBe('Row 2, Rate (Rs/quintal): must be an amount in rupees.');
    expect(byCell.get(problemKey(grid[2].id, 'from'))).toBe('Row 3, From: must be a date (YYYY-MM-DD).');
    expect(byCell.has(problemKey(grid[0].id, 'rate'))).toBe(false);

    const moved = moveRow(edited, 1, -1);
    expect(gridProblems(COLUMNS, moved).byCell.get(problemKey(grid[1].id, 'rate'))).toBe(
      'Row 1, Rate (Rs/quintal): must be an amount in rupees.',
    );
  });

  it('places a service’s refusal on the rows as they were sent; a problem naming no column sits on its row', () => {
    const grid = gridRowsOf(COLUMNS, ROWS);
    const placed = problemsByCell(grid, [
      { row: 1, column: 'rate', message: 'Row 1, Rate: must be an amount in rupees.' },
      { row: 2, message: 'Row 2: has a cell "x" that is not a column of this table.' },
      { row: 2, message: 'Row 2: has a cell "y" that is not a column of this table.' },
      { row: 1001, message: 'A table holds at most 1000 rows.' },
    ]);
    expect([...placed]).toEqual([
      [problemKey(grid[0].id, 'rate'), 'Row 1, Rate: must be an amount in rupees.'],
      [
        problemKey(grid[1].id),
        'Row 2: has a cell "x" that is not a column of this table. Row 2: has a cell "y" that is not a column of this table.',
      ],
    ]);
  });

  it('moves a row up or down within the ends, and leaves the rows as they are when it cannot move', () => {
    const rows = ['a', 'b', 'c'];
    expect(moveRow(rows, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(rows, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(moveRow(rows, 2, 1)).toEqual(rows);
    expect(moveRow(rows, 1, -5)).toEqual(['b', 'a', 'c']);
    expect(rows).toEqual(['a', 'b', 'c']);
  });

  it('sends focus after a delete to the row that takes its place, else the one above, else nowhere', () => {
    const grid = gridRowsOf(COLUMNS, ROWS);
    expect(rowAfterDelete(grid, 0)).toBe(grid[1]);
    expect(rowAfterDelete(grid, 2)).toBe(grid[1]);
    expect(rowAfterDelete(grid.slice(0, 1), 0)).toBeUndefined();
  });
});
