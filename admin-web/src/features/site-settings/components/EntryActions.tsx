import { SITE_SETTINGS_TEXTS } from '../../../content/site-settings';
import type { ReactNode } from 'react';
import { MoveActions } from '../../ui/components/MoveActions';
import { addButtonId, type EntryListActions, type EntryListName } from '../entry-list';

const TEXTS = SITE_SETTINGS_TEXTS.list;

interface EntryActionsProps {
  /** How the entry is named, e.g. 'Logo 2'. */
  name: string;
  index: number;
  count: number;
  /** The list's actions (`entryListActions`). */
  actions: Pick<EntryListActions, 'move' | 'remove'>;
}

/** Up, Down and Remove for one entry of a list (a logo, a portal link, a side-panel link). */
export function EntryActions({ name, index, count, actions }: EntryActionsProps) {
  return (
    <MoveActions
      index={index}
      count={count}
      onMove={(delta) => actions.move(index, delta)}
      onRemove={() => actions.remove(index)}
      texts={TEXTS}
      labels={{ up: TEXTS.upLabel(name), down: TEXTS.downLabel(name), remove: TEXTS.removeLabel(name) }}
    />
  );
}

/** A list's Add button, where focus goes once the entry that had it is removed (`addButtonId`). */
export function AddEntryButton({
  list,
  disabled,
  onAdd,
  children,
}: {
  list: EntryListName;
  disabled: boolean;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" id={addButtonId(list)} className="add-row" disabled={disabled} onClick={onAdd}>
      {children}
    </button>
  );
}
