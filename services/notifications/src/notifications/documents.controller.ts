import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ObjectStorage, Public, RawResponse, sendStoredFile } from '@seedcorp/libs';
import { API, NOTIFICATION_MESSAGES } from '@seedcorp/contracts';
import { inlinePdfDisposition } from './content-disposition';
import { documentVersion } from './document-keys';
import { NotificationsService } from './notifications.service';

/** The path without the current `v` may show a replaced file next time: caches revalidate it by ETag. */
const REVALIDATE = 'public, no-cache';

/** Public PDF documents, streamed from storage. */
@Controller()
@Public()
export class DocumentsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly storage: ObjectStorage,
  ) {}

  /** `url` in the lists carries `?v=<version>`: that exact URL never changes content, so it is cached for a year. */
  @Get(API.fileRoutes.notificationDocument)
  @RawResponse()
  async serve(
    @Param('key') key: string,
    @Query('v') version: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const notification = await this.notifications.findDocument(key);
    const current = version === documentVersion(notification.documentKey);
    await sendStoredFile(
      this.storage,
      notification.documentKey,
      {
        contentType: 'application/pdf',
        notFoundMessage: NOTIFICATION_MESSAGES.documentNotFound,
        headers: { 'Content-Disposition': inlinePdfDisposition(notification.title) },
        cacheControl: current ? undefined : REVALIDATE,
      },
      request,
      response,
    );
  }
}
