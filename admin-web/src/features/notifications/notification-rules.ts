import { NOTIFICATION_MAX_BYTES, NOTIFICATION_MESSAGES, needsSubmissionDate } from '@seedcorp/contracts';
import { PDF_EXTENSIONS, PDF_MIME_TYPES, type FileRule } from '../ui/file-rules';

export const PDF_FILE_RULE: FileRule = {
  extensions: PDF_EXTENSIONS,
  mimeTypes: PDF_MIME_TYPES,
  maxBytes: NOTIFICATION_MAX_BYTES,
  invalidTypeMessage: NOTIFICATION_MESSAGES.invalidType,
  tooLargeMessage: NOTIFICATION_MESSAGES.tooLarge,
};

/**
 * Whether a location needs a last submission date: the notificationType master says so when it
 * carries `needsSubmissionDate`, else the contract's list of tender locations does.
 */
export function locationNeedsDate(location: string, masterEntries: readonly unknown[]): boolean {
  const entry = masterEntries.find(
    (candidate): candidate is { type: string; needsSubmissionDate: boolean } =>
      typeof candidate === 'object' &&
      candidate !== null &&
      (candidate as { type?: unknown }).type === location &&
      typeof (candidate as { needsSubmissionDate?: unknown }).needsSubmissionDate === 'boolean',
  );
  return entry ? entry.needsSubmissionDate : needsSubmissionDate(location);
}
