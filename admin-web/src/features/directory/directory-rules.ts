import { DIRECTOR_IMAGE_MAX_BYTES, DIRECTORY_MESSAGES, EMAIL_PATTERN, MOBILE_DIGITS } from '@seedcorp/contracts';
import { IMAGE_EXTENSIONS, IMAGE_MIME_TYPES, type FileRule } from '../ui/file-rules';

export const DIRECTOR_IMAGE_RULE: FileRule = {
  extensions: IMAGE_EXTENSIONS,
  mimeTypes: IMAGE_MIME_TYPES,
  maxBytes: DIRECTOR_IMAGE_MAX_BYTES,
  invalidTypeMessage: DIRECTORY_MESSAGES.invalidImageType,
  tooLargeMessage: DIRECTORY_MESSAGES.imageTooLarge,
};

/** Mobile numbers keep digits only, at most ten. */
export const mobileDigits = (value: string) => value.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
/** Office numbers keep digits only. */
export const officeDigits = (value: string) => value.replace(/\D/g, '');

export interface DirectorDraft {
  location: string;
  name: string;
  designation: string;
  email: string;
  address: string;
  mobileNo: string;
  officeNo: string;
  image?: File;
}

const blank = (value: string) => value.trim() === '';

export function directorProblem(draft: DirectorDraft, editing: boolean): string | undefined {
  const missing = blank(draft.location) || blank(draft.name) || blank(draft.designation);
  if (editing && missing) return DIRECTORY_MESSAGES.editRequired;
  if (!editing && (missing || !draft.image)) return DIRECTORY_MESSAGES.createRequired;
  if (draft.email.trim() && !EMAIL_PATTERN.test(draft.email.trim())) return DIRECTORY_MESSAGES.incorrectEmail;
  return undefined;
}

export interface OfficerDraft {
  district: string;
  name: string;
  designation: string;
  address: string;
  mobileNo: string;
  officeNo: string;
}

export function officerProblem(draft: OfficerDraft, editing: boolean): string | undefined {
  if (blank(draft.district) || blank(draft.name) || blank(draft.designation)) return requiredMessage(editing);
  return undefined;
}

export interface AuthorityDraft {
  district: string;
  role: string;
  designation: string;
}

export function authorityProblem(draft: AuthorityDraft, editing: boolean): string | undefined {
  if (blank(draft.district) || blank(draft.role) || blank(draft.designation)) return requiredMessage(editing);
  return undefined;
}

/** The spec words the officer and authority rules without messages of their own: the directors' are used. */
const requiredMessage = (editing: boolean) =>
  editing ? DIRECTORY_MESSAGES.editRequired : DIRECTORY_MESSAGES.createRequired;
