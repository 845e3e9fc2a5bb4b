import { ApiError, DIRECTORY_FIELD_LIMITS, DIRECTORY_MESSAGES, EMAIL_PATTERN, MOBILE_MAX_DIGITS } from '@seedcorp/libs';

/** A standard address shape: something, one @, a domain with a dot; no spaces. */
const MOBILE = new RegExp(`^[0-9]{1,${MOBILE_MAX_DIGITS}}$`);
const OFFICE = new RegExp(`^[0-9]{1,${DIRECTORY_FIELD_LIMITS.officeNo}}$`);

/** Surrounding blanks are never meant; an absent field and an empty one are the same. */
export const text = (value: string | undefined): string => value?.trim() ?? '';

/** Optional columns hold NULL rather than '' when nothing was given. */
export const orNull = (value: string): string | null => (value === '' ? null : value);

export function requireAll(values: string[], message: string): void {
  if (values.some((value) => value === '')) throw ApiError.badRequest(message);
}

export function checkEmail(email: string): void {
  if (email !== '' && (!EMAIL_PATTERN.test(email) || email.length > DIRECTORY_FIELD_LIMITS.email)) {
    throw ApiError.badRequest(DIRECTORY_MESSAGES.incorrectEmail);
  }
}

export function checkPhones(mobileNo: string, officeNo: string): void {
  if (mobileNo !== '' && !MOBILE.test(mobileNo)) throw ApiError.badRequest(DIRECTORY_MESSAGES.mobileDigits);
  if (officeNo !== '' && !OFFICE.test(officeNo)) throw ApiError.badRequest(DIRECTORY_MESSAGES.officeDigits);
}

export function checkLengths(values: Partial<Record<keyof typeof DIRECTORY_FIELD_LIMITS, string>>): void {
  for (const [field, value] of Object.entries(values)) {
    if (value.length > DIRECTORY_FIELD_LIMITS[field as keyof typeof DIRECTORY_FIELD_LIMITS]) {
      throw ApiError.badRequest(DIRECTORY_MESSAGES.tooLong);
    }
  }
}
