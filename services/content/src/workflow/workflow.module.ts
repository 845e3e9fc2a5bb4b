import { Global, Module } from '@nestjs/common';
import { ScheduleWorker } from './schedule-worker';
import { WorkflowController } from './workflow.controller';
import { WorkflowService } from './workflow.service';

/** Submitting, approving, publishing and scheduling drafts; the tables', pages' and settings' publish calls use it. */
@Global()
@Module({
  controllers: [WorkflowController],
  providers: [WorkflowService, ScheduleWorker],
  exports: [WorkflowService],
})
export class WorkflowModule {}
