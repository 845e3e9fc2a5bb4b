import type { NotificationLocation, PublicNotificationItem } from '@seedcorp/contracts';
import { NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import { usePublicRead } from '../../api/use-public-read';

const NO_DOCUMENTS: PublicNotificationItem[] = [];

/** The documents an administrator has published in one notification section; failures are only logged. */
export function useDocumentSection(location: NotificationLocation) {
  return usePublicRead({ name: 'documents', argument: location }, NO_DOCUMENTS, (error) =>
    logFailure(error.answeredWithoutSuccess ? NOTIFICATION_MESSAGES.fetchFailed : error.message),
  );
}
