import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { VisitorDay } from './visitor-day.entity';
import { VisitorsController } from './visitors.controller';
import { VisitorsService } from './visitors.service';

@Module({
  imports: [TypeOrmModule.forFeature([VisitorDay])],
  controllers: [VisitorsController],
  providers: [VisitorsService],
})
export class VisitorsModule {}
