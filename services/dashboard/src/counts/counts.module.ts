import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DashboardConfig } from '../config';
import { CountEntry } from './count.entity';
import { COUNT_OWNERS, countOwners } from './count-owners';
import { CountsController } from './counts.controller';
import { CountsService } from './counts.service';

@Module({
  imports: [TypeOrmModule.forFeature([CountEntry])],
  controllers: [CountsController],
  providers: [CountsService, { provide: COUNT_OWNERS, inject: [DashboardConfig], useFactory: countOwners }],
  exports: [CountsService],
})
export class CountsModule {}
