import type { AdminRole } from './roles';
import { mobileNumberProblem } from './auth';
import { blank, longerThan, trimmedText, type FormRules } from './form-rules';
import { isAdminRole } from './roles';

/** An admin as the administrators' list shows them (`admins.getAll`, oldest first). */
export interface AdminAccount {
  id: string;
  mobile: string;
  name: string;
  role: AdminRole;
  /** A disabled admin cannot sign in; their sessions ended when they were disabled. */
  active: boolean;
  /** Whether they have an authenticator app or a passkey (false: the SMS code alone, or reset). */
  secondFactor: boolean;
  /** ISO-8601. */
  lastLoginAt: string | null;
  createdAt: string;
}

export interface CreateAdminRequest {
  mobileNo: string;
  name: string;
  role: AdminRole;
}

export interface UpdateAdminRequest {
  id: string;
  name: string;
  role: AdminRole;
  active: boolean;
}

export const ADMIN_NAME_MAX = 100;

export const ADMIN_MESSAGES = {
  fetched: 'Admins fetched successfully.',
  created: 'Admin added.',
  updated: 'Admin updated.',
  notFound: 'Admin not found.',
  mobileTaken: 'An admin with this mobile number already exists.',
  nameRequired: 'Please enter the admin’s name.',
  nameTooLong: `The name may be up to ${ADMIN_NAME_MAX} characters.`,
  roleInvalid: 'Please choose a role: administrator, publisher, editor or counter operator.',
  selfChange: 'You cannot change your own role or disable yourself. Ask another administrator.',
  lastAdministrator: 'At least one active administrator must remain.',
} as const;

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
