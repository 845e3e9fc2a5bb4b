import { Module } from '@nestjs/common';
import { internalCountsController } from '@seedcorp/libs';
import { DirectoryCountsService } from './directory-counts.service';

@Module({
  controllers: [internalCountsController(DirectoryCountsService, (counts) => counts.countByKind())],
  providers: [DirectoryCountsService],
})
export class CountsModule {}
