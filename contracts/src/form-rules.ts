/**
 * How the form rules of the admin-managed records are written and checked. Each form's rules stand in its area's
 * contract beside its fields and messages (`DIRECTOR_FORM_RULES` in directories.ts): the services check them on their
 * DTOs (before the master lists and the file's bytes, which only the service can read) and the admin forms check
 * them before sending, so both report the same first problem with the spec's wording.
 */

/** Create and edit forms differ in what is required and in how a missing field is worded. */
export type FormMode = 'create' | 'update';

/** An uploaded file as either side sees it: a browser `File`, the service's upload, or its stand-in in the body. */
export interface FileLike {
  size: number;
}

export interface FormRule<Form> {
  /** True when the form breaks the rule. Text fields arrive untrimmed and may be missing or of another type. */
  broken: (form: Partial<Record<keyof Form, unknown>>) => boolean;
  /** The message reported: per mode where the spec words them differently, or naming what the form holds. */
  message: string | Record<FormMode, string> | ((form: Partial<Record<keyof Form, unknown>>) => string);
  /** Where the rule applies (the rule list's groups); both modes when absent. */
  modes?: readonly FormMode[];
}

export type FormRules<Form> = readonly FormRule<Form>[];

/** The first rule the form breaks, in the listed order (the spec's order), as its message. */
export function firstBrokenRule<Form>(rules: FormRules<Form>, form: object, mode: FormMode): string | undefined {
  const fields = form as Partial<Record<keyof Form, unknown>>;
  const broken = rules.find((rule) => (rule.modes ?? [mode]).includes(mode) && rule.broken(fields));
  if (!broken) return undefined;
  if (typeof broken.message === 'function') return broken.message(fields);
  return typeof broken.message === 'string' ? broken.message : broken.message[mode];
}

/** Surrounding blanks are never meant, and a missing field is an empty one. */
export const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export const blank = (value: unknown): boolean => trimmedText(value) === '';
export const anyBlank = (...values: unknown[]): boolean => values.some(blank);
export const hasFile = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).size === 'number' &&
  (value as FileLike).size > 0;
export const longerThan = (value: unknown, limit: number): boolean => trimmedText(value).length > limit;
export const notDigits = (value: unknown, limit: number): boolean => {
  const text = trimmedText(value);
  return text !== '' && !new RegExp(`^[0-9]{1,${limit}}$`).test(text);
};

/** Whether the value, trimmed, is one of the list's. */
export const listed = (list: readonly string[], value: unknown): boolean => list.includes(trimmedText(value));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a real calendar day, else undefined. */
export function calendarDate(value: string): string | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : undefined;
}
