import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CountsModule } from '../counts/counts.module';
import { ActivityConsumer } from './activity-consumer';
import { Activity } from './activity.entity';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';
import { SignIn } from './sign-in.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Activity, SignIn]), CountsModule],
  controllers: [ActivityController],
  providers: [ActivityService, ActivityConsumer],
})
export class ActivityModule {}
