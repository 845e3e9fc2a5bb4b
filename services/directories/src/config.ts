import { StorageServiceConfig } from '@seedcorp/libs';

export class DirectoriesConfig extends StorageServiceConfig {
  override PORT = 3004;
}
