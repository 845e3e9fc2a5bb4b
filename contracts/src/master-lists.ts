import type { PageQuery } from './envelope';
import { blank, longerThan, trimmedText, type FormRules } from './form-rules';

/**
 * The master lists administrators keep (served as plain values by `GET /api/master/designation` and
 * `/api/master/authRole`); the other master lists are fixed in the contracts.
 */
export const KEPT_MASTER_LISTS = ['designation', 'authRole'] as const;
export type KeptMasterList = (typeof KEPT_MASTER_LISTS)[number];

/** Each list's name as administrators read it, in the admin screen, the messages and the activity stream. */
export const MASTER_LIST_NAMES: Record<KeptMasterList, { one: string; many: string }> = {
  designation: { one: 'Designation', many: 'Designations' },
  authRole: { one: 'Authority role', many: 'Authority roles' },
};

/**
 * A value is a title chosen from a drop-down and printed in the public directories: 100 characters hold the
 * longest office titles in use with room to spare and still read as one line (the records' columns take 200).
 */
export const MASTER_VALUE_MAX_LENGTH = 100;

/** The kinds of record that hold a master list's values, as a refusal names them (one, many). */
export const MASTER_VALUE_HOLDERS = {
  directors: ['director', 'directors'],
  officers: ['RTI officer', 'RTI officers'],
  authorities: ['RTI authority', 'RTI authorities'],
} as const;
export type MasterValueHolder = keyof typeof MASTER_VALUE_HOLDERS;

/** How many records of each kind hold a value (kinds holding none may be left out). */
export type MasterValueUses = Partial<Record<MasterValueHolder, number>>;

export const MASTER_LIST_MESSAGES = {
  unknownList: `List must be one of: ${KEPT_MASTER_LISTS.join(', ')}.`,
  notText: 'Each field must be a single text value.',
  valueRequired: 'Please enter a value.',
  valueTooLong: `A value can be at most ${MASTER_VALUE_MAX_LENGTH} characters long.`,
  notFound: 'That value is not in the list any more. Reload the list and try again.',
  created: 'Value added to the list successfully.',
  renamed: 'Value renamed successfully; the records that use it now show the new name.',
  deleted: 'Value deleted from the list successfully.',
  fetched: 'Master list fetched successfully.',
};

const count = (number: number, [one, many]: readonly [string, string]) => `${number} ${number === 1 ? one : many}`;

/** Refusals that name the value, so the administrator sees which entry stands in the way. */
export const MASTER_LIST_REFUSALS = {
  duplicate: (list: KeptMasterList, existing: string) =>
    `${MASTER_LIST_NAMES[list].one} '${existing}' is already in the list (letter case is not a difference).`,
  inUse: (list: KeptMasterList, value: string, uses: MasterValueUses) => {
    const held = (Object.keys(MASTER_VALUE_HOLDERS) as MasterValueHolder[]).filter((kind) => (uses[kind] ?? 0) > 0);
    const total = held.reduce((sum, kind) => sum + (uses[kind] ?? 0), 0);
    const kinds = held.map((kind) => count(uses[kind] ?? 0, MASTER_VALUE_HOLDERS[kind])).join(', ');
    const name = MASTER_LIST_NAMES[list].one;
    return (
      `${name} '${value}' cannot be deleted: ${count(total, ['record uses', 'records use'])} it (${kinds}). ` +
      `Give ${total === 1 ? 'that record' : 'those records'} another ${name.toLowerCase()} first, or rename the value.`
    );
  },
};

const folded = (value: string) => value.trim().toLowerCase();

/**
 * The value of `listed` that `value` would duplicate, ignoring letter case and surrounding blanks; `renaming`
 * (the value being renamed) does not count, so a rename may change only the case.
 */
export function duplicateOf(listed: readonly string[], value: string, renaming?: string): string | undefined {
  const wanted = folded(value);
  return listed.find((candidate) => candidate !== renaming && folded(candidate) === wanted);
}

/** `POST /api/masterLists/create`; `update` adds `key`, the value as it is stored now, and renames it to `value`. */
export interface MasterValueForm {
  list: KeptMasterList;
  value: string;
}

/** `POST /api/masterLists/delete`. */
export interface MasterValueKey {
  list: KeptMasterList;
  key: string;
}

/** `POST /api/masterLists/getAll`: one list, paged (`page`/`size` in the body or query), in the public list's order. */
export interface MasterListRequest extends PageQuery {
  list: KeptMasterList;
}

export interface MasterListEntry {
  /** The value as stored: what `update` and `delete` name it by. */
  key: string;
  value: string;
  /** How many directors, RTI officers and RTI authorities hold it: only a value no record holds can be deleted. */
  uses: number;
}

/** `POST /api/masterLists/create` and `update` (which renames the value its `key` names). */
export const MASTER_VALUE_FORM_RULES: FormRules<MasterValueForm> = [
  {
    broken: (form) => !KEPT_MASTER_LISTS.includes(form.list as KeptMasterList),
    message: MASTER_LIST_MESSAGES.unknownList,
  },
  { broken: (form) => blank(form.value), message: MASTER_LIST_MESSAGES.valueRequired },
  { broken: (form) => longerThan(form.value, MASTER_VALUE_MAX_LENGTH), message: MASTER_LIST_MESSAGES.valueTooLong },
];

/**
 * What a value added to `list` (or `renaming` renamed to) would duplicate among the values `listed` holds now,
 * as the refusal: the service asks it inside the change's transaction, the admin form before sending.
 */
export function duplicateValueProblem(
  list: KeptMasterList,
  listed: readonly string[],
  value: string,
  renaming?: string,
): string | undefined {
  const existing = duplicateOf(listed, value, renaming);
  return existing === undefined ? undefined : MASTER_LIST_REFUSALS.duplicate(list, existing);
}

/** The add and rename form's rules, then no duplicate of the list's current values (`listed`). */
export function masterValueRules(listed: readonly string[], renaming?: string): FormRules<MasterValueForm> {
  const problem = (form: Partial<Record<keyof MasterValueForm, unknown>>) =>
    duplicateValueProblem(form.list as KeptMasterList, listed, trimmedText(form.value), renaming);
  return [
    ...MASTER_VALUE_FORM_RULES,
    { broken: (form) => problem(form) !== undefined, message: (form) => problem(form) ?? '' },
  ];
}
