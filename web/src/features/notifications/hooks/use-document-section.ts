import type { NotificationLocation, PublicNotificationItem } from '@seedcorp/contracts';
import { NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { logFailure } from '@seedcorp/web-shared/api/api-client';
import { publicApi } from '../../api/public-api';
import { useServerData } from '../../api/use-server-data';

const NO_DOCUMENTS: PublicNotificationItem[] = [];

/** The documents an administrator has published in one notification section; failures are only logged. */
export function useDocumentSection(location: NotificationLocation) {
  return useServerData(
    () => publicApi.documents(location),
    NO_DOCUMENTS,
    [location],
    (error) => logFailure(error.answeredWithoutSuccess ? NOTIFICATION_MESSAGES.fetchFailed : error.message),
  );
}
