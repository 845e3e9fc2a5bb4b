import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@seedcorp/libs';
import type { DashboardConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(config: DashboardConfig, options: { redisKeyPrefix?: string } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'dashboard', config, database, ...options })],
    };
  }
}
