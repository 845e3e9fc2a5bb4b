import { ServiceConfig } from '@seedcorp/libs';

export class DashboardConfig extends ServiceConfig {
  override PORT = 3005;
}
