import { ServiceConfig } from '@seedcorp/libs';

export class ContentConfig extends ServiceConfig {
  override PORT = 3007;
}
