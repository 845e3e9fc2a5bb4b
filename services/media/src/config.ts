import { StorageServiceConfig } from '@seedcorp/libs';

export class MediaConfig extends StorageServiceConfig {
  override PORT = 3002;
}
