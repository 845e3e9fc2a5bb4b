import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@seedcorp/libs';
import type { DirectoriesConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(config: DirectoriesConfig, options: { redisKeyPrefix?: string } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'directories', config, database, ...options })],
    };
  }
}
