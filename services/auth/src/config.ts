import { ServiceConfig } from '@seedcorp/libs';

export class AuthConfig extends ServiceConfig {
  override PORT = 3001;
}
