import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, featureModulesOf, type CoreOptions } from '@seedcorp/libs';
import type { MediaConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(config: MediaConfig, options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'media', config, database, ...options }), ...featureModulesOf(__dirname)],
    };
  }
}
