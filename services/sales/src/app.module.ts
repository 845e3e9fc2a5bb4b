import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, featureModulesOf, type CoreOptions } from '@seedcorp/libs';
import type { SalesConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(config: SalesConfig, options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'sales', config, database, ...options }), ...featureModulesOf(__dirname)],
    };
  }
}
