import type { PublicNotificationItem } from '@seedcorp/contracts';
import { NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import type { PageRead } from '../../api/page-loader';
import { useRead } from '../../api/use-page-read';

const NO_DOCUMENTS: PublicNotificationItem[] = [];

/**
 * The documents an administrator has published in a notification section (or the home page's notices); failures
 * are only logged.
 */
export const useDocumentSection = (read: PageRead<PublicNotificationItem[]>) =>
  useRead(read, NO_DOCUMENTS, (error) =>
    logFailure(error.answeredWithoutSuccess ? NOTIFICATION_MESSAGES.fetchFailed : error.message),
  );
