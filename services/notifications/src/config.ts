import { StorageServiceConfig } from '@seedcorp/libs';

export class NotificationsConfig extends StorageServiceConfig {
  override PORT = 3003;
}
