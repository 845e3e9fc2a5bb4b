import { Module } from '@nestjs/common';
import { internalCountsController } from '@seedcorp/libs';
import { TablesController } from './tables.controller';
import { TablesService } from './tables.service';

@Module({
  controllers: [TablesController, internalCountsController(TablesService, (service) => service.counts())],
  providers: [TablesService],
})
export class TablesModule {}
