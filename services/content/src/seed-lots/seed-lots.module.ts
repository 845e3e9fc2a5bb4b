import { Module } from '@nestjs/common';
import { SettingsModule } from '../settings/settings.module';
import { TablesModule } from '../tables/tables.module';
import { SeedLotCheckController } from './seed-lot-check.controller';
import { SeedLotCheckService } from './seed-lot-check.service';
import { SeedLotsController } from './seed-lots.controller';
import { SeedLotsService } from './seed-lots.service';

/** Seed lots: kept against the published varieties, checked by farmers with the helpline of the site settings. */
@Module({
  imports: [TablesModule, SettingsModule],
  controllers: [SeedLotsController, SeedLotCheckController],
  providers: [SeedLotsService, SeedLotCheckService],
})
export class SeedLotsModule {}
