import {
  anyBlank,
  blank,
  calendarDate,
  hasFile,
  longerThan,
  trimmedText,
  type FileLike,
  type FormRules,
} from './form-rules';
/** The three locations the spec names, then the document sections the site's other PDF pages read. */
export const NOTIFICATION_LOCATIONS = [
  'Home Page',
  'Tender',
  'Archived Tender',
  'Service Rules',
  'Circulars',
  'Forms',
  'Manuals',
  'Administration Notifications',
  'Placement',
  'Policies',
  'Transfers',
  'Miscellaneous',
  'Anti Stubble Burning',
  'Rabi Availability',
  'Kharif Availability',
  'Seeds Allocation',
  'Monthly Remuneration',
  'CSR Policy',
  'Vigil Mechanism Policy',
] as const;
export type NotificationLocation = (typeof NOTIFICATION_LOCATIONS)[number];

/** The two locations the public tender pages read through `getNotification`. */
export const TENDER_LOCATIONS = ['Tender', 'Archived Tender'] as const;
export type TenderLocation = (typeof TENDER_LOCATIONS)[number];

/** Only tenders carry a last date of submission. */
const LOCATIONS_NEEDING_DATE: readonly NotificationLocation[] = TENDER_LOCATIONS;

export const needsSubmissionDate = (location: string): boolean =>
  LOCATIONS_NEEDING_DATE.includes(location as NotificationLocation);

export const NOTIFICATION_MAX_BYTES = 1024 * 1024;
export const NOTIFICATION_TITLE_MAX_LENGTH = 300;

/**
 * A notice or tender may carry the end of its validity, typed as a date and time in India (the admin form's
 * `datetime-local`). At that time a tender moves to 'Archived Tender' and a home page notice leaves the public
 * lists (the admin list keeps it, marked archived): GIGW's archival policy, within a minute of the time.
 */
export const NOTICE_VALIDITY = {
  /** `YYYY-MM-DDTHH:mm`, as the form's `datetime-local` sends it. */
  pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/,
  indiaOffset: '+05:30',
} as const;

/** The instant a `validUntil` names, or undefined for text that is not a real date and time. */
export function validityEnd(value: string): Date | undefined {
  if (!NOTICE_VALIDITY.pattern.test(value)) return undefined;
  const end = new Date(`${value}:00${NOTICE_VALIDITY.indiaOffset}`);
  if (Number.isNaN(end.getTime())) return undefined;
  // A day or time that does not exist (30 February, 25:00) comes back as another one.
  const shown = new Date(end.getTime() + 330 * 60_000).toISOString().slice(0, 16);
  return shown === value ? end : undefined;
}

/** The `validUntil` text of an instant, in India time. */
export const validityText = (end: Date) => new Date(end.getTime() + 330 * 60_000).toISOString().slice(0, 16);

export const NOTIFICATION_MESSAGES = {
  required: 'Please fill in the all required fields.',
  invalidType: 'Invalid file type. Please upload an PDF.',
  encrypted: 'The PDF is password-protected or encrypted. Please upload an unprotected PDF.',
  scripted: 'The PDF contains scripts or automatic actions. Please upload a plain PDF.',
  tooLarge: 'File size exceeds 1MB.',
  dateRequired: 'Last submission date is required for tenders and archived tenders.',
  dateInvalid: 'Last submission date must be a date in the form YYYY-MM-DD.',
  validUntilInvalid: 'Valid until must be a date and time, e.g. 2026-12-31T17:00.',
  validUntilPast: 'Valid until must be a date and time in the future.',
  titleEmpty: 'Title cannot be empty.',
  titleTooLong: `Title must be at most ${NOTIFICATION_TITLE_MAX_LENGTH} characters.`,
  locationEmpty: 'Location cannot be empty.',
  unknownLocation: `Location must be one of: ${NOTIFICATION_LOCATIONS.join(', ')}.`,
  notFound: 'Notification not found.',
  documentNotFound: 'Document not found.',
  created: 'Notification created successfully.',
  updated: 'Notification updated successfully.',
  deleted: 'Notification deleted successfully.',
  fetched: 'Notifications fetched successfully.',
  typesFetched: 'Notification types fetched successfully.',
  fetchFailed: 'Failed to fetch Notifications.',
};

/** `GET /api/master/notificationType`: every location and whether it needs a submission date. */
export interface NotificationTypeItem {
  type: NotificationLocation;
  needsSubmissionDate: boolean;
}

/**
 * `POST /api/notifications/getNotification`, admin form (token required): `location` 'All' or one
 * location; `page` (zero-based) and `size` in the query or the body. Answers `Paged<NotificationItem>`.
 */
export interface NotificationListRequest {
  location: NotificationLocation | 'All';
  page?: number;
  size?: number;
}

/** Admin list row, newest first. */
export interface NotificationItem {
  key: string;
  title: string;
  location: NotificationLocation;
  /** `YYYY-MM-DD`, or null where the location needs none. */
  submissionDate: string | null;
  /** `YYYY-MM-DDTHH:mm` in India time: shown until then, then archived (see `NOTICE_VALIDITY`); null: no end. */
  validUntil: string | null;
  /** ISO-8601 time it was archived at the end of its validity; null while it shows. */
  archivedAt: string | null;
  /** The document path, `/api/notifications/document/<key>?v=<version>`. */
  url: string;
  bytes: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * `POST /api/notifications/getNotification`, public tender form: exactly `{location: 'Tender' |
 * 'Archived Tender'}` (plus `includeFile`) and no paging fields, with or without an Authorization header.
 */
export interface TenderListRequest {
  location: TenderLocation;
  /** Defaults to true for compatibility; the platform's own apps send false and use `url`. */
  includeFile?: boolean;
}

/** Public tender list row: current tenders soonest-closing first, archived ones latest-closed first. */
export interface TenderItem {
  key: string;
  title: string;
  location: TenderLocation;
  /** Last date of submission, `YYYY-MM-DD`. */
  subDate: string;
  url: string;
  bytes: number;
  /** Base64 PDF for compatibility; absent when `includeFile` is false. */
  file?: string;
}

/** `POST /api/notifications/web/getNotification`. */
export interface PublicNotificationRequest {
  location: NotificationLocation;
  includeFile?: boolean;
}

/** Public list row (`web/getNotification`), newest first. */
export interface PublicNotificationItem {
  key: string;
  title: string;
  location: NotificationLocation;
  createdAt: string;
  /** The document path, `/api/notifications/document/<key>?v=<version>`. */
  url: string;
  bytes: number;
  file?: string;
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
