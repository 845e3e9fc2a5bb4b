import { ADMIN_MESSAGES, ADMIN_NAME_MAX, type CreateAdminRequest } from './admins';
import { mobileNumberProblem } from './auth';
import {
  DIRECTORY_FIELD_LIMITS,
  DIRECTORY_MESSAGES,
  DISTRICTS,
  MOBILE_MAX_DIGITS,
  OFFICE_TYPES,
  type DirectorForm,
  type RtiAuthorityForm,
  type RtiOfficerForm,
} from './directories';
import { EMAIL_PATTERN } from './forms';
import {
  duplicateOf,
  KEPT_MASTER_LISTS,
  MASTER_LIST_MESSAGES,
  MASTER_LIST_REFUSALS,
  MASTER_VALUE_MAX_LENGTH,
  type KeptMasterList,
  type MasterValueForm,
} from './master-lists';
import { isAdminRole } from './roles';
import { IMAGE_LOCATIONS, IMAGE_MESSAGES, type ImageLocation } from './media';
import {
  NOTIFICATION_LOCATIONS,
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TITLE_MAX_LENGTH,
  needsSubmissionDate,
  validityEnd,
  type NotificationLocation,
} from './notifications';

/**
 * The form rules of the admin-managed records, written once: the services check them on their DTOs (before
 * the master lists and the file's bytes, which only the service can read) and the admin forms check them
 * before sending, so both report the same first problem with the spec's wording.
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

const blank = (value: unknown) => trimmedText(value) === '';
const anyBlank = (...values: unknown[]) => values.some(blank);
export const hasFile = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FileLike).size === 'number' &&
  (value as FileLike).size > 0;
const longerThan = (value: unknown, limit: number) => trimmedText(value).length > limit;
const notDigits = (value: unknown, limit: number) => {
  const text = trimmedText(value);
  return text !== '' && !new RegExp(`^[0-9]{1,${limit}}$`).test(text);
};

const REQUIRED_DIRECTORY_FIELDS = {
  create: DIRECTORY_MESSAGES.createRequired,
  update: DIRECTORY_MESSAGES.editRequired,
};

const PHONE_RULES: FormRules<{ mobileNo?: string; officeNo?: string }> = [
  { broken: (form) => notDigits(form.mobileNo, MOBILE_MAX_DIGITS), message: DIRECTORY_MESSAGES.mobileDigits },
  {
    broken: (form) => notDigits(form.officeNo, DIRECTORY_FIELD_LIMITS.officeNo),
    message: DIRECTORY_MESSAGES.officeDigits,
  },
];

const tooLong = (form: Partial<Record<string, unknown>>, fields: (keyof typeof DIRECTORY_FIELD_LIMITS)[]) =>
  fields.some((field) => longerThan(form[field], DIRECTORY_FIELD_LIMITS[field]));

/** The director form sends its photo in `image`: required on create, optional on edit. */
export type DirectorFormFields = Omit<DirectorForm, 'key' | 'sortOrder'> & { image?: FileLike };

const listed = (list: readonly string[], value: unknown) => list.includes(trimmedText(value));
const UNKNOWN_DISTRICT: FormRule<{ district: string }> = {
  broken: (form) => !listed(DISTRICTS, form.district),
  message: DIRECTORY_MESSAGES.unknownDistrict,
};

/**
 * Required fields (and the photo on create), then the email, the phone numbers, the lengths and the office type.
 * The designation list is kept by administrators, so the service checks it last.
 */
export const DIRECTOR_FORM_RULES: FormRules<DirectorFormFields> = [
  {
    broken: (form) => anyBlank(form.location, form.name, form.designation),
    message: REQUIRED_DIRECTORY_FIELDS,
  },
  { broken: (form) => !hasFile(form.image), message: DIRECTORY_MESSAGES.createRequired, modes: ['create'] },
  {
    broken: (form) =>
      !blank(form.email) &&
      (!EMAIL_PATTERN.test(trimmedText(form.email)) || longerThan(form.email, DIRECTORY_FIELD_LIMITS.email)),
    message: DIRECTORY_MESSAGES.incorrectEmail,
  },
  ...PHONE_RULES,
  { broken: (form) => tooLong(form, ['name', 'designation', 'address']), message: DIRECTORY_MESSAGES.tooLong },
  { broken: (form) => !listed(OFFICE_TYPES, form.location), message: DIRECTORY_MESSAGES.unknownOfficeType },
];

export type OfficerFormFields = Omit<RtiOfficerForm, 'key'>;

/** The spec gives officers and authorities no messages of their own: the directors' are used. */
export const OFFICER_FORM_RULES: FormRules<OfficerFormFields> = [
  { broken: (form) => anyBlank(form.district, form.name, form.designation), message: REQUIRED_DIRECTORY_FIELDS },
  ...PHONE_RULES,
  { broken: (form) => tooLong(form, ['name', 'designation', 'address']), message: DIRECTORY_MESSAGES.tooLong },
  UNKNOWN_DISTRICT,
];

export type AuthorityFormFields = Omit<RtiAuthorityForm, 'key'>;

export const AUTHORITY_FORM_RULES: FormRules<AuthorityFormFields> = [
  { broken: (form) => anyBlank(form.district, form.role, form.designation), message: REQUIRED_DIRECTORY_FIELDS },
  { broken: (form) => tooLong(form, ['role', 'designation']), message: DIRECTORY_MESSAGES.tooLong },
  UNKNOWN_DISTRICT,
];

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

/** `POST /api/notifications/create` and `updateNotification` (multipart, the PDF in `file`). */
export interface NotificationFormFields {
  title: string;
  location: NotificationLocation | '';
  /** `YYYY-MM-DD`; sent, and required, only where the location needs one. */
  submissionDate?: string;
  /** `YYYY-MM-DDTHH:mm` in India time (`NOTICE_VALIDITY`); blank or absent: no end. */
  validUntil?: string;
  file?: FileLike;
}

const knownLocation = (value: unknown) => NOTIFICATION_LOCATIONS.includes(trimmedText(value) as NotificationLocation);
const dateNeeded = (form: Partial<Record<keyof NotificationFormFields, unknown>>) =>
  needsSubmissionDate(trimmedText(form.location));

/**
 * Create names its missing fields in one message; edit names the title, then the location. Then the title's
 * length, the location list and the date where the location needs one. The PDF's bytes are checked after these.
 */
export const NOTIFICATION_FORM_RULES: FormRules<NotificationFormFields> = [
  {
    broken: (form) => anyBlank(form.title, form.location) || !hasFile(form.file),
    message: NOTIFICATION_MESSAGES.required,
    modes: ['create'],
  },
  { broken: (form) => blank(form.title), message: NOTIFICATION_MESSAGES.titleEmpty, modes: ['update'] },
  { broken: (form) => blank(form.location), message: NOTIFICATION_MESSAGES.locationEmpty, modes: ['update'] },
  {
    broken: (form) => longerThan(form.title, NOTIFICATION_TITLE_MAX_LENGTH),
    message: NOTIFICATION_MESSAGES.titleTooLong,
  },
  { broken: (form) => !knownLocation(form.location), message: NOTIFICATION_MESSAGES.unknownLocation },
  { broken: (form) => dateNeeded(form) && blank(form.submissionDate), message: NOTIFICATION_MESSAGES.dateRequired },
  {
    broken: (form) => dateNeeded(form) && calendarDate(trimmedText(form.submissionDate)) === undefined,
    message: NOTIFICATION_MESSAGES.dateInvalid,
  },
  {
    broken: (form) => !blank(form.validUntil) && validityEnd(trimmedText(form.validUntil)) === undefined,
    message: NOTIFICATION_MESSAGES.validUntilInvalid,
  },
];

/** `POST /api/v1/files/uploadFile` (multipart, the image in `file`). */
export interface ImageUploadFields {
  location: ImageLocation | '';
  file?: FileLike;
}

export const IMAGE_UPLOAD_RULES: FormRules<ImageUploadFields> = [
  { broken: (form) => blank(form.location) || !hasFile(form.file), message: IMAGE_MESSAGES.required },
  { broken: (form) => !listed(IMAGE_LOCATIONS, form.location), message: IMAGE_MESSAGES.unknownLocation },
];

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

const mobileProblem = (form: Partial<Record<string, unknown>>) => mobileNumberProblem(trimmedText(form.mobileNo));

/**
 * `POST /api/auth/admins/create`, and `update` (which keeps the number): the number by the login form's rules and
 * words, then the name and the role, as the auth service checks them.
 */
export const ADMIN_FORM_RULES: FormRules<CreateAdminRequest> = [
  {
    broken: (form) => mobileProblem(form) !== undefined,
    message: (form) => mobileProblem(form) ?? '',
    modes: ['create'],
  },
  { broken: (form) => blank(form.name), message: ADMIN_MESSAGES.nameRequired },
  { broken: (form) => longerThan(form.name, ADMIN_NAME_MAX), message: ADMIN_MESSAGES.nameTooLong },
  { broken: (form) => !isAdminRole(form.role), message: ADMIN_MESSAGES.roleInvalid },
];
