import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, featureModulesOf, type CoreOptions } from '@seedcorp/libs';
import type { DirectoriesConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(
    config: DirectoriesConfig,
    options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'directories', config, database, ...options }),
        ...featureModulesOf(__dirname),
      ],
    };
  }
}
