import type { SiteSettings } from '@seedcorp/contracts';

/** What each group of the settings form is given: the settings being edited and what is known about its fields. */
export interface SettingsGroupProps {
  settings: SiteSettings;
  /** Changes some of the settings being edited. */
  set: (change: Partial<SiteSettings>) => void;
  /** The problems of each field, by its name (e.g. 'contact.phone'). */
  problems: ReadonlyMap<string, readonly string[]>;
  /** The fields whose Hindi is older than their published English. */
  outdated: ReadonlySet<string>;
  /** Says what a change to a list did, in the screen's status line. */
  announce: (message: string) => void;
}

/** The props of a field's English and Hindi inputs that follow from its name: its problems, its Hindi's age. */
export const bilingualFieldOf = ({ problems, outdated }: SettingsGroupProps, field: string) => ({
  field,
  problems: problems.get(field),
  hindiOutdated: outdated.has(field),
});
