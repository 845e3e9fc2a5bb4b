import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, type CoreOptions } from '@seedcorp/libs';
import { ActivityModule } from './activity/activity.module';
import { AuditModule } from './audit/audit.module';
import type { DashboardConfig } from './config';
import { CountsModule } from './counts/counts.module';
import { database } from './database';
import { FeedbackModule } from './feedback/feedback.module';
import { VisitorsModule } from './visitors/visitors.module';

@Module({})
export class AppModule {
  static register(
    config: DashboardConfig,
    options: Pick<CoreOptions, 'redisKeyPrefix' | 'logStream'> = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot({ service: 'dashboard', config, database, ...options }),
        ActivityModule,
        AuditModule,
        CountsModule,
        FeedbackModule,
        VisitorsModule,
      ],
    };
  }
}
