import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, featureModulesOf, type CoreOptions } from '@seedcorp/libs';
import type { DashboardConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(
    config: DashboardConfig,
    options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'dashboard', config, database, ...options }),
        ...featureModulesOf(__dirname),
      ],
    };
  }
}
