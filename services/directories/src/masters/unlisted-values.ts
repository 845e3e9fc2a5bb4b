import { QueryFailedError } from 'typeorm';
import { ApiError } from '@seedcorp/libs';
import { DIRECTORY_MESSAGES } from '@seedcorp/contracts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Saves a record whose designation or role the service has checked against the list. A rename or delete of
 * that value committed in between leaves the record's key pointing nowhere, and the database refuses it: the
 * answer is then the refusal the check itself would have given a moment later.
 */
export async function refusingUnlisted<T>(save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    const { code, constraint } =
      error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : {};
    if (code !== FOREIGN_KEY_VIOLATION) throw error;
    if (constraint?.endsWith('_role_listed')) throw ApiError.badRequest(DIRECTORY_MESSAGES.unknownRole);
    if (constraint?.endsWith('_designation_listed')) throw ApiError.badRequest(DIRECTORY_MESSAGES.unknownDesignation);
    throw error;
  }
}
