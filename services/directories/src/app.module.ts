import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, type CoreOptions } from '@seedcorp/libs';
import { AuthoritiesModule } from './authorities/authorities.module';
import type { DirectoriesConfig } from './config';
import { CountsModule } from './counts/counts.module';
import { database } from './database';
import { DirectorsModule } from './directors/directors.module';
import { MastersModule } from './masters/masters.module';
import { OfficersModule } from './officers/officers.module';

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
        MastersModule,
        DirectorsModule,
        OfficersModule,
        AuthoritiesModule,
        CountsModule,
      ],
    };
  }
}
