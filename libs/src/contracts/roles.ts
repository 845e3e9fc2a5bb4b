import { API } from './api-paths';
import type { ApiPath } from './api-calls';

/**
 * What an admin may do, from most to least. The administrator does everything, admins and roles included; the
 * publisher approves and publishes, and keeps the spec's record managers (images, notices and tenders, directories,
 * master lists, feedback), whose changes are immediate; the editor edits the drafts of pages, tables and settings
 * and submits them for approval.
 */
export const ADMIN_ROLES = ['administrator', 'publisher', 'editor'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

/** Admins who were there before roles existed do everything they did: they are administrators. */
export const DEFAULT_ADMIN_ROLE: AdminRole = 'administrator';

export const ADMIN_ROLE_NAMES: Record<AdminRole, string> = {
  administrator: 'Administrator',
  publisher: 'Publisher',
  editor: 'Editor',
};

export const ROLE_MESSAGES = {
  refused: 'Your role does not allow this action.',
} as const;

export const isAdminRole = (value: unknown): value is AdminRole =>
  typeof value === 'string' && (ADMIN_ROLES as readonly string[]).includes(value);

const EVERY_ROLE: readonly AdminRole[] = ADMIN_ROLES;
const ADMINISTRATORS: readonly AdminRole[] = ['administrator'];
/** Every admin call not named below: the spec's record managers and the publishing of content. */
const PUBLISHERS: readonly AdminRole[] = ['administrator', 'publisher'];

/**
 * The admin calls some other set of roles than publishers and administrators may make. Every role signs itself
 * out, keeps its own sessions and factors, reads the dashboard, and edits drafts; only administrators manage
 * admins, reset another's factors and read the sign-in log and the audit trail.
 */
const CALL_ROLES: Partial<Record<ApiPath, readonly AdminRole[]>> = {
  [API.auth.logout]: EVERY_ROLE,
  ...Object.fromEntries(Object.values(API.sessions).map((path) => [path, EVERY_ROLE])),
  ...Object.fromEntries(Object.values(API.secondFactor).map((path) => [path, EVERY_ROLE])),
  [API.secondFactor.reset]: ADMINISTRATORS,
  ...Object.fromEntries(Object.values(API.admins).map((path) => [path, ADMINISTRATORS])),
  [API.dashboard.counts]: EVERY_ROLE,
  [API.dashboard.recentActivity]: EVERY_ROLE,
  [API.dashboard.signInLog]: ADMINISTRATORS,
  [API.dashboard.auditTrail]: ADMINISTRATORS,
  [API.dashboard.exportAuditTrail]: ADMINISTRATORS,
  [API.dashboard.verifyAuditTrail]: ADMINISTRATORS,
  [API.content.getAll]: EVERY_ROLE,
  [API.content.getTable]: EVERY_ROLE,
  [API.content.saveDraft]: EVERY_ROLE,
  [API.content.restore]: EVERY_ROLE,
  [API.content.importRows]: EVERY_ROLE,
  [API.content.exportCsv]: EVERY_ROLE,
  [API.content.getPages]: EVERY_ROLE,
  [API.content.getPage]: EVERY_ROLE,
  [API.content.savePageDraft]: EVERY_ROLE,
  [API.content.restorePage]: EVERY_ROLE,
  [API.content.getSettings]: EVERY_ROLE,
  [API.content.saveSettingsDraft]: EVERY_ROLE,
  [API.content.restoreSettings]: EVERY_ROLE,
  [API.content.getLanguageStates]: EVERY_ROLE,
  [API.content.getPlaceholders]: EVERY_ROLE,
};

/** The roles that may make an admin call (a path of the API, as its controller declares it). */
export function rolesOf(path: string): readonly AdminRole[] {
  return CALL_ROLES[path as ApiPath] ?? PUBLISHERS;
}

export const mayCall = (role: AdminRole, path: ApiPath): boolean => rolesOf(path).includes(role);
