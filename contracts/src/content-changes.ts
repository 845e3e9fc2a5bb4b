import type { FieldChange } from './activity';
import {
  CONTENT_PLACEHOLDER,
  type CellValue,
  type ContentColumn,
  type ContentRow,
  type TableContent,
  type TableNote,
} from './content';
import type { HindiReview, PageBlock, PageBlockType, RichText } from './pages';
import { settingsFieldLabel, type SiteSettings } from './site-settings';

/**
 * The differences between two versions of a document as an administrator reads them, each named by where it is
 * and given as the old and the new text: cell by cell for a table (rows added and removed named whole), block by
 * block for a page's words (English and Hindi apart; blocks added, removed and moved), field by field for the
 * site settings. The approvals list shows them, and the audit trail keeps them with each save, approval and
 * publication. `before` is null when nothing was published yet.
 */

type Text = string | null;

const change = (field: string, old: Text, next: Text): FieldChange[] =>
  old === next ? [] : [{ field, old, new: next }];

const orNull = (text: string | undefined | null): Text =>
  text === undefined || text === null || text === '' ? null : text;

type Step =
  | { kind: 'same'; before: number; after: number }
  | { kind: 'removed'; before: number }
  | { kind: 'added'; after: number };

/**
 * How the entries of `after` follow from those of `before` (compared by `identity`): the longest run kept in
 * order, the rest removed or added. The common start and end are taken first, so a small edit of a long list
 * compares only the part that changed.
 */
function align<T>(before: readonly T[], after: readonly T[], identity: (entry: T) => string): Step[] {
  const a = before.map(identity);
  const b = after.map(identity);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const rows = endA - start;
  const columns = endB - start;
  // lengths[i][j]: the longest common run of a[start+i..endA) and b[start+j..endB).
  const lengths = Array.from({ length: rows + 1 }, () => new Uint16Array(columns + 1));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = columns - 1; j >= 0; j -= 1) {
      lengths[i][j] =
        a[start + i] === b[start + j] ? lengths[i + 1][j + 1] + 1 : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    }
  }
  const steps: Step[] = [];
  for (let index = 0; index < start; index += 1) steps.push({ kind: 'same', before: index, after: index });
  let i = 0;
  let j = 0;
  while (i < rows || j < columns) {
    if (i < rows && j < columns && a[start + i] === b[start + j]) {
      steps.push({ kind: 'same', before: start + i, after: start + j });
      i += 1;
      j += 1;
    } else if (j < columns && (i === rows || lengths[i][j + 1] >= lengths[i + 1][j])) {
      steps.push({ kind: 'added', after: start + j });
      j += 1;
    } else {
      steps.push({ kind: 'removed', before: start + i });
      i += 1;
    }
  }
  for (let index = 0; index < a.length - endA; index += 1) {
    steps.push({ kind: 'same', before: endA + index, after: endB + index });
  }
  return steps;
}

// Tables

type Language = 'en' | 'hi';

function cellText(value: CellValue | null | undefined, language: Language): Text {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return orNull(language === 'en' ? value.en : value.hi);
  return language === 'en' ? orNull(String(value)) : null;
}

const noteText = (note: TableNote | undefined, language: Language): Text =>
  note === undefined
    ? null
    : typeof note === 'string'
      ? language === 'en'
        ? orNull(note)
        : null
      : orNull(note[language]);

/** A row as an administrator recognises it: its number and the words of its leading text cells (facts supplied). */
function rowLabel(columns: readonly ContentColumn[], row: ContentRow, number: number): string {
  const texts = columns.filter((column) => column.type === 'text');
  const leading = texts.filter((column) => column.lead);
  const naming = leading.length > 0 ? leading : texts.slice(0, 1);
  const words = naming
    .map((column) => cellText(row[column.key], 'en'))
    .filter((text): text is string => !!text && text !== CONTENT_PLACEHOLDER);
  return words.length > 0 ? `Row ${number} (${words.join(' · ')})` : `Row ${number}`;
}

/** A whole row as text, each filled cell named by its column: how an added or removed row is shown. */
function rowText(columns: readonly ContentColumn[], row: ContentRow): string {
  return columns
    .map((column) => {
      const en = cellText(row[column.key], 'en');
      if (en === null) return null;
      const hi = cellText(row[column.key], 'hi');
      return `${column.header.en}: ${en}${hi ? ` / ${hi}` : ''}`;
    })
    .filter((text): text is string => text !== null)
    .join('; ');
}

function rowChanges(columns: readonly ContentColumn[], old: ContentRow, next: ContentRow, number: number) {
  const label = rowLabel(columns, next, number);
  return columns.flatMap((column) => [
    ...change(`${label}, ${column.header.en}`, cellText(old[column.key], 'en'), cellText(next[column.key], 'en')),
    ...change(
      `${label}, ${column.header.en} (Hindi)`,
      cellText(old[column.key], 'hi'),
      cellText(next[column.key], 'hi'),
    ),
  ]);
}

/** What a table's version holds, as compared. */
export type ComparedTable = Pick<TableContent, 'rows' | 'notes'> & {
  season?: string | null;
  effectiveFrom?: string | null;
  hindiReview?: HindiReview;
};

function hindiReviewChange(before: { hindiReview?: HindiReview } | null, after: { hindiReview?: HindiReview }) {
  return change('Hindi review', orNull(before?.hindiReview), orNull(after.hindiReview));
}

/**
 * A table's differences: its season and date, then its rows (a row changed in place cell by cell, in English and
 * Hindi; a row added or removed whole), then its notes.
 */
export function tableChanges(
  columns: readonly ContentColumn[],
  before: ComparedTable | null,
  after: ComparedTable,
): FieldChange[] {
  const changes = [
    ...change('Season', orNull(before?.season), orNull(after.season)),
    ...change('Effective from', orNull(before?.effectiveFrom), orNull(after.effectiveFrom)),
  ];
  const oldRows = before?.rows ?? [];
  const steps = align(oldRows, after.rows, (row) => JSON.stringify(row));
  // Between two kept rows, removed rows and added rows are paired in order as rows edited in place.
  let removed: number[] = [];
  let added: number[] = [];
  const settle = () => {
    const paired = Math.min(removed.length, added.length);
    for (let index = 0; index < paired; index += 1) {
      changes.push(...rowChanges(columns, oldRows[removed[index]], after.rows[added[index]], added[index] + 1));
    }
    for (const index of removed.slice(paired)) {
      changes.push({
        field: rowLabel(columns, oldRows[index], index + 1),
        old: rowText(columns, oldRows[index]),
        new: null,
      });
    }
    for (const index of added.slice(paired)) {
      changes.push({
        field: rowLabel(columns, after.rows[index], index + 1),
        old: null,
        new: rowText(columns, after.rows[index]),
      });
    }
    removed = [];
    added = [];
  };
  for (const step of steps) {
    if (step.kind === 'removed') removed.push(step.before);
    else if (step.kind === 'added') added.push(step.after);
    else settle();
  }
  settle();
  const oldNotes = before?.notes ?? [];
  for (let index = 0; index < Math.max(oldNotes.length, after.notes.length); index += 1) {
    const [old, next] = [oldNotes[index], after.notes[index]];
    changes.push(
      ...change(`Note ${index + 1}`, noteText(old, 'en'), noteText(next, 'en')),
      ...change(`Note ${index + 1} (Hindi)`, noteText(old, 'hi'), noteText(next, 'hi')),
    );
  }
  return [...changes, ...hindiReviewChange(before, after)];
}

// Pages

/** A rich text as the administrator types it: `*emphasis*`, `[words](address)`, the placeholder in words. */
function richText(text: RichText | undefined): Text {
  if (text === undefined) return null;
  if (typeof text === 'string') return orNull(text);
  return orNull(
    text
      .map((piece) => {
        if (typeof piece === 'string') return piece;
        if ('em' in piece) return `*${piece.em}*`;
        if ('href' in piece) return `[${piece.text}](${piece.href})`;
        return CONTENT_PLACEHOLDER;
      })
      .join(''),
  );
}

const lines = (items: Text[]): Text => orNull(items.filter((item): item is string => item !== null).join('\n'));

function blockText(block: PageBlock, language: Language): Text {
  switch (block.type) {
    case 'heading':
      return orNull(block.text[language]);
    case 'paragraph':
    case 'note':
      return richText(block.text[language]);
    case 'list':
    case 'steps':
      return lines(block.items.map((item) => richText(item[language])));
    case 'links':
      return lines(
        block.items.map((item) => {
          const words = orNull(item.text[language]);
          return words === null ? null : `${words} (${item.href})`;
        }),
      );
    case 'table':
      return language === 'en' ? `Table ${block.table}` : null;
    case 'contact':
      // The record itself is the settings' own, whose changes are theirs: the block only places it.
      return language === 'en' ? 'Contact record of the site settings' : null;
  }
}

const BLOCK_NAMES: Record<PageBlockType, string> = {
  heading: 'heading',
  paragraph: 'paragraph',
  list: 'list',
  steps: 'steps',
  note: 'note',
  links: 'links',
  table: 'table',
  contact: 'contact record',
};

const blockLabel = (block: PageBlock, number: number) => `Block ${number} (${BLOCK_NAMES[block.type]})`;

/** What a page's version holds, as compared. */
export interface ComparedPage {
  title: { en: string; hi: string };
  blocks: readonly PageBlock[];
  hindiReview?: HindiReview;
}

/**
 * A page's differences: its title, then each block by its place in the new words, English and Hindi apart; a block
 * added or removed whole, and one whose place among the others changed as moved.
 */
export function pageChanges(before: ComparedPage | null, after: ComparedPage): FieldChange[] {
  const changes = [
    ...change('Title', orNull(before?.title.en), orNull(after.title.en)),
    ...change('Title (Hindi)', orNull(before?.title.hi), orNull(after.title.hi)),
  ];
  const oldBlocks = before?.blocks ?? [];
  const oldPlace = new Map(oldBlocks.map((block, index) => [block.id, index]));
  const newIds = new Set(after.blocks.map((block) => block.id));
  const kept = new Set(
    align(oldBlocks, after.blocks, (block) => block.id)
      .filter((step) => step.kind === 'same')
      .map((step) => oldBlocks[(step as { before: number }).before].id),
  );
  after.blocks.forEach((block, index) => {
    const label = blockLabel(block, index + 1);
    const place = oldPlace.get(block.id);
    const old = place === undefined ? undefined : oldBlocks[place];
    if (place !== undefined && !kept.has(block.id)) {
      changes.push({ field: `${label}, place`, old: `Block ${place + 1}`, new: `Block ${index + 1}` });
    }
    changes.push(
      ...change(`${label}, English`, old ? blockText(old, 'en') : null, blockText(block, 'en')),
      ...change(`${label}, Hindi`, old ? blockText(old, 'hi') : null, blockText(block, 'hi')),
    );
  });
  oldBlocks.forEach((block, index) => {
    if (newIds.has(block.id)) return;
    const label = `${blockLabel(block, index + 1)} removed`;
    changes.push(
      ...change(`${label}, English`, blockText(block, 'en'), null),
      ...change(`${label}, Hindi`, blockText(block, 'hi'), null),
    );
  });
  return [...changes, ...hindiReviewChange(before, after)];
}

// Site settings

/** Every field of the settings as text, in the order the editor shows them, English and Hindi apart. */
function settingsFields(settings: SiteSettings): [string, string, Text][] {
  const fields: [string, string, Text][] = [];
  const label = (field: string) => settingsFieldLabel(settings, field);
  const bilingual = (field: string, text: { en: string; hi?: string }) => {
    fields.push([field, label(field), orNull(text.en)], [`${field}.hi`, `${label(field)} (Hindi)`, orNull(text.hi)]);
  };
  const plain = (field: string, text: Text) => fields.push([field, label(field), text]);
  bilingual('name', settings.name);
  bilingual('tagline', settings.tagline);
  for (const logo of settings.logos) {
    plain(`logos.${logo.id}.image`, logo.image?.url ?? null);
    bilingual(`logos.${logo.id}.alt`, logo.alt);
  }
  bilingual('contact.postalAddress', settings.contact.postalAddress);
  plain('contact.phone', orNull(settings.contact.phone));
  plain('contact.email', orNull(settings.contact.email));
  plain('copyrightYear', String(settings.copyrightYear));
  for (const link of settings.portalLinks) {
    bilingual(`portalLinks.${link.id}.label`, link.label);
    plain(`portalLinks.${link.id}.href`, orNull(link.href));
    plain(`portalLinks.${link.id}.image`, link.image?.url ?? null);
  }
  fields.push(['sidePanelLinks', 'Side panel links', lines(settings.sidePanelLinks)]);
  return fields;
}

/** The order of a list's entries that both versions hold, named by their English words. */
function orderChange(
  field: string,
  before: { id: string }[],
  after: { id: string }[],
  name: (entry: { id: string }) => string,
): FieldChange[] {
  const common = (list: { id: string }[], other: { id: string }[]) =>
    list.filter((entry) => other.some((candidate) => candidate.id === entry.id));
  const old = common(before, after);
  const next = common(after, before);
  if (old.map((entry) => entry.id).join() === next.map((entry) => entry.id).join()) return [];
  return [{ field, old: old.map(name).join(', '), new: next.map(name).join(', ') }];
}

/** What the settings' version holds, as compared. */
export interface ComparedSettings {
  settings: SiteSettings;
  hindiReview?: HindiReview;
}

/** The settings' differences, field by field as the editor names them (a removed entry by its old place). */
export function settingsChanges(before: ComparedSettings | null, after: ComparedSettings): FieldChange[] {
  const next = settingsFields(after.settings);
  const old = before ? settingsFields(before.settings) : [];
  const oldByField = new Map(old.map(([field, , text]) => [field, text]));
  const newFields = new Set(next.map(([field]) => field));
  const changes = [
    ...next.flatMap(([field, label, text]) => change(label, oldByField.get(field) ?? null, text)),
    ...old
      .filter(([field]) => !newFields.has(field))
      .flatMap(([, label, text]) => change(`${label} removed`, text, null)),
  ];
  if (before) {
    const altOf = (list: { id: string; alt?: { en: string }; label?: { en: string } }[]) => (entry: { id: string }) => {
      const found = list.find((candidate) => candidate.id === entry.id);
      return found?.alt?.en ?? found?.label?.en ?? entry.id;
    };
    changes.push(
      ...orderChange('Order of the logos', before.settings.logos, after.settings.logos, altOf(after.settings.logos)),
      ...orderChange(
        'Order of the portal links',
        before.settings.portalLinks,
        after.settings.portalLinks,
        altOf(after.settings.portalLinks),
      ),
    );
  }
  return [...changes, ...hindiReviewChange(before, after)];
}

/** At most `max` changes, and how many were left out. */
export function listedChanges(changes: FieldChange[], max: number): { changes: FieldChange[]; leftOut: number } {
  return { changes: changes.slice(0, max), leftOut: Math.max(0, changes.length - max) };
}
