/**
 * What an admin may do, from most to least. The administrator does everything, admins and roles included; the
 * publisher approves and publishes, and keeps the spec's record managers (images, notices and tenders, directories,
 * master lists, feedback), whose changes are immediate; the editor edits the drafts of pages, tables and settings
 * and submits them for approval; the counter operator keeps the stock of the sale counters assigned to them, and
 * nothing else.
 */
export const ADMIN_ROLES = ['administrator', 'publisher', 'editor', 'counter'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Admins who were there before roles existed do everything they did: they are administrators. */
export const DEFAULT_ADMIN_ROLE: AdminRole = 'administrator';

export const ADMIN_ROLE_NAMES: Record<AdminRole, string> = {
  administrator: 'Administrator',
  publisher: 'Publisher',
  editor: 'Editor',
  counter: 'Counter operator',
};

export const ROLE_MESSAGES = {
  refused: 'Your role does not allow this action.',
} as const;

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);

/**
 * The sets of roles a route declares (`API_ROUTES`), each written out, so that a role added to `ADMIN_ROLES` gets
 * only what it is given. Every role signs itself out and keeps its own sessions and factors (`ACCOUNT_HOLDERS`); the
 * editorial roles read the dashboard, edit drafts and submit them for approval; only administrators manage admins,
 * reset another's factors and read the sign-in log and the audit trail; every other admin call (the spec's record
 * managers and the approving, scheduling and publishing of content) is the publishers' and administrators'; the
 * stock of the sale counters is theirs and the counter operators' (`STOCK_KEEPERS`), each operator held to their
 * own counters by the sales service.
 */
export const ACCOUNT_HOLDERS: readonly AdminRole[] = [...ADMIN_ROLES];
export const EDITORIAL_ROLES: readonly AdminRole[] = ['administrator', 'publisher', 'editor'];
export const ADMINISTRATORS: readonly AdminRole[] = ['administrator'];
export const PUBLISHERS: readonly AdminRole[] = ['administrator', 'publisher'];
export const STOCK_KEEPERS: readonly AdminRole[] = ['administrator', 'publisher', 'counter'];
/** A farmer's own call: no admin's at all, whatever their role. */
export const NO_ADMIN: readonly AdminRole[] = [];

/** The role that sees only the sale counters assigned to it. */
export const COUNTER_ROLE = 'counter' satisfies AdminRole;
