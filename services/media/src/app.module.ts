import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@seedcorp/libs';
import type { MediaConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(config: MediaConfig, options: { redisKeyPrefix?: string } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'media', config, database, ...options })],
    };
  }
}
