import type { PublicNotificationItem } from '@seedcorp/contracts';
import { NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { logFailure } from '@seedcorp/web-shared/api/log-failure';
import { usePublicRead } from '../../api/use-public-read';

const NO_NOTIFICATIONS: PublicNotificationItem[] = [];

/** 'Home Page' notifications; failures are only logged. */
export function useHomeNotifications() {
  return usePublicRead({ name: 'homeNotifications' }, NO_NOTIFICATIONS, (error) =>
    logFailure(error.answeredWithoutSuccess ? NOTIFICATION_MESSAGES.fetchFailed : error.message),
  );
}
