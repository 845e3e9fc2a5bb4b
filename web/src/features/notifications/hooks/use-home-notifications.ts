import type { PublicNotificationItem } from '@seedcorp/contracts';
import { NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { useLocation } from 'react-router-dom';
import { logFailure } from '@seedcorp/web-shared/api/api-client';
import { publicApi } from '../../api/public-api';
import { useServerData } from '../../api/use-server-data';

const NO_NOTIFICATIONS: PublicNotificationItem[] = [];

/** 'Home Page' notifications, reloaded on each path change; failures are only logged. */
export function useHomeNotifications() {
  const { pathname } = useLocation();
  return useServerData(publicApi.homeNotifications, NO_NOTIFICATIONS, [pathname], (error) =>
    logFailure(error.answeredWithoutSuccess ? NOTIFICATION_MESSAGES.fetchFailed : error.message),
  );
}
