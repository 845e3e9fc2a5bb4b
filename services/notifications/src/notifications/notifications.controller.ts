import { Body, Controller, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { AcceptsFiles, ApiRoute, FormFile, pageRequest, PublicRead, type UploadedFile } from '@seedcorp/libs';
import {
  API,
  NOTIFICATION_MESSAGES,
  type NotificationItem,
  type Paged,
  type PageQuery,
  type PublicNotificationItem,
  type TenderItem,
  type TenderLocation,
} from '@seedcorp/contracts';
import {
  CreateNotificationDto,
  ListNotificationsDto,
  NotificationKeyDto,
  PublicListDto,
  UpdateNotificationDto,
} from './dto/notification-requests.dto';
import { isPublicTenderForm, NotificationListGuard } from './notification-list.guard';
import { NotificationsService } from './notifications.service';

/** The multipart backstop sits above the spec's 1 MB, so a larger PDF gets 'File size exceeds 1MB.'. */
const UPLOAD_LIMITS = { maxFileBytes: 2 * 1024 * 1024, maxFiles: 1 };

@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @ApiRoute(API.notifications.create, NOTIFICATION_MESSAGES.created)
  @AcceptsFiles(UPLOAD_LIMITS)
  async create(@Body() body: CreateNotificationDto, @FormFile('file') file?: UploadedFile): Promise<{ key: string }> {
    const notification = await this.notifications.create(body, file);
    return { key: notification.id };
  }

  @ApiRoute(API.notifications.updateNotification, NOTIFICATION_MESSAGES.updated)
  @AcceptsFiles(UPLOAD_LIMITS)
  async update(@Body() body: UpdateNotificationDto, @FormFile('file') file?: UploadedFile): Promise<void> {
    await this.notifications.update(body.key, body, file);
  }

  @ApiRoute(API.notifications.deleteNotification, NOTIFICATION_MESSAGES.deleted)
  async delete(@Body() body: NotificationKeyDto): Promise<void> {
    await this.notifications.delete(body.key);
  }

  @ApiRoute(API.notifications.getNotification, NOTIFICATION_MESSAGES.fetched)
  @PublicRead()
  @UseGuards(NotificationListGuard)
  list(
    @Req() request: Request,
    @Body() body: ListNotificationsDto,
    @Query() query: PageQuery,
  ): Promise<Paged<NotificationItem> | TenderItem[]> {
    if (isPublicTenderForm(request)) {
      return this.notifications.listTenders(body.location as TenderLocation, body.includeFile ?? true);
    }
    return this.notifications.list(body.location, pageRequest(query, body));
  }

  @ApiRoute(API.notifications.webGetNotification, NOTIFICATION_MESSAGES.fetched)
  @PublicRead()
  listPublic(@Body() body: PublicListDto): Promise<PublicNotificationItem[]> {
    return this.notifications.listPublic(body.location, body.includeFile ?? true);
  }
}
