import { CONTENT_ACTIVITY_TYPES, SIGN_IN_ACTIVITY_TYPES, type ActivityType, type FieldChange } from './activity';
import type { PageQuery } from './envelope';
import { ADMIN_ROLE_NAMES, isAdminRole } from './roles';

/**
 * The audit trail: every entry of the activity stream, kept by the dashboard service, each chained to the one
 * before by a keyed hash so that a changed or deleted entry is found. `GET /api/dashboard/auditTrail` lists it,
 * `.../exportCsv` gives the same filter as a CSV file's text for an RTI reply, `.../verify` checks the chain.
 */

/** Every action the trail records, in the order the admin app offers them as a filter. */
export const AUDIT_ACTIONS = [
  ...CONTENT_ACTIVITY_TYPES,
  'Submitted',
  'Approved',
  'Published',
  'Restored',
  'Scheduled',
  'Schedule cancelled',
  'Archived',
  'Admin added',
  'Admin changed',
  ...SIGN_IN_ACTIVITY_TYPES,
] as const satisfies readonly ActivityType[];

/** Fails the typecheck when `ActivityType` gains an action the list above leaves out. */
export const EVERY_ACTION_LISTED: [Exclude<ActivityType, (typeof AUDIT_ACTIONS)[number]>] extends [never]
  ? true
  : never = true;

/** The shortest retention public bodies are asked for (CERT-In: logs of 180 days); the setting may only raise it. */
export const AUDIT_RETENTION_MIN_DAYS = 180;

/** Dates of the filter are whole days of Indian Standard Time, as the CSV's times are. */
export const AUDIT_TIME_ZONE = 'Asia/Kolkata';

/** The longest text a filter field takes. */
export const AUDIT_FILTER_MAX_LENGTH = 200;

/** The most entries one export holds: an RTI reply covers a narrower question than the whole trail. */
export const AUDIT_EXPORT_MAX_ENTRIES = 50_000;

/** What a list or an export is narrowed to; every field is optional. Dates are `YYYY-MM-DD`, both days included. */
export interface AuditFilter {
  /** The admin's id, or part of their name (for sign-in attempts, the masked number). */
  person?: string;
  recordType?: string;
  recordId?: string;
  action?: ActivityType;
  from?: string;
  to?: string;
}

export type AuditQuery = AuditFilter & PageQuery;

/** Who made the change: an admin as their token named them, or for a sign-in attempt the masked number tried. */
export interface AuditPerson {
  id: string | null;
  name: string | null;
  role: string | null;
}

export interface AuditEntry {
  /** The entry's place in the chain (1, 2, 3 ...); entries kept from before the trail began have 0 or less. */
  id: string;
  /** ISO-8601 time the change happened. */
  at: string;
  source: string;
  action: ActivityType;
  details: string;
  person: AuditPerson | null;
  record: { type: string; id: string } | null;
  changes: FieldChange[];
  reason: string | null;
  /** The client address and request id of the call that made the change. */
  address: string | null;
  requestId: string | null;
}

export interface ExportedAuditCsv {
  fileName: string;
  /** Comma-separated text with a header line; the admin app saves it as UTF-8 with a byte order mark. */
  csv: string;
}

/**
 * The first broken link of the chain. `changed`: the entry no longer matches its hash (a field was edited, or the
 * entry was put in). `missing`: entries `id` to `lastMissing` are gone; `at` is the time of the entry kept after them
 * (null when they were the last ones). `ends-changed`: the chain's record of its first and last entries was edited.
 */
export interface AuditBreak {
  problem: 'changed' | 'missing' | 'ends-changed';
  id: string | null;
  lastMissing?: string;
  at: string | null;
}

export interface AuditVerification {
  /** Entries of the chain checked, from the oldest kept to the newest. */
  entries: number;
  intact: boolean;
  firstBroken?: AuditBreak;
  /** Entries kept from the activity lists of before the trail began: shown, but no hash covers them. */
  earlierEntries: number;
}

export const AUDIT_MESSAGES = {
  fetched: 'Audit trail fetched successfully.',
  exported: 'Audit trail exported successfully.',
  verified: 'Audit trail checked.',
  badDate: 'Dates must be written as YYYY-MM-DD.',
  dateOrder: 'The from date must not be after the to date.',
  unknownAction: 'Choose an action from the list.',
  filterTooLong: `A filter may be at most ${AUDIT_FILTER_MAX_LENGTH} characters.`,
  exportTooLarge: `An export holds at most ${AUDIT_EXPORT_MAX_ENTRIES} entries: narrow the filter.`,
} as const;

const IST = new Intl.DateTimeFormat('en-GB', {
  timeZone: AUDIT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as `DD-MM-YYYY HH:MM:SS` in Indian Standard Time, whatever the reader's own clock says. */
export function auditTime(iso: string): string {
  const parts = Object.fromEntries(IST.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The person as the trail shows them: their name, else their id; nobody for what no admin did. */
export const auditPersonName = (person: AuditPerson | null): string => person?.name ?? person?.id ?? '';

/** The role's name as the admin app shows it ('Administrator'); a role the platform no longer knows, as written. */
export const auditRoleName = (role: string | null | undefined): string =>
  !role ? '' : isAdminRole(role) ? ADMIN_ROLE_NAMES[role] : role;

/** What the entry is about: its summary, and the kind and id of its record when it names one. */
export const auditRecordLabel = (entry: Pick<AuditEntry, 'details' | 'record'>): string =>
  entry.record ? `${entry.details} (${entry.record.type} ${entry.record.id})` : entry.details;

/** A field's value before or after a change, as text: a field the change added or removed had none. */
export const auditValue = (value: string | null): string => value ?? '(none)';

/** The first broken link in words, for the admin app and the command alike. */
export function auditBreakMessage(broken: AuditBreak): string {
  if (broken.problem === 'ends-changed') {
    return "The trail's record of its first and last entries was changed: entries may have been removed from either end.";
  }
  if (broken.problem === 'changed') {
    return `Entry ${broken.id} of ${auditTime(broken.at as string)} was changed after it was recorded.`;
  }
  const which =
    broken.lastMissing && broken.lastMissing !== broken.id
      ? `Entries ${broken.id} to ${broken.lastMissing} are missing`
      : `Entry ${broken.id} is missing`;
  return broken.at
    ? `${which}: removed before the entry of ${auditTime(broken.at)}.`
    : `${which}: removed from the end of the trail.`;
}

/** The outcome of a check in words: every entry intact, or the first broken link. */
export function auditVerificationMessage(result: AuditVerification): string {
  const outcome = result.firstBroken
    ? auditBreakMessage(result.firstBroken)
    : `All ${result.entries} ${result.entries === 1 ? 'entry' : 'entries'} intact.`;
  return result.earlierEntries > 0
    ? `${outcome} ${result.earlierEntries} earlier ${result.earlierEntries === 1 ? 'entry' : 'entries'}, kept from before the audit trail began, ${result.earlierEntries === 1 ? 'is' : 'are'} not covered by the check.`
    : outcome;
}
