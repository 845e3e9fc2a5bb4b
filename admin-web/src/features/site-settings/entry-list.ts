import { settingsInputId } from '@seedcorp/contracts';
import { SITE_SETTINGS_TEXTS } from '../../content/site-settings';
import { moved } from './settings-form';

const TEXTS = SITE_SETTINGS_TEXTS.list;

/** The lists of entries in the settings. */
export type EntryListName = 'logos' | 'portalLinks' | 'sidePanelLinks';

/** The id of a list's Add button, where focus goes once the entry that had it is removed. */
export const addButtonId = (name: EntryListName) => `${settingsInputId(name)}-add`;

/** Moves focus once React has drawn the change, to an element that may only now exist. */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

interface EntryList<T> {
  name: EntryListName;
  list: readonly T[];
  update: (next: T[]) => void;
  /** How the entry at a place is named, e.g. 'Logo 2'. */
  noun: (number: number) => string;
  /** The field of an entry's first input, which takes the focus after a move or an add. */
  firstInput: (entry: T, index: number) => string;
  announce: (message: string) => void;
}

/** The actions of one list of entries: each change announced, focus kept on what was acted on. */
export function entryListActions<T>({ name, list, update, noun, firstInput, announce }: EntryList<T>) {
  return {
    move: (index: number, delta: number) => {
      update(moved(list, index, delta));
      announce(TEXTS.moved(noun(index + 1), index + delta + 1));
      focusSoon(settingsInputId(firstInput(list[index], index + delta)));
    },
    remove: (index: number) => {
      update(list.filter((_, at) => at !== index));
      announce(TEXTS.removed(noun(index + 1)));
      focusSoon(addButtonId(name));
    },
    add: (entry: T) => {
      update([...list, entry]);
      announce(TEXTS.added(noun(list.length + 1)));
      focusSoon(settingsInputId(firstInput(entry, list.length)));
    },
  };
}

export type EntryListActions = ReturnType<typeof entryListActions>;
