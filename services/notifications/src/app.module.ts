import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule } from '@seedcorp/libs';
import type { NotificationsConfig } from './config';
import { database } from './database';

@Module({})
export class AppModule {
  static register(config: NotificationsConfig, options: { redisKeyPrefix?: string } = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'notifications', config, database, ...options })],
    };
  }
}
