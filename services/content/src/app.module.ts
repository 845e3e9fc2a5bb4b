import { type DynamicModule, Module } from '@nestjs/common';
import { CoreModule, type CoreOptions } from '@seedcorp/libs';
import type { ContentConfig } from './config';
import { ContentStatusModule } from './content-status/content-status.module';
import { database } from './database';
import { PagesModule } from './pages/pages.module';
import { SearchModule } from './search/search.module';
import { SeededTablesReadiness } from './seed/seeded-tables-readiness';
import { SettingsModule } from './settings/settings.module';
import { TablesModule } from './tables/tables.module';
import { WorkflowModule } from './workflow/workflow.module';

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
        WorkflowModule,
        TablesModule,
        PagesModule,
        SettingsModule,
        ContentStatusModule,
        SearchModule,
      ],
    };
  }
}
