import { trimmedText } from '@seedcorp/contracts';

/** Optional columns hold NULL rather than '' when nothing was given; surrounding blanks are never meant. */
export const storedText = (value: string | undefined): string | null => trimmedText(value) || null;
