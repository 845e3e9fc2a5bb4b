import type { ContentColumn } from '@seedcorp/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { SITE_CONTENT_TEXTS } from '../../../content/site-content';
import { blankRow, moveRow, rowAfterDelete, type GridRow } from '../grid';

const TEXTS = SITE_CONTENT_TEXTS.grid;

/** The ids of one grid's inputs, buttons and problems, unique on the page, so focus and links can find them. */
function gridIds(gridId: string) {
  return {
    cell: (rowId: number, column: string, language: 'en' | 'hi' = 'en') =>
      `${gridId}-${rowId}-${column}${language === 'hi' ? '-hi' : ''}`,
    button: (rowId: number, action: 'up' | 'down' | 'delete') => `${gridId}-${rowId}-${action}`,
    problem: (key: string) => `${gridId}-problem-${key}`,
    words: (column: string) => `${gridId}-words-${column}`,
    problems: `${gridId}-problems`,
    add: `${gridId}-add`,
  };
}

export type GridIds = ReturnType<typeof gridIds>;

/**
 * Adding, moving and deleting the grid's rows from the keyboard. After a move focus stays on the moved row's
 * button; after a delete it goes to the row that took its place. Each change is also announced, as the table
 * itself does not say what moved.
 */
export function useGridRows(columns: readonly ContentColumn[], rows: GridRow[], onRows: (rows: GridRow[]) => void) {
  const ids = gridIds(useId());
  const pendingFocus = useRef<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');

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
    pendingFocus.current = ids.button(row.id, atEnd ? (pressed === 'up' ? 'down' : 'up') : pressed);
    setAnnouncement(TEXTS.moved(index + 1, target + 1));
  };

  const remove = (index: number) => {
    const next = rowAfterDelete(rows, index);
    onRows(rows.filter((_, position) => position !== index));
    pendingFocus.current = next ? ids.button(next.id, 'delete') : ids.add;
    setAnnouncement(TEXTS.deleted(index + 1));
  };

  const add = () => {
    const row = blankRow(columns);
    onRows([...rows, row]);
    pendingFocus.current = ids.cell(row.id, columns[0].key);
    setAnnouncement(TEXTS.added(rows.length + 1));
  };

  return { ids, announcement, move, remove, add };
}
