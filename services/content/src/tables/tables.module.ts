import { Module } from '@nestjs/common';
import { SeedCatalogueController } from './seed-catalogue.controller';
import { TablesController } from './tables.controller';
import { TablesService } from './tables.service';

@Module({
  controllers: [TablesController, SeedCatalogueController],
  providers: [TablesService],
  exports: [TablesService],
})
export class TablesModule {}
