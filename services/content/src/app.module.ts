import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, featureModulesOf, type CoreOptions } from '@seedcorp/libs';
import type { ContentConfig } from './config';
import { database } from './database';
import { SeededTablesReadiness } from './seed/seeded-tables-readiness';

@Module({})
export class AppModule {
  static register(
    config: ContentConfig,
    options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({
          service: 'content',
          config,
          database,
          readinessChecks: [SeededTablesReadiness],
          ...options,
        }),
        ...featureModulesOf(__dirname),
      ],
    };
  }
}
