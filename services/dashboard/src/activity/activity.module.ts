import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { CountsModule } from '../counts/counts.module';
import { ActivityConsumer } from './activity-consumer';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';

@Module({
  imports: [AuditModule, CountsModule],
  controllers: [ActivityController],
  providers: [ActivityService, ActivityConsumer],
})
export class ActivityModule {}
