import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthGuard, internalCountsController } from '@seedcorp/libs';
import { NotificationTypeController } from '../masters/notification-type.controller';
import { DocumentsController } from './documents.controller';
import { Notification } from './notification.entity';
import { NotificationListGuard } from './notification-list.guard';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NoticeArchiveService } from './notice-archive.service';

@Module({
  imports: [TypeOrmModule.forFeature([Notification])],
  controllers: [
    NotificationsController,
    DocumentsController,
    NotificationTypeController,
    internalCountsController(NotificationsService, (service) => service.countByLocation()),
  ],
  providers: [NotificationsService, NoticeArchiveService, AdminAuthGuard, NotificationListGuard],
})
export class NotificationsModule {}
