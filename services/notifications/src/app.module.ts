import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, featureModulesOf, type CoreOptions } from '@seedcorp/libs';
import type { NotificationsConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(
    config: NotificationsConfig,
    options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'notifications', config, database, ...options }),
        ...featureModulesOf(__dirname),
      ],
    };
  }
}
