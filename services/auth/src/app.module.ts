import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, featureModulesOf, type CoreOptions } from '@seedcorp/libs';
import type { AuthConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(config: AuthConfig, options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'auth', config, database, ...options }), ...featureModulesOf(__dirname)],
    };
  }
}
