import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, type CoreOptions } from '@seedcorp/libs';
import type { AuthConfig } from './config';
import { database } from './database';
import { AdminsModule } from './admins/admins.module';
import { LoginModule } from './login/login.module';

@Module({})
export class AppModule {
  static register(config: AuthConfig, options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [CoreModule.forRoot({ service: 'auth', config, database, ...options }), LoginModule, AdminsModule],
    };
  }
}
