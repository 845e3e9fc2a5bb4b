import { Module } from '@nestjs/common';
import { internalCountsController } from '@seedcorp/libs';
import { ContentStatusController } from './content-status.controller';
import { ContentStatusService } from './content-status.service';

@Module({
  controllers: [ContentStatusController, internalCountsController(ContentStatusService, (service) => service.counts())],
  providers: [ContentStatusService],
})
export class ContentStatusModule {}
