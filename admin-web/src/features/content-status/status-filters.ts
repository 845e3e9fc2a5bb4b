import {
  needsHindiWork,
  type Bilingual,
  type ContentItemKind,
  type LanguageState,
  type PlaceholderEntry,
} from '@seedcorp/contracts';

export const HINDI_STATE_FILTERS = ['all', 'attention', 'outdated', 'missing', 'drafted', 'reviewed'] as const;
export type HindiStateFilter = (typeof HINDI_STATE_FILTERS)[number];

export interface StatusFilters {
  kind: ContentItemKind | 'all';
  state: HindiStateFilter;
  /** Words looked for in the title (either language), the public path and the key. */
  text: string;
}

/** A state filter named in the screen's address (`?state=attention`), or every state. */
export const stateFilterOf = (value: string | null): HindiStateFilter =>
  HINDI_STATE_FILTERS.includes(value as HindiStateFilter) ? (value as HindiStateFilter) : 'all';

const matchesText = (text: string, fields: (string | null | undefined)[]) => {
  const wanted = text.trim().toLocaleLowerCase();
  return wanted === '' || fields.some((field) => field?.toLocaleLowerCase().includes(wanted));
};

const HINDI_STATE: Record<HindiStateFilter, (state: LanguageState) => boolean> = {
  all: () => true,
  attention: needsHindiWork,
  outdated: (state) => state.hindiOutdated > 0,
  missing: (state) => state.hindiMissing > 0,
  drafted: (state) => state.hindiReview === 'drafted',
  reviewed: (state) => state.hindiReview === 'reviewed',
};

/** The items that pass every filter, in the service's order. */
export function filterLanguageStates(states: readonly LanguageState[], filters: StatusFilters): LanguageState[] {
  return states.filter(
    (state) =>
      (filters.kind === 'all' || state.kind === filters.kind) &&
      HINDI_STATE[filters.state](state) &&
      matchesText(filters.text, [state.title.en, state.title.hi, state.path, state.key]),
  );
}

/** The placeholders of the items of one kind, or of every kind, whose item or place holds the words. */
export function filterPlaceholders(
  entries: readonly PlaceholderEntry[],
  filters: Pick<StatusFilters, 'kind' | 'text'>,
): PlaceholderEntry[] {
  return entries.filter(
    (entry) =>
      (filters.kind === 'all' || entry.kind === filters.kind) &&
      matchesText(filters.text, [entry.title.en, entry.title.hi, entry.key, entry.where]),
  );
}

export interface PlaceholderGroup {
  kind: ContentItemKind;
  key: string;
  title: Bilingual;
  entries: PlaceholderEntry[];
}

/** The placeholders item by item, items in the order they first come. */
export function placeholderGroups(entries: readonly PlaceholderEntry[]): PlaceholderGroup[] {
  const groups = new Map<string, PlaceholderGroup>();
  for (const entry of entries) {
    const id = `${entry.kind}:${entry.key}`;
    const group = groups.get(id) ?? { kind: entry.kind, key: entry.key, title: entry.title, entries: [] };
    group.entries.push(entry);
    groups.set(id, group);
  }
  return [...groups.values()];
}
